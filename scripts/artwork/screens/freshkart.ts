import type { FreshKartScreen, GroceryArt } from "../../../app/content/product-screens.ts";
import { statusBar, type Drawing } from "../frames.ts";
import {
  card,
  homeIndicator,
  iconButton,
  iconTile,
  progress,
  rupees,
  type,
  type Ctx,
} from "../kit.ts";
import { circle, icon, line, path, rect } from "../svg.ts";

/** A small flat picture of a grocery item inside a 56-unit tile at (x, y). */
function groceryArt(c: Ctx, art: GroceryArt, x: number, y: number): string {
  const dark = c.ui.mode === "dark";
  const tile = rect(x, y, 56, 56, 16, { fill: dark ? "#222831" : "#f3f5f2" });
  switch (art) {
    case "milk":
      return (
        tile +
        path(`M${x + 19} ${y + 17}l4-7h10l4 7v30h-18z`, {
          fill: "#f8fafc",
          stroke: "#cbd5e1",
          "stroke-width": 1,
        }) +
        rect(x + 19, y + 27, 18, 11, 0, { fill: "#3b82f6" }) +
        path(`M${x + 23} ${y + 10}h10l4 7h-18z`, { fill: "#93c5fd" })
      );
    case "eggs":
      return (
        tile +
        rect(x + 9, y + 30, 38, 14, 5, { fill: "#d6c3a5" }) +
        [0, 1, 2]
          .map((i) =>
            path(`M${x + 15 + i * 13} ${y + 32}c-5 0-6-7-6-10s3-9 6-9 6 6 6 9-1 10-6 10z`, {
              fill: "#fbf3e4",
              stroke: "#e7d8bd",
              "stroke-width": 1,
            }),
          )
          .join("")
      );
    case "tomato":
      return (
        tile +
        circle(x + 22, y + 33, 12, { fill: "#ef4444" }) +
        circle(x + 35, y + 31, 11, { fill: "#dc2626" }) +
        path(`M${x + 29} ${y + 20}l-3 4 4-1 2 4 1-5 4 1-3-4`, { fill: "#16a34a" }) +
        circle(x + 19, y + 29, 3, { fill: "#ffffff", "fill-opacity": 0.35 })
      );
    case "rice":
      return (
        tile +
        path(`M${x + 15} ${y + 14}h26l3 30a3 3 0 0 1-3 3h-26a3 3 0 0 1-3-3z`, { fill: "#f5e6c8" }) +
        rect(x + 14, y + 26, 28, 11, 0, { fill: "#b45309" }) +
        path(`M${x + 15} ${y + 14}h26l-2-4h-22z`, { fill: "#e7d3a8" })
      );
  }
}

