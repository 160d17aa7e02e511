import type { TiffinTrailScreen } from "../../../app/content/product-screens.ts";
import { statusBar, type Drawing } from "../frames.ts";
import { card, iconButton, iconTile, rupees, tabBar, type, type Ctx } from "../kit.ts";
import { circle, icon, rect } from "../svg.ts";

const weekdays = ["M", "T", "W", "T", "F", "S", "S"];

/** The month calendar: delivered days with two dots, skipped days crossed, today filled. */
function monthGrid(
  c: Ctx,
  data: TiffinTrailScreen,
  x: number,
  y: number,
  w: number,
): { svg: string; height: number } {
  const { t, ui } = c;
  const col = w / 7;
  const rowH = 40;
  let svg = "";
  weekdays.forEach((d, i) => {
    svg += t.text(
      d,
      x + col * i + col / 2,
      y,
      { size: 11.5, weight: 650, fill: ui.faint },
      "middle",
    );
  });
  const rows = Math.ceil((data.firstWeekday + data.days) / 7);
  for (let day = 1; day <= data.days; day++) {
    const index = data.firstWeekday + day - 1;
    const cx = x + col * (index % 7) + col / 2;
    const cy = y + 26 + Math.floor(index / 7) * rowH;
    const past = day < data.today;
    const skipped = data.skipped.includes(day);
    const today = day === data.today;
    if (today) svg += circle(cx, cy - 4, 16, { fill: ui.brand });
    const ink = today ? ui.onBrand : skipped ? ui.faint : past ? ui.text : ui.muted;
    svg += t.text(
      String(day),
      cx,
      cy + 0.5,
      { size: 13.5, weight: today ? 750 : 560, tabular: true, fill: ink },
      "middle",
    );
    if (skipped) {
      svg += t.text("skipped", cx, cy + 14, { size: 7.5, weight: 650, fill: ui.faint }, "middle");
    } else if (!today) {
      const fill = past ? ui.brand : "none";
      const stroke = past ? "none" : ui.faint;
      svg += circle(cx - 4, cy + 10, 2.4, { fill, stroke, "stroke-width": 1 });
      svg += circle(cx + 4, cy + 10, 2.4, { fill, stroke, "stroke-width": 1 });
    }
  }
  return { svg, height: 26 + rows * rowH };
}

/** Meal plan: the month calendar, today's two meals with their status, and the weekly bill. */
export function tiffinTrailScreen(data: TiffinTrailScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  let body = statusBar(t, ui.text);
  body += t.text(data.plan, 20, 84, { ...type.small, fill: ui.muted });
  body += t.text("Meal plan", 20, 116, { ...type.title, fill: ui.text });
  body += iconButton(c, 346, 98, "utensils", 21);

  let y = 140;
  body += card(c, 20, y, 350, 286, 22);
  body += t.text(data.month, 38, y + 34, { ...type.bodyStrong, size: 16, fill: ui.text });
  body += iconButton(c, 314, y + 28, "chevronLeft", 15);
  body += iconButton(c, 350, y + 28, "chevronRight", 15);
  const grid = monthGrid(c, data, 30, y + 70, 330);
  body += grid.svg;

  // Today's meals.
  y += 308;
  body += t.text("Today", 20, y, { ...type.heading, fill: ui.text });
  body += t.text(data.cutoff, 370, y, { size: 13, weight: 600, fill: ui.brandText }, "end");
  y += 14;
  data.meals.forEach((meal, i) => {
    const my = y + i * 96;
    const live = i === 0;
    body += card(c, 20, my, 350, 86, 20);
    body += iconTile(
      c,
      34,
      my + 16,
      48,
      live ? "bike" : "utensils",
      live ? ui.successSoft : ui.brandSoft,
      live ? ui.success : ui.brandText,
    );
    body += t.text(`${meal.slot} · ${meal.time}`, 96, my + 32, {
      ...type.bodyStrong,
      fill: ui.text,
    });
    body += t.text(t.fit(meal.dishes, 260, { size: 13 }), 96, my + 52, {
      size: 13,
      weight: 500,
      fill: ui.muted,
    });
    const statusStyle = { size: 11.5, weight: 650 };
    const sw = t.measure(meal.status, statusStyle) + 20;
    body += rect(96, my + 60, sw, 20, 10, { fill: live ? ui.successSoft : ui.subtle });
    body += t.text(meal.status, 106, my + 74, {
      ...statusStyle,
      fill: live ? ui.success : ui.muted,
    });
  });

  // Billing.
  y += data.meals.length * 96 + 4;
  body += rect(20, y, 350, 44, 14, { fill: ui.brandSoft });
  body += icon("receipt", 34, y + 12, 20, ui.brandText, 2);
  body += t.text(
    `Weekly plan ${rupees(data.billing.weekly)} · next bill ${data.billing.next}`,
    62,
    y + 27,
    { size: 13, weight: 600, fill: ui.brandText },
  );

  body += tabBar(
    c,
    [
      { icon: "calendar", label: "Plan" },
      { icon: "utensils", label: "Menu" },
      { icon: "receipt", label: "Bills" },
      { icon: "user", label: "Profile" },
    ],
    0,
  );
  return { width: 390, height: 844, body, defs: c.defs.join("") };
}

/** Lunch on its way, beside the phone in the card artwork. */
export function tiffinTrailCallout(data: TiffinTrailScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  const meal = data.meals[0];
  const w = 330;
  const h = 96;
  let body = card(c, 0, 0, w, h, 22);
  body += iconTile(c, 18, 20, 56, "bike", ui.successSoft, ui.success);
  body += t.text(`${meal?.slot ?? "Lunch"} is on its way`, 88, 42, {
    size: 16,
    weight: 700,
    fill: ui.text,
  });
  body += t.text(t.fit(meal?.dishes ?? "", 220, { size: 13 }), 88, 64, {
    size: 13,
    weight: 500,
    fill: ui.muted,
  });
  return { width: w, height: h, body, defs: c.defs.join("") };
}
