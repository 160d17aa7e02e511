/**
 * Client wordmarks from `app/content/client-wordmarks.ts`: a geometric mark and the name set in
 * Inter as outlines, all in `currentColor`, so the page colours them (grey in a strip, the
 * client's accent on hover). They travel as one SVG sprite of <symbol>s.
 */
import {
  clientWordmarks,
  wordmarkBox,
  type WordmarkMark,
  type WordmarkSpec,
} from "../../app/content/client-wordmarks.ts";
import { portfolioProjects } from "../../app/content/portfolio.ts";
import { circle, num, path, rect } from "./svg.ts";
import type { Typesetter } from "./type.ts";

const markSize = 26;

/** The mark in a 26-unit square at (x, y). Strokes and fills use currentColor. */
function markSvg(mark: WordmarkMark, x: number, y: number): string {
  const g = (body: string) => `<g transform="translate(${num(x)} ${num(y)})">${body}</g>`;
  const stroke = {
    fill: "none",
    stroke: "currentColor",
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  };
  switch (mark) {
    case "cross":
      return g(
        path(
          "M13 0a13 13 0 1 1 0 26a13 13 0 1 1 0-26zM10.5 6v4.5H6v5h4.5V20h5v-4.5H20v-5h-4.5V6z",
          {
            fill: "currentColor",
            "fill-rule": "evenodd",
          },
        ),
      );
    case "bridge":
      return g(
        path("M2 19Q13 2 24 19", { ...stroke, "stroke-width": 3.4 }) +
          path("M0 19.5H26", { ...stroke, "stroke-width": 3.4 }) +
          path("M8 12v7M13 9v10M18 12v7", { ...stroke, "stroke-width": 2, "stroke-opacity": 0.55 }),
      );
    case "leaf":
      // The vein is a hole (even-odd), so the page shows through in any colour.
      return g(
        path("M3 23C3 9 11 2 24 2C24 16 17 23 3 23ZM5.2 21.8L18.4 8.6L17.4 7.6L4.2 20.8Z", {
          fill: "currentColor",
          "fill-rule": "evenodd",
        }),
      );
    case "loop":
      return g(
        circle(9, 13, 7.5, { ...stroke, "stroke-width": 3.2 }) +
          circle(17, 13, 7.5, { ...stroke, "stroke-width": 3.2, "stroke-opacity": 0.6 }),
      );
    case "pulse":
      return g(
        rect(0, 0, 26, 26, 7, { fill: "currentColor", "fill-opacity": 0.16 }) +
          path("M3 14h5l3-7 4 13 3-6h5", { ...stroke, "stroke-width": 2.8 }),
      );
    case "roof":
      return g(
        path("M2 14L13 4l11 10", { ...stroke, "stroke-width": 3 }) +
          path("M6 12v11h14V12", { ...stroke, "stroke-width": 3, "stroke-opacity": 0.55 }) +
          circle(13, 17, 2.4, { fill: "currentColor" }),
      );
    case "tiffin":
      return g(
        path("M8 5a5 5 0 0 1 10 0", { ...stroke, "stroke-width": 2.4 }) +
          rect(3, 6, 20, 6, 2.5, { fill: "currentColor" }) +
          rect(3, 13, 20, 6, 2.5, { fill: "currentColor", "fill-opacity": 0.75 }) +
          rect(3, 20, 20, 6, 2.5, { fill: "currentColor", "fill-opacity": 0.5 }),
      );
    case "bars":
      return g(
        [8, 16, 24, 13, 19]
          .map((h, i) => rect(1 + i * 5.2, 13 - h / 2, 3.4, h, 1.7, { fill: "currentColor" }))
          .join(""),
      );
    case "box":
      return g(
        path("M13 1L24 7v12L13 25L2 19V7z", { ...stroke, "stroke-width": 2.6 }) +
          path("M8 13l3.5 3.5L18 10", { ...stroke, "stroke-width": 2.8 }),
      );
    case "queue":
      return g(
        circle(12, 12, 9, { ...stroke, "stroke-width": 3.6 }) +
          path("M17 17l6 6", { ...stroke, "stroke-width": 3.6 }),
      );
    case "spark":
      return g(
        path("M13 0C14 8 18 12 26 13C18 14 14 18 13 26C12 18 8 14 0 13C8 12 12 8 13 0Z", {
          fill: "currentColor",
        }) + circle(22, 4, 2.4, { fill: "currentColor", "fill-opacity": 0.6 }),
      );
  }
}