/** The cart: delivery slot picker, items with steppers, the bill and the order button. */
export function freshKartScreen(data: FreshKartScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  const count = data.items.reduce((n, item) => n + item.qty, 0);
  const total = data.items.reduce((n, item) => n + item.qty * item.price, 0) + data.deliveryFee;
  let body = statusBar(t, ui.text);
  body += iconButton(c, 40, 98, "arrowLeft", 21);
  body += t.text("Your cart", 74, 94, { ...type.heading, size: 20, fill: ui.text });
  body += t.text(`${count} items · ${data.store}`, 74, 114, { ...type.small, fill: ui.muted });
  body += iconButton(c, 350, 98, "ellipsis", 21);

  // Delivery slots.
  let y = 150;
  body += card(c, 20, y, 350, 146, 20);
  body += icon("zap", 36, y + 18, 18, ui.brandText, 2.2);
  body += t.text("Choose a delivery slot", 60, y + 33, { ...type.bodyStrong, fill: ui.text });
  const slotW = 75;
  data.slots.forEach((slot, i) => {
    const x = 34 + i * (slotW + 6.5);
    const sy = y + 52;
    const on = slot.selected === true;
    body += rect(x, sy, slotW, 76, 14, {
      fill: on ? ui.brandSoft : ui.surface,
      stroke: on ? ui.brand : ui.border,
      "stroke-width": on ? 2 : 1,
    });
    const ink = slot.full ? ui.faint : on ? ui.brandText : ui.text;
    const labelSize = Math.min(
      14,
      (14 * (slotW - 12)) / t.measure(slot.label, { size: 14, weight: 680 }),
    );
    body += t.text(
      slot.label,
      x + slotW / 2,
      sy + 32,
      { size: labelSize, weight: 680, fill: ink },
      "middle",
    );
    body += t.text(
      slot.detail,
      x + slotW / 2,
      sy + 53,
      { size: 12, weight: 550, fill: slot.full ? ui.faint : on ? ui.brandText : ui.muted },
      "middle",
    );
    if (slot.full)
      body += line(x + 14, sy + 27, x + slotW - 14, sy + 27, {
        stroke: ui.faint,
        "stroke-width": 1.2,
      });
  });

  // Items.
  y += 160;
  body += card(c, 20, y, 350, data.items.length * 76 + 8, 20);
  data.items.forEach((item, i) => {
    const ry = y + 4 + i * 76;
    body += groceryArt(c, item.art, 34, ry + 10);
    body += t.text(item.name, 102, ry + 32, { ...type.bodyStrong, size: 14.5, fill: ui.text });
    body += t.text(`${item.pack} · ${rupees(item.price)}`, 102, ry + 52, {
      ...type.small,
      fill: ui.muted,
    });
    // Stepper.
    body += rect(268, ry + 22, 88, 34, 10, {
      fill: ui.brandSoft,
      stroke: ui.brand,
      "stroke-opacity": 0.35,
    });
    body += icon("minus", 276, ry + 30, 18, ui.brandText, 2.4);
    body += t.text(
      String(item.qty),
      312,
      ry + 44.5,
      { size: 15, weight: 700, fill: ui.brandText },
      "middle",
    );
    body += icon("plus", 330, ry + 30, 18, ui.brandText, 2.4);
    if (i < data.items.length - 1) body += line(102, ry + 76, 356, ry + 76, { stroke: ui.border });
  });

  // Bill.
  y += data.items.length * 76 + 24;
  body += card(c, 20, y, 350, 112, 20);
  const bill: [string, string, string?][] = [
    ["Item total", rupees(total - data.deliveryFee)],
    [
      "Delivery fee",
      data.deliveryFee === 0 ? "FREE" : rupees(data.deliveryFee),
      data.deliveryFee === 0 ? ui.success : undefined,
    ],
  ];
  bill.forEach(([label, value, colour], i) => {
    body += t.text(label, 36, y + 32 + i * 26, { size: 14, weight: 500, fill: ui.muted });
    body += t.text(
      value,
      354,
      y + 32 + i * 26,
      { size: 14, weight: 600, tabular: true, fill: colour ?? ui.text },
      "end",
    );
  });
  body += rect(36, y + 72, 318, 28, 8, { fill: ui.successSoft });
  body += icon("circleCheck", 46, y + 78, 16, ui.success, 2.2);
  body += t.text(`You save ${rupees(data.savings)} on this order`, 70, y + 90.5, {
    size: 12.5,
    weight: 650,
    fill: ui.success,
  });

  // Order bar.
  const barTop = 844 - 112;
  body += rect(0, barTop, 390, 112, 0, { fill: ui.surface });
  body += line(0, barTop + 0.5, 390, barTop + 0.5, { stroke: ui.border });
  body += t.text("To pay", 24, barTop + 34, { size: 12.5, weight: 600, fill: ui.muted });
  body += t.text(rupees(total), 24, barTop + 60, {
    size: 22,
    weight: 750,
    tabular: true,
    fill: ui.text,
  });
  body += rect(166, barTop + 18, 200, 52, 16, { fill: ui.brand });
  body += t.text(
    "Place order",
    266,
    barTop + 50,
    { size: 16, weight: 680, fill: ui.onBrand },
    "middle",
  );
  body += homeIndicator(c);
  return { width: 390, height: 844, body, defs: c.defs.join("") };
}

/** The rider on the way, beside the phone in the card artwork. */
export function freshKartCallout(data: FreshKartScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  const w = 320;
  const h = 112;
  const slot = data.slots.find((s) => s.selected);
  let body = card(c, 0, 0, w, h, 22);
  body += iconTile(c, 18, 18, 52, "bike", ui.brandSoft, ui.brandText);
  body += t.text(`Arriving in ${slot?.detail ?? "10 min"}`, 84, 40, {
    size: 16,
    weight: 680,
    fill: ui.text,
  });
  body += t.text(`${data.rider.name} · ${data.rider.distance}`, 84, 62, {
    size: 13,
    weight: 500,
    fill: ui.muted,
  });
  body += progress(c, 18, 86, w - 36, 0.68, ui.brand, 7);
  body += circle(18 + (w - 36) * 0.68, 89.5, 7, {
    fill: ui.surface,
    stroke: ui.brand,
    "stroke-width": 3,
  });
  return { width: w, height: h, body, defs: c.defs.join("") };
}
