import type { FitPulseScreen } from "../../../app/content/product-screens.ts";
import { formatIndianNumber } from "../../../app/lib/indian-number.ts";
import { statusBar, type Drawing } from "../frames.ts";
import { card, featureCard, iconButton, initialsAvatar, tabBar, type, type Ctx } from "../kit.ts";
import { arc, circle, icon, path, rect, smoothLine } from "../svg.ts";

const weekdays = ["M", "T", "W", "T", "F", "S", "S"];

/** The three ring colours: the palette's accent, then two warm companions that read in both modes. */
function ringColours(c: Ctx): string[] {
  const dark = c.ui.mode === "dark";
  return [c.ui.brand, dark ? "#fdba74" : "#ea580c", dark ? "#fcd34d" : "#d97706"];
}

function activityRings(
  c: Ctx,
  data: FitPulseScreen,
  cx: number,
  cy: number,
  outer: number,
  width: number,
  gap: number,
) {
  const colours = ringColours(c);
  let svg = "";
  data.rings.forEach((r, i) => {
    const radius = outer - i * (width + gap);
    const colour = colours[i] ?? c.ui.brand;
    svg += circle(cx, cy, radius, {
      fill: "none",
      stroke: colour,
      "stroke-opacity": 0.16,
      "stroke-width": width,
    });
    svg += path(arc(cx, cy, radius, 0, Math.min(1, r.value / r.goal) * 360), {
      fill: "none",
      stroke: colour,
      "stroke-width": width,
      "stroke-linecap": "round",
    });
  });
  return svg;
}

function formatValue(value: number, unit: string) {
  return `${formatIndianNumber(value)}${unit ? ` ${unit}` : ""}`;
}

