import type { MediRiseScreen } from "../../../app/content/product-screens.ts";
import type { Drawing } from "../frames.ts";
import { statusBar } from "../frames.ts";
import {
  card,
  featureCard,
  iconButton,
  iconTile,
  progress,
  rupees,
  sectionTitle,
  tabBar,
  type,
  type Ctx,
} from "../kit.ts";
import { arc, circle, icon, path, rect } from "../svg.ts";

/** Prescriptions: a refill reminder on top, then each active prescription with its supply left. */
export function mediRiseScreen(data: MediRiseScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  let body = statusBar(t, ui.text);
  body += t.text(data.greeting, 20, 84, { ...type.small, fill: ui.muted });
  body += t.text("Prescriptions", 20, 116, { ...type.title, fill: ui.text });
  body += iconButton(c, 346, 98, "bell", 21, true);
  body += iconButton(c, 298, 98, "search", 21);

  // Refill reminder.
  const top = 140;
  body += featureCard(c, 20, top, 350, 196);
  body += rect(38, top + 20, 126, 26, 13, { fill: "#ffffff", "fill-opacity": 0.16 });
  body += icon("bell", 48, top + 26, 14, "#ffffff", 2.2);
  body += t.text("REFILL REMINDER", 68, top + 37.5, { ...type.label, size: 10.5, fill: "#ffffff" });
  body += t.text(data.reminder.medicine, 38, top + 82, {
    size: 22,
    weight: 700,
    tracking: -0.01,
    fill: "#ffffff",
  });
  body += t.text(`${data.reminder.left} · ${data.reminder.due}`, 38, top + 106, {
    size: 13.5,
    weight: 500,
    fill: "#ffffff",
    opacity: 0.85,
  });
  // Days-left ring.
  const first = data.prescriptions[0];
  const share = first ? first.daysLeft / first.supply : 0.1;
  body += circle(322, top + 82, 26, {
    fill: "none",
    stroke: "#ffffff",
    "stroke-opacity": 0.22,
    "stroke-width": 6,
  });
  body += path(arc(322, top + 82, 26, 0, Math.max(12, share * 360)), {
    fill: "none",
    stroke: "#ffffff",
    "stroke-width": 6,
    "stroke-linecap": "round",
  });
  body += t.text(
    String(first?.daysLeft ?? 0),
    322,
    top + 86,
    { size: 16, weight: 700, fill: "#ffffff" },
    "middle",
  );
  body += t.text(
    "days",
    322,
    top + 98,
    { size: 9.5, weight: 600, fill: "#ffffff", opacity: 0.8 },
    "middle",
  );
  body += rect(38, top + 130, 186, 46, 23, { fill: "#ffffff" });
  body += t.text(
    `Refill now · ${rupees(data.reminder.price)}`,
    131,
    top + 159,
    { size: 15, weight: 650, fill: ui.mode === "dark" ? ui.palette[0] : ui.brand },
    "middle",
  );
  body += rect(234, top + 130, 118, 46, 23, { fill: "#ffffff", "fill-opacity": 0.14 });
  body += t.text("Later", 293, top + 159, { size: 15, weight: 600, fill: "#ffffff" }, "middle");

  // Active prescriptions.
  let y = top + 236;
  body += sectionTitle(c, y, "Active prescriptions", "See all");
  y += 18;
  for (const item of data.prescriptions) {
    const urgent = item.daysLeft <= 5;
    body += card(c, 20, y, 350, 74, 18);
    body += iconTile(
      c,
      34,
      y + 15,
      44,
      "pill",
      urgent ? ui.warningSoft : ui.brandSoft,
      urgent ? ui.warning : ui.brandText,
    );
    body += t.text(item.medicine, 92, y + 32, { ...type.bodyStrong, fill: ui.text });
    body += t.text(item.schedule, 92, y + 53, { ...type.small, fill: ui.muted });
    body += t.text(
      item.refill,
      354,
      y + 32,
      { size: 12.5, weight: 600, fill: urgent ? ui.warning : ui.muted },
      "end",
    );
    body += progress(
      c,
      290,
      y + 46,
      64,
      item.daysLeft / item.supply,
      urgent ? ui.warning : ui.brand,
      5,
    );
    y += 84;
  }

  body += tabBar(
    c,
    [
      { icon: "house", label: "Home" },
      { icon: "package", label: "Orders" },
      { icon: "fileText", label: "Prescriptions" },
      { icon: "user", label: "Profile" },
    ],
    2,
  );
  return { width: 390, height: 844, body, defs: c.defs.join("") };
}

/** The refill notification, enlarged beside the phone in the card artwork. */
export function mediRiseCallout(data: MediRiseScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  const w = 330;
  const h = 92;
  let body = card(c, 0, 0, w, h, 22);
  body += iconTile(c, 16, 18, 56, "pill", ui.brandSoft, ui.brandText);
  body += t.text("MediRise · now", 86, 34, { size: 12, weight: 600, fill: ui.muted });
  body += t.text(`Refill ${data.reminder.medicine}`, 86, 55, {
    size: 15,
    weight: 650,
    fill: ui.text,
  });
  body += t.text(data.reminder.due, 86, 75, { size: 13, weight: 500, fill: ui.muted });
  return { width: w, height: h, body, defs: c.defs.join("") };
}
