import type { BeatWaveScreen } from "../../../app/content/product-screens.ts";
import { statusBar, type Drawing } from "../frames.ts";
import { card, homeIndicator, type, type Ctx } from "../kit.ts";
import { circle, icon, mix, path, rect } from "../svg.ts";

/** Album art: an abstract cover in the palette, a sun with halos over layered hills, in rain. */
function cover(c: Ctx, x: number, y: number, size: number, name: string, title?: string): string {
  const { t } = c;
  const [deep, light] = c.ui.palette;
  const gid = c.id(`${name}-sky`);
  const clip = c.id(`${name}-clip`);
  c.defs.push(
    `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(deep, "#0f172a", 0.35)}"/><stop offset="0.7" stop-color="${mix(light, "#fb7185", 0.3)}"/></linearGradient>`,
    `<clipPath id="${clip}">${rect(x, y, size, size, size * 0.06)}</clipPath>`,
  );
  const s = size / 100;
  const sun = { x: x + 62 * s, y: y + 50 * s };
  let art = rect(x, y, size, size, 0, { fill: `url(#${gid})` });
  art += circle(sun.x, sun.y, 30 * s, { fill: "#fde68a", "fill-opacity": 0.12 });
  art += circle(sun.x, sun.y, 22 * s, { fill: "#fde68a", "fill-opacity": 0.18 });
  art += circle(sun.x, sun.y, 14 * s, { fill: "#fef3c7" });
  // Rain: thin strokes of varied length, fading.
  const drops = [
    [12, 8, 9],
    [26, 20, 6],
    [40, 6, 8],
    [54, 16, 5],
    [70, 10, 7],
    [84, 22, 9],
    [92, 4, 6],
    [18, 34, 5],
    [34, 40, 7],
    [48, 30, 4],
    [80, 36, 5],
    [8, 52, 6],
    [90, 50, 4],
  ];
  for (const [dx = 0, dy = 0, len = 0] of drops) {
    art += path(`M${x + dx * s} ${y + dy * s}l${-1.6 * s} ${len * s}`, {
      stroke: "#ffffff",
      "stroke-opacity": 0.28,
      "stroke-width": 0.7 * s,
      "stroke-linecap": "round",
    });
  }
  art += path(
    `M${x} ${y + 68 * s}C${x + 25 * s} ${y + 58 * s} ${x + 45 * s} ${y + 64 * s} ${x + 60 * s} ${y + 67 * s}S${x + 88 * s} ${y + 62 * s} ${x + size} ${y + 65 * s}V${y + size}H${x}z`,
    { fill: mix(deep, light, 0.25) },
  );
  art += path(
    `M${x} ${y + 80 * s}C${x + 30 * s} ${y + 73 * s} ${x + 60 * s} ${y + 84 * s} ${x + size} ${y + 76 * s}V${y + size}H${x}z`,
    { fill: mix(deep, "#000000", 0.35) },
  );
  // A paper boat on the water line.
  art += path(`M${x + 24 * s} ${y + 77 * s}h${14 * s}l${-3 * s} ${4 * s}h${-8 * s}z`, {
    fill: "#ffffff",
    "fill-opacity": 0.92,
  });
  art += path(`M${x + 31 * s} ${y + 77 * s}v${-8 * s}l${5 * s} ${8 * s}z`, {
    fill: "#ffffff",
    "fill-opacity": 0.8,
  });
  if (title) {
    art += t.text(title.toUpperCase(), x + 8 * s, y + 94 * s, {
      size: 4.2 * s,
      weight: 700,
      tracking: 0.3,
      fill: "#ffffff",
      opacity: 0.85,
    });
  }
  return `<g clip-path="url(#${clip})">${art}</g>`;
}