/** Today: activity rings with their figures, the streak, today's workout and resting heart rate. */
export function fitPulseScreen(data: FitPulseScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  const colours = ringColours(c);
  let body = statusBar(t, ui.text);
  body += t.text(data.date, 20, 84, { ...type.small, fill: ui.muted });
  body += t.text("Today", 20, 116, { ...type.title, fill: ui.text });
  body += iconButton(c, 298, 98, "bell", 21);
  body += initialsAvatar(c, 346, 98, 21, "KM", ui.palette[0]);

  // Rings and legend.
  let y = 140;
  body += card(c, 20, y, 350, 200, 22);
  body += activityRings(c, data, 108, y + 100, 76, 17, 4);
  data.rings.forEach((r, i) => {
    const ly = y + 46 + i * 52;
    body += circle(214, ly - 5, 5, { fill: colours[i] ?? ui.brand });
    body += t.text(r.label, 226, ly, { size: 13, weight: 600, fill: ui.muted });
    body += t.text(formatValue(r.value, ""), 214, ly + 24, {
      size: 19,
      weight: 720,
      tabular: true,
      fill: ui.text,
    });
    const valueWidth = t.measure(formatValue(r.value, ""), {
      size: 19,
      weight: 720,
      tabular: true,
    });
    body += t.text(`/ ${formatValue(r.goal, r.unit)}`, 218 + valueWidth, ly + 24, {
      size: 12.5,
      weight: 550,
      fill: ui.faint,
    });
  });

  // Streak.
  y += 220;
  body += card(c, 20, y, 350, 112, 22);
  body += rect(36, y + 18, 40, 40, 12, { fill: ui.warningSoft });
  body += icon("flame", 45, y + 27, 22, ui.warning, 2.2);
  body += t.text(`${data.streakDays}-day streak`, 88, y + 36, {
    ...type.bodyStrong,
    size: 16,
    fill: ui.text,
  });
  body += t.text(data.streakNote, 88, y + 55, { size: 12.5, weight: 500, fill: ui.muted });
  data.week.forEach((done, i) => {
    const cx = 50 + i * 48.5;
    const cy = y + 88;
    const today = done === null && (i === 0 || data.week[i - 1] !== null);
    if (done) {
      body += circle(cx, cy, 12, { fill: ui.brand });
      body += icon("check", cx - 7, cy - 7, 14, ui.onBrand, 3);
    } else if (today) {
      body += circle(cx, cy, 11, {
        fill: "none",
        stroke: ui.brand,
        "stroke-width": 2.4,
        "stroke-dasharray": "4 3",
      });
      body += t.text(
        weekdays[i] ?? "",
        cx,
        cy + 4.5,
        { size: 11.5, weight: 700, fill: ui.brandText },
        "middle",
      );
    } else {
      body += circle(cx, cy, 12, { fill: ui.subtle });
      body += t.text(
        weekdays[i] ?? "",
        cx,
        cy + 4.5,
        { size: 11.5, weight: 600, fill: ui.faint },
        "middle",
      );
    }
  });

  // Today's workout.
  y += 132;
  body += featureCard(c, 20, y, 350, 118, 22);
  body += t.text("TODAY’S WORKOUT", 38, y + 32, { ...type.label, fill: "#ffffff", opacity: 0.8 });
  body += t.text(data.workout.title, 38, y + 60, { size: 19, weight: 700, fill: "#ffffff" });
  body += t.text(`${data.workout.detail} · ${data.workout.coach}`, 38, y + 84, {
    size: 13,
    weight: 500,
    fill: "#ffffff",
    opacity: 0.85,
  });
  body += circle(330, y + 59, 24, { fill: "#ffffff" });
  body += path(`M${324} ${y + 49}l17 10-17 10z`, {
    fill: ui.mode === "dark" ? ui.palette[0] : ui.brand,
    "stroke-linejoin": "round",
  });

  // Resting heart rate.
  y += 134;
  body += card(c, 20, y, 350, 92, 22);
  body += icon("heartPulse", 36, y + 18, 20, ui.danger, 2);
  body += t.text("Resting heart rate", 64, y + 33, { size: 13, weight: 600, fill: ui.muted });
  body += t.text(String(data.heartRate.resting), 36, y + 72, {
    size: 28,
    weight: 750,
    tracking: -0.02,
    fill: ui.text,
  });
  body += t.text("bpm", 78, y + 72, { size: 13, weight: 600, fill: ui.faint });
  const samples = data.heartRate.samples;
  const min = Math.min(...samples);
  const max = Math.max(...samples);
  const pts = samples.map((v, i): [number, number] => [
    160 + (i / (samples.length - 1)) * 190,
    y + 74 - ((v - min) / (max - min)) * 36,
  ]);
  body += path(smoothLine(pts), {
    fill: "none",
    stroke: ui.danger,
    "stroke-width": 2.4,
    "stroke-linecap": "round",
  });
  const last = pts.at(-1);
  if (last)
    body += circle(last[0], last[1], 4.5, {
      fill: ui.surface,
      stroke: ui.danger,
      "stroke-width": 2.4,
    });

  body += tabBar(
    c,
    [
      { icon: "activity", label: "Today" },
      { icon: "dumbbell", label: "Workouts" },
      { icon: "messageCircle", label: "Coach" },
      { icon: "user", label: "Profile" },
    ],
    0,
  );
  return { width: 390, height: 844, body, defs: c.defs.join("") };
}

/** The streak, enlarged beside the phone in the card artwork. */
export function fitPulseCallout(data: FitPulseScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  const w = 286;
  const h = 132;
  let body = card(c, 0, 0, w, h, 22);
  body += activityRings(c, data, 66, 66, 46, 11, 3);
  body += rect(134, 24, 34, 34, 10, { fill: ui.warningSoft });
  body += icon("flame", 141, 31, 20, ui.warning, 2.2);
  body += t.text(String(data.streakDays), 134, 94, {
    size: 30,
    weight: 760,
    tracking: -0.02,
    fill: ui.text,
  });
  const width = t.measure(String(data.streakDays), { size: 30, weight: 760, tracking: -0.02 });
  body += t.text("day streak", 140 + width, 94, { size: 14, weight: 600, fill: ui.muted });
  body += t.text(data.streakBadge, 134, 114, { size: 12, weight: 600, fill: ui.brandText });
  return { width: w, height: h, body, defs: c.defs.join("") };
}