function setCase(spec: WordmarkSpec): string {
  return spec.case === "upper"
    ? spec.name.toUpperCase()
    : spec.case === "lower"
      ? spec.name.toLowerCase()
      : spec.name;
}

/**
 * Path data to a tenth of a unit, in relative commands: a wordmark is shown about 120 px wide,
 * so a tenth is well under a device pixel; relative offsets are shorter than the absolute
 * coordinates the typesetter writes, and the sprite, which every page with a logo strip
 * downloads before its first paint, is half the size (11.4 → 6.0 KB Brotli). Each offset is
 * taken between points already on the tenth grid, so rounding never accumulates along a path.
 * Accepts the absolute M, L, Q, C and Z commands `Typesetter.pathData` writes.
 */
export function compactPath(d: string): string {
  const tenth = (value: number) => Math.round(value * 10) / 10;
  const offset = (value: number) => {
    const text = num(tenth(value));
    return text.replace(/^(-?)0\./, "$1.");
  };
  let out = "";
  let previousOp = "";
  /** The number written last, since the last command letter ("" right after a letter). */
  let lastNumber = "";
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // A number needs no space before it when it starts with "-", or with "." after a number that
  // already has one: the parser ends a number there.
  const write = (text: string) => {
    const joins =
      lastNumber === "" ||
      text.startsWith("-") ||
      (text.startsWith(".") && lastNumber.includes("."));
    out += joins ? text : ` ${text}`;
    lastNumber = text;
  };
  for (const [, op, args] of d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    if (op === "Z") {
      out += "z";
      [x, y, previousOp, lastNumber] = [startX, startY, "z", ""];
      continue;
    }
    const points = (args!.match(/-?\d*\.?\d+/g) ?? []).map((n) => tenth(Number(n)));
    const relativeOp = op!.toLowerCase();
    // A repeated command letter may be left out (not after "m": that would mean "l").
    if (relativeOp !== previousOp || relativeOp === "m") {
      out += relativeOp;
      lastNumber = "";
    }
    points.forEach((point, i) => write(offset(point - (i % 2 ? y : x))));
    [x, y, previousOp] = [points.at(-2)!, points.at(-1)!, relativeOp];
    if (op === "M") [startX, startY] = [x, y];
  }
  return out;
}

/** One wordmark's drawing, centred in the shared box. */
function wordmarkBody(t: Typesetter, spec: WordmarkSpec): string {
  const text = setCase(spec);
  const size = spec.case === "upper" ? 19 : 22;
  const style = { size, weight: spec.weight, tracking: spec.tracking };
  const gap = 8;
  const textWidth = t.measure(text, style);
  const natural = markSize + gap + textWidth;
  const scale = Math.min(1, (wordmarkBox.width - 4) / natural);
  const left = (wordmarkBox.width - natural * scale) / 2;
  const baseline = 20 + size * 0.36;
  const words = `<path fill="currentColor" d="${compactPath(t.pathData(text, markSize + gap, baseline, style))}"${
    spec.slant
      ? ` transform="skewX(${-spec.slant}) translate(${num(baseline * Math.tan((spec.slant * Math.PI) / 180))} 0)"`
      : ""
  }/>`;
  return `<g transform="translate(${num(left)} ${num((wordmarkBox.height - 26 * scale) / 2 - 7 * scale)}) scale(${num(scale)})">${markSvg(spec.mark, 0, 7)}${words}</g>`;
}

/** All wordmarks as one SVG sprite: `<use href="/generated/wordmarks.svg#wordmark-medirise">`. */
export function wordmarkSprite(t: Typesetter): string {
  const symbols = portfolioProjects
    .map((project) => {
      const spec = clientWordmarks[project.slug];
      return `<symbol id="wordmark-${project.slug}" viewBox="0 0 ${wordmarkBox.width} ${wordmarkBox.height}"><title>${spec.name}</title>${wordmarkBody(t, spec)}</symbol>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>\n`;
}