/** Now playing: cover, title, scrubber, transport controls, output device and up next. */
export function beatWaveScreen(data: BeatWaveScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  const [deep, light] = ui.palette;
  const dark = ui.mode === "dark";
  const bgId = c.id("player-bg");
  c.defs.push(
    `<linearGradient id="${bgId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark ? mix(deep, "#000000", 0.25) : mix("#ffffff", light, 0.55)}"/><stop offset="0.65" stop-color="${ui.bg}"/></linearGradient>`,
  );
  let body = rect(0, 0, 390, 844, 0, { fill: `url(#${bgId})` });
  body += statusBar(t, ui.text);
  body += icon("chevronDown", 20, 74, 26, ui.text, 2.2);
  body += t.text(
    "PLAYING FROM ALBUM",
    195,
    80,
    { ...type.label, size: 10.5, fill: ui.muted },
    "middle",
  );
  body += t.text(data.album, 195, 99, { size: 14.5, weight: 650, fill: ui.text }, "middle");
  body += icon("ellipsis", 344, 74, 26, ui.text, 2.2);

  const artTop = 128;
  if (!dark) body += rect(40, artTop + 14, 310, 310, 22, { fill: deep, "fill-opacity": 0.18 });
  body += cover(c, 32, artTop, 326, "cover", data.album);

  let y = artTop + 326 + 50;
  body += t.text(data.track, 32, y, { ...type.title, size: 25, fill: ui.text });
  body += t.text(data.artist, 32, y + 26, { size: 16, weight: 500, fill: ui.muted });
  body += path(
    `M358 ${y - 8}c0-5-4-9-9-9-3 0-6 2-7 4-1-2-4-4-7-4-5 0-9 4-9 9 0 8 16 16 16 16s16-8 16-16z`,
    { fill: ui.brand, transform: "translate(-4 0)" },
  );

  // Scrubber.
  y += 56;
  body += rect(32, y, 326, 5, 2.5, { fill: ui.text, "fill-opacity": 0.14 });
  body += rect(32, y, 326 * data.position, 5, 2.5, { fill: ui.brand });
  body += circle(32 + 326 * data.position, y + 2.5, 8, {
    fill: ui.brand,
    stroke: ui.bg,
    "stroke-width": 2,
  });
  body += t.text(data.elapsed, 32, y + 28, {
    size: 12,
    weight: 600,
    tabular: true,
    fill: ui.muted,
  });
  body += t.text(
    data.duration,
    358,
    y + 28,
    { size: 12, weight: 600, tabular: true, fill: ui.muted },
    "end",
  );
  body += t.text(
    data.quality,
    195,
    y + 28,
    { size: 11, weight: 700, tracking: 0.04, fill: ui.brandText },
    "middle",
  );

  // Transport.
  y += 86;
  body += icon("shuffle", 36, y - 12, 24, ui.muted, 2);
  body += icon("skipBack", 100, y - 16, 32, ui.text, 2);
  body += circle(195, y + 1, 38, { fill: ui.brand });
  body += rect(181, y - 15, 9, 32, 2.5, { fill: ui.onBrand });
  body += rect(200, y - 15, 9, 32, 2.5, { fill: ui.onBrand });
  body += icon("skipForward", 258, y - 16, 32, ui.text, 2);
  body += icon("repeat", 330, y - 12, 24, ui.brandText, 2);

  // Output and up next.
  y += 72;
  body += icon("headphones", 32, y - 14, 18, ui.brandText, 2);
  body += t.text(data.output, 58, y, { size: 13, weight: 600, fill: ui.brandText });
  body += icon("listMusic", 338, y - 15, 20, ui.muted, 2);
  y += 22;
  const next = data.upNext[0];
  if (next) {
    body += card(c, 20, y, 350, 58, 16);
    body += t.text("UP NEXT", 36, y + 24, { ...type.label, size: 10, fill: ui.faint });
    body += t.text(`${next.track} · ${next.artist}`, 36, y + 44, {
      size: 14,
      weight: 600,
      fill: ui.text,
    });
  }
  body += homeIndicator(c);
  return { width: 390, height: 844, body, defs: c.defs.join("") };
}

/** The queue, beside the phone in the card artwork. */
export function beatWaveCallout(data: BeatWaveScreen, c: Ctx): Drawing {
  const { t, ui } = c;
  const w = 300;
  const rows = data.upNext.slice(0, 2);
  const h = 58 + rows.length * 60;
  let body = card(c, 0, 0, w, h, 22);
  body += t.text("Up next", 20, 36, { size: 15, weight: 700, fill: ui.text });
  body += t.text("Autoplay on", w - 20, 36, { size: 12.5, weight: 600, fill: ui.brandText }, "end");
  rows.forEach((row, i) => {
    const y = 52 + i * 60;
    body += cover(c, 20, y, 46, `queue-${i}`);
    body += t.text(row.track, 80, y + 20, { size: 14.5, weight: 650, fill: ui.text });
    body += t.text(row.artist, 80, y + 39, { size: 12.5, weight: 500, fill: ui.muted });
    body += icon("ellipsis", w - 42, y + 12, 22, ui.faint, 2);
  });
  return { width: w, height: h, body, defs: c.defs.join("") };
}
