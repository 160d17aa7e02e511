/**
 * Small SVG builders shared by every piece of artwork: colour mixing, shapes, icons.
 * Everything returns strings; coordinates are rounded by `num` so the files stay stable.
 */
import { iconPaths, type IconName } from "./icons.ts";
import { num } from "./type.ts";

export { num };

function channels(hex: string): [number, number, number] {
  const value = hex.replace("#", "");
  const full =
    value.length === 3
      ? value
          .split("")
          .map((c) => c + c)
          .join("")
      : value;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `a` mixed with `b`: t = 0 is `a`, t = 1 is `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return `#${ca
    .map((v, i) =>
      Math.round(v + ((cb[i] ?? 0) - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

type Attrs = Record<string, string | number | undefined>;

function attrs(list: Attrs): string {
  return Object.entries(list)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? num(v) : v}"`)
    .join("");
}

export function rect(x: number, y: number, w: number, h: number, r: number, extra: Attrs = {}) {
  return `<rect${attrs({ x, y, width: w, height: h, rx: r || undefined, ...extra })}/>`;
}

export function circle(cx: number, cy: number, r: number, extra: Attrs = {}) {
  return `<circle${attrs({ cx, cy, r, ...extra })}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, extra: Attrs = {}) {
  return `<line${attrs({ x1, y1, x2, y2, ...extra })}/>`;
}

export function path(d: string, extra: Attrs = {}) {
  return `<path${attrs({ d, ...extra })}/>`;
}

export function group(content: string, extra: Attrs = {}) {
  return `<g${attrs(extra)}>${content}</g>`;
}

/** A Lucide outline icon, `size` units square, its top-left corner at (x, y). */
export function icon(
  name: IconName,
  x: number,
  y: number,
  size: number,
  stroke: string,
  strokeWidth = 2,
): string {
  const scale = size / 24;
  return `<g transform="translate(${num(x)} ${num(y)}) scale(${num(scale)})" fill="none" stroke="${stroke}" stroke-width="${num(strokeWidth)}" stroke-linecap="round" stroke-linejoin="round">${iconPaths[name]}</g>`;
}

/** An arc of a circle as path data, angles in degrees clockwise from 12 o'clock. */
export function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${num(cx + r * Math.cos(rad))} ${num(cy + r * Math.sin(rad))}`;
  };
  const sweep = Math.min(to - from, 359.99);
  const end = from + sweep;
  return `M${point(from)}A${num(r)} ${num(r)} 0 ${sweep > 180 ? 1 : 0} 1 ${point(end)}`;
}

/** A smooth line through points (Catmull-Rom as cubic Béziers). */
export function smoothLine(points: readonly [number, number][]): string {
  if (points.length < 2) return "";
  const p = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))] ?? [0, 0];
  let d = `M${num(p(0)[0])} ${num(p(0)[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    const c1 = [x1 + (x2 - x0) / 6, y1 + (y2 - y0) / 6];
    const c2 = [x2 - (x3 - x1) / 6, y2 - (y3 - y1) / 6];
    d += `C${num(c1[0] ?? 0)} ${num(c1[1] ?? 0)} ${num(c2[0] ?? 0)} ${num(c2[1] ?? 0)} ${num(x2)} ${num(y2)}`;
  }
  return d;
}

/** Wraps drawing into a complete SVG document. */
export function svgDocument(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}">${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>`;
}
