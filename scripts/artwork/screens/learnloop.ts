import type { LearnLoopScreen } from "../../../app/content/product-screens.ts";
import { formatIndianNumber } from "../../../app/lib/indian-number.ts";
import { statusBar, type Drawing } from "../frames.ts";
import type { IconName } from "../icons.ts";
import { card, homeIndicator, iconTile, type, type Ctx } from "../kit.ts";
import { portraitInset } from "../portraits.ts";
import { arc, circle, icon, line, mix, path, rect } from "../svg.ts";

const upNextIcons: readonly IconName[] = ["circlePlay", "fileCheck", "download"];

/** A progress ring with the share in its centre. */
function ring(
  c: Ctx,
  cx: number,
  cy: number,
  r: number,
  share: number,
  width: number,
  label: string,
  size: number,
) {
  const { t, ui } = c;
  return (
    circle(cx, cy, r, { fill: "none", stroke: ui.subtle, "stroke-width": width }) +
    path(arc(cx, cy, r, 0, share * 360), {
      fill: "none",
      stroke: ui.brand,
      "stroke-width": width,
      "stroke-linecap": "round",
    }) +
    t.text(
      label,
      cx,
      cy + size * 0.36,
      { size, weight: 750, tracking: -0.02, fill: ui.text },
      "middle",
    )
  );
}

/** A live class: the board and teacher on top, progress ring, what comes next, the doubt box. */
export function learnLoopScreen(data: LearnLoopScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  const [deep, light] = ui.palette;
  const videoH = 300;
  const board = mix("#1d2b2a", deep, 0.12);
  let body = rect(0, 0, 390, videoH, 0, { fill: "#0c0f0f" });
  body += rect(0, 54, 390, videoH - 54, 0, { fill: board });
  // Chalk writing.
  data.board.forEach((lineText, i) => {
    body += t.text(lineText, 28, 124 + i * 46, {
      size: i === 0 ? 26 : 21,
      weight: 500,
      fill: "#f4f1e8",
      opacity: i === 0 ? 0.96 : 0.82,
    });
  });
  body += path("M28 136c40-4 120-6 190-2", {
    fill: "none",
    stroke: light,
    "stroke-width": 2.4,
    "stroke-linecap": "round",
  });
  // Teacher, picture in picture.
  const px = 268;
  const py = 146;
  const clip = c.id("teacher");
  c.defs.push(`<clipPath id="${clip}">${rect(px, py, 104, 128, 16)}</clipPath>`);
  body += `<g clip-path="url(#${clip})">${rect(px, py, 104, 128, 0, { fill: mix(light, "#ffffff", 0.3) })}${portraitInset(data.teacherLook, [deep, light], c.id("teacher-face"), px - 12, py + 4, 128)}</g>`;
  body += rect(px + 0.5, py + 0.5, 103, 127, 16, {
    fill: "none",
    stroke: "#ffffff",
    "stroke-opacity": 0.35,
  });
  body += rect(px + 6, py + 104, 92, 18, 9, { fill: "#000000", "fill-opacity": 0.55 });
  body += t.text(
    data.teacher.replace(/^Ms\. /, ""),
    px + 52,
    py + 117,
    { size: 10, weight: 650, fill: "#ffffff" },
    "middle",
  );
  // Live badge and viewers.
  body += rect(20, 66, 54, 24, 6, { fill: "#e11d48" });
  body += circle(32, 78, 3.5, { fill: "#ffffff" });
  body += t.text("LIVE", 40, 82.5, { size: 12, weight: 750, tracking: 0.05, fill: "#ffffff" });
  body += rect(82, 66, 116, 24, 6, { fill: "#000000", "fill-opacity": 0.4 });
  body += icon("users", 90, 71, 14, "#ffffff", 2);
  body += t.text(`${formatIndianNumber(data.watching)} watching`, 110, 82.5, {
    size: 12,
    weight: 600,
    fill: "#ffffff",
  });
  body += rect(0, videoH - 4, 390, 4, 0, { fill: "#ffffff", "fill-opacity": 0.2 });
  body += rect(0, videoH - 4, 250, 4, 0, { fill: "#e11d48" });
  body += statusBar(t, "#ffffff");

  // Lesson heading.
  let y = videoH + 38;
  body += t.text(data.course.toUpperCase(), 20, y, { ...type.label, fill: ui.brandText });
  body += t.text(data.lesson, 20, y + 32, { ...type.title, size: 24, fill: ui.text });
  body += t.text(`${data.teacher} · ${data.minutesLeft} min left`, 20, y + 56, {
    ...type.small,
    fill: ui.muted,
  });

  // Progress.
  y += 80;
  const share = data.progress.done / data.progress.total;
  body += card(c, 20, y, 350, 108, 20);
  body += ring(c, 74, y + 54, 34, share, 9, `${Math.round(share * 100)}%`, 16);
  body += t.text("Course progress", 128, y + 44, { ...type.bodyStrong, fill: ui.text });
  body += t.text(`${data.progress.done} of ${data.progress.total} lessons done`, 128, y + 66, {
    ...type.small,
    fill: ui.muted,
  });
  body += t.text(data.progress.note, 128, y + 86, { size: 12.5, weight: 600, fill: ui.success });

  // Up next.
  y += 136;
  body += t.text("Up next", 20, y, { ...type.heading, fill: ui.text });
  y += 14;
  data.upNext.forEach((item, i) => {
    const ry = y + i * 58;
    body += iconTile(c, 20, ry + 8, 44, upNextIcons[i] ?? "circlePlay", ui.brandSoft, ui.brandText);
    body += t.text(item.title, 78, ry + 28, { ...type.bodyStrong, fill: ui.text });
    body += t.text(item.detail, 78, ry + 47, { ...type.small, fill: ui.muted });
    body += icon("chevronRight", 346, ry + 20, 20, ui.faint, 2);
    if (i < data.upNext.length - 1) body += line(78, ry + 58, 370, ry + 58, { stroke: ui.border });
  });

  // Doubt box.
  const boxTop = 844 - 96;
  body += rect(0, boxTop, 390, 96, 0, { fill: ui.surface });
  body += line(0, boxTop + 0.5, 390, boxTop + 0.5, { stroke: ui.border });
  body += rect(20, boxTop + 14, 290, 46, 23, { fill: ui.subtle });
  body += t.text("Ask a doubt in class…", 42, boxTop + 42, {
    size: 14.5,
    weight: 500,
    fill: ui.faint,
  });
  body += icon("mic", 276, boxTop + 27, 20, ui.muted, 2);
  body += circle(344, boxTop + 37, 23, { fill: ui.brand });
  body += icon("send", 334, boxTop + 27, 20, ui.onBrand, 2.2);
  body += homeIndicator(c);
  return { width: 390, height: 844, body, defs: c.defs.join("") };
}

/** The course ring, large, beside the phone in the card artwork. */
export function learnLoopCallout(data: LearnLoopScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  const w = 300;
  const h = 124;
  const share = data.progress.done / data.progress.total;
  let body = card(c, 0, 0, w, h, 22);
  body += ring(c, 64, 62, 40, share, 11, `${Math.round(share * 100)}%`, 19);
  body += t.text(data.progress.chapter, 124, 48, { size: 12.5, weight: 600, fill: ui.muted });
  body += t.text(`${data.progress.done} of ${data.progress.total} lessons`, 124, 72, {
    size: 17,
    weight: 700,
    fill: ui.text,
  });
  body += t.text(data.progress.streak, 124, 94, { size: 12.5, weight: 600, fill: ui.brandText });
  return { width: w, height: h, body, defs: c.defs.join("") };
}
