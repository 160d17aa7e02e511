import type { ClinicQScreen } from "../../../app/content/product-screens.ts";
import { statusBar, type Drawing } from "../frames.ts";
import {
  card,
  featureCard,
  homeIndicator,
  iconButton,
  initials,
  initialsAvatar,
  rupees,
  type,
  type Ctx,
} from "../kit.ts";
import { circle, icon, line, rect } from "../svg.ts";

/** "A-14", "A-18" →. */
function tokensBetween(from: string, to: string): string[] {
  const [prefix, first] = from.split("-");
  const last = Number(to.split("-")[1]);
  return Array.from(
    { length: last - Number(first) + 1 },
    (_, i) => `${prefix}-${Number(first) + i}`,
  );
}

/** The live queue: your token and who is being seen, then tomorrow's slots to book. */
export function clinicQScreen(data: ClinicQScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  let body = statusBar(t, ui.text);
  body += iconButton(c, 40, 98, "arrowLeft", 21);
  body += initialsAvatar(c, 96, 98, 24, initials(data.doctor), ui.palette[0]);
  body += t.text(data.doctor, 130, 94, { ...type.bodyStrong, size: 16, fill: ui.text });
  body += t.text(
    t.fit(`${data.speciality} · ${data.clinic.split(",")[0] ?? ""}`, 226, { size: 12.5 }),
    130,
    113,
    { size: 12.5, weight: 500, fill: ui.muted },
  );

  // Token.
  const top = 142;
  body += featureCard(c, 20, top, 350, 214);
  body += t.text("YOUR TOKEN", 40, top + 36, { ...type.label, fill: "#ffffff", opacity: 0.8 });
  body += t.text(data.token, 40, top + 92, {
    size: 52,
    weight: 780,
    tracking: -0.03,
    fill: "#ffffff",
  });
  body += t.text(
    "Now serving",
    350,
    top + 36,
    { size: 12.5, weight: 600, fill: "#ffffff", opacity: 0.8 },
    "end",
  );
  body += t.text(data.serving, 350, top + 66, { size: 24, weight: 720, fill: "#ffffff" }, "end");
  // Queue line: serving, the ones ahead, you.
  const tokens = tokensBetween(data.serving, data.token);
  const qy = top + 130;
  body += line(52, qy, 338, qy, { stroke: "#ffffff", "stroke-opacity": 0.3, "stroke-width": 2 });
  tokens.forEach((token, i) => {
    const x = 52 + (i * 286) / (tokens.length - 1);
    const you = token === data.token;
    const now = i === 0;
    body += circle(x, qy, you ? 11 : 8, {
      fill: you || now ? "#ffffff" : "none",
      stroke: "#ffffff",
      "stroke-width": 2,
      "stroke-opacity": you || now ? 1 : 0.6,
    });
    body += t.text(
      you ? "You" : token,
      x,
      qy + 28,
      { size: 11.5, weight: you ? 750 : 600, fill: "#ffffff", opacity: you ? 1 : 0.75 },
      "middle",
    );
  });
  body += rect(36, top + 172, 318, 30, 15, { fill: "#ffffff", "fill-opacity": 0.15 });
  body += icon("clock", 48, top + 179, 16, "#ffffff", 2.2);
  body += t.text(`${data.ahead} ahead · about ${data.waitMinutes} min`, 72, top + 192, {
    size: 13,
    weight: 650,
    fill: "#ffffff",
  });

  // WhatsApp notice.
  let y = top + 230;
  body += card(c, 20, y, 350, 52, 16);
  body += circle(46, y + 26, 15, { fill: ui.successSoft });
  body += icon("messageCircle", 37, y + 17, 18, ui.success, 2.2);
  body += t.text(data.notice, 72, y + 31, { size: 13.5, weight: 600, fill: ui.text });

  // Days and slots.
  y += 90;
  body += t.text("Book a slot", 20, y, { ...type.heading, fill: ui.text });
  body += t.text(data.day, 370, y, { size: 14, weight: 650, fill: ui.brandText }, "end");
  y += 18;
  const dayW = 62;
  data.days.forEach((day, i) => {
    const x = 20 + i * (dayW + 10);
    const on = day.selected === true;
    body += rect(x, y, dayW, 64, 16, {
      fill: on ? ui.brandSoft : ui.surface,
      stroke: on ? ui.brand : ui.border,
      "stroke-width": on ? 2 : 1,
    });
    body += t.text(
      day.weekday,
      x + dayW / 2,
      y + 25,
      { size: 12, weight: 600, fill: on ? ui.brandText : ui.muted },
      "middle",
    );
    body += t.text(
      String(day.date),
      x + dayW / 2,
      y + 49,
      { size: 19, weight: 720, fill: on ? ui.brandText : ui.text },
      "middle",
    );
  });
  y += 80;
  const slotW = 108;
  data.slots.forEach((slot, i) => {
    const x = 20 + (i % 3) * (slotW + 13);
    const sy = y + Math.floor(i / 3) * 54;
    const fill =
      slot.state === "selected" ? ui.brand : slot.state === "taken" ? ui.subtle : ui.surface;
    const ink =
      slot.state === "selected" ? ui.onBrand : slot.state === "taken" ? ui.faint : ui.text;
    body += rect(x, sy, slotW, 44, 12, { fill, stroke: slot.state === "open" ? ui.border : fill });
    body += t.text(
      `${slot.time} am`,
      x + slotW / 2,
      sy + 27.5,
      { size: 14.5, weight: 650, tabular: true, fill: ink },
      "middle",
    );
    if (slot.state === "taken")
      body += line(x + 28, sy + 22, x + slotW - 28, sy + 22, {
        stroke: ui.faint,
        "stroke-width": 1.2,
      });
  });

  // Confirm bar.
  const selected = data.slots.find((s) => s.state === "selected");
  const barTop = 844 - 112;
  body += rect(0, barTop, 390, 112, 0, { fill: ui.surface });
  body += line(0, barTop + 0.5, 390, barTop + 0.5, { stroke: ui.border });
  body += t.text("Consultation", 24, barTop + 34, { size: 12.5, weight: 600, fill: ui.muted });
  body += t.text(rupees(data.fee), 24, barTop + 60, { size: 22, weight: 750, fill: ui.text });
  body += rect(150, barTop + 18, 216, 52, 16, { fill: ui.brand });
  body += t.text(
    `Confirm ${selected?.time ?? ""} am`,
    258,
    barTop + 50,
    { size: 16, weight: 680, fill: ui.onBrand },
    "middle",
  );
  body += homeIndicator(c);
  return { width: 390, height: 844, body, defs: c.defs.join("") };
}

/** The WhatsApp-style queue update, beside the phone in the card artwork. */
export function clinicQCallout(data: ClinicQScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  const w = 330;
  const h = 104;
  let body = card(c, 0, 0, w, h, 22);
  body += circle(46, 52, 26, { fill: ui.successSoft });
  body += icon("messageCircle", 33, 39, 26, ui.success, 2.2);
  body += t.text(`ClinicQ · token ${data.token}`, 86, 38, {
    size: 12.5,
    weight: 600,
    fill: ui.muted,
  });
  body += t.text(data.alert.title, 86, 60, { size: 16, weight: 700, fill: ui.text });
  body += t.text(data.alert.detail, 86, 80, { size: 13, weight: 500, fill: ui.muted });
  return { width: w, height: h, body, defs: c.defs.join("") };
}
