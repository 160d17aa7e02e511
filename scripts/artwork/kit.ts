/**
 * The interface kit the product screens are drawn with: one set of cards, chips, buttons, tab
 * bars and avatars, so every product shares spacing, radii and type sizes and differs only in its
 * palette and content.
 */
import { formatIndianNumber } from "../../app/lib/indian-number.ts";
import type { IconName } from "./icons.ts";
import { circle, icon, line, mix, rect } from "./svg.ts";
import type { UiTheme } from "./theme.ts";
import type { TextStyle, Typesetter } from "./type.ts";

export interface Ctx {
  t: Typesetter;
  ui: UiTheme;
  id: (name: string) => string;
  /** Gradients and clip paths the drawing needs, collected as it is drawn. */
  defs: string[];
}

export function createCtx(t: Typesetter, ui: UiTheme, prefix: string): Ctx {
  return { t, ui, id: (name) => `${prefix}-${name}`, defs: [] };
}

/** The type scale of every screen. */
export const type = {
  display: { size: 34, weight: 700, tracking: -0.02 },
  title: { size: 26, weight: 700, tracking: -0.015 },
  heading: { size: 18, weight: 650, tracking: -0.01 },
  body: { size: 15, weight: 500 },
  bodyStrong: { size: 15, weight: 620 },
  small: { size: 13, weight: 500 },
  caption: { size: 11.5, weight: 600, tracking: 0.01 },
  label: { size: 11, weight: 650, tracking: 0.08 },
} as const satisfies Record<string, Omit<TextStyle, "fill">>;

/** ₹24,580 or, with paise, ₹24,580.50. Indian digit grouping, as the site writes amounts. */
export function rupees(value: number, paise = false): string {
  const whole = Math.floor(value);
  const cents = Math.round((value - whole) * 100);
  return `₹${formatIndianNumber(whole)}${paise ? `.${String(cents).padStart(2, "0")}` : ""}`;
}

/**
 * "AED 840k", "AED 6.42M": a compact amount, currency first, as Gulf dashboards print them.
 * Millions keep two decimals, so a total counting up in the demo clip keeps its width.
 */
export function compactAmount(value: number, currency: string): string {
  const thousands = Math.round(value / 1_000);
  return thousands < 1_000
    ? `${currency} ${thousands}k`
    : `${currency} ${(value / 1_000_000).toFixed(2)}M`;
}

/** Words broken into lines no wider than `maxWidth` (at most `maxLines`, the last one cut). */
export function wrap(
  t: Typesetter,
  text: string,
  maxWidth: number,
  style: Omit<TextStyle, "fill">,
  maxLines = 2,
): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (current && t.measure(next, style) > maxWidth) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = t.fit(
      `${kept[maxLines - 1] ?? ""} ${lines.slice(maxLines).join(" ")}`,
      maxWidth,
      style,
    );
    return kept;
  }
  return lines;
}

/** A card: white with a hairline in light, a raised dark surface with a border in dark. */
export function card(c: Ctx, x: number, y: number, w: number, h: number, r = 18, fill?: string) {
  const { ui } = c;
  const base = rect(x, y, w, h, r, {
    fill: fill ?? ui.surface,
    stroke: ui.border,
    "stroke-width": 1,
  });
  if (ui.mode === "dark") return base;
  // A soft contact shadow under light cards: two offset tints, cheaper to render than a blur.
  return (
    rect(x, y + 2, w, h, r, { fill: ui.palette[0], "fill-opacity": 0.05 }) +
    rect(x, y + 1, w, h, r, { fill: ui.palette[0], "fill-opacity": 0.05 }) +
    base
  );
}

export function chip(
  c: Ctx,
  x: number,
  y: number,
  label: string,
  options: { selected?: boolean; icon?: IconName; height?: number; size?: number } = {},
): { svg: string; width: number } {
  const { t, ui } = c;
  const h = options.height ?? 32;
  const size = options.size ?? 13.5;
  const style = { size, weight: 600 };
  const iconSize = options.icon ? size + 2 : 0;
  const w = t.measure(label, style) + 28 + (iconSize ? iconSize + 6 : 0);
  const fill = options.selected ? ui.text : ui.surface;
  const ink = options.selected ? ui.bg : ui.text;
  let svg = rect(x, y, w, h, h / 2, {
    fill,
    stroke: options.selected ? fill : ui.border,
    "stroke-width": 1,
  });
  let tx = x + 14;
  if (options.icon) {
    svg += icon(options.icon, tx, y + h / 2 - iconSize / 2, iconSize, ink, 2);
    tx += iconSize + 6;
  }
  svg += t.text(label, tx, y + h / 2 + size * 0.36, { ...style, fill: ink });
  return { svg, width: w };
}

/** "Suresh Yadav" → "SY". */
export function initials(name: string): string {
  return name
    .replace(/^(Dr|Ms|Mr|Mrs)\.\s+/, "")
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

/** A round avatar with initials on a tint of `color`. */
export function initialsAvatar(
  c: Ctx,
  cx: number,
  cy: number,
  r: number,
  initials: string,
  color: string,
) {
  const { t, ui } = c;
  return (
    circle(cx, cy, r, { fill: color, "fill-opacity": ui.mode === "dark" ? 0.28 : 0.16 }) +
    t.text(
      initials,
      cx,
      cy + r * 0.3,
      { size: r * 0.82, weight: 650, fill: ui.mode === "dark" ? ui.text : color },
      "middle",
    )
  );
}

/** A round icon button on a subtle fill. */
export function iconButton(c: Ctx, cx: number, cy: number, name: IconName, r = 20, dot = false) {
  const { ui } = c;
  return (
    circle(cx, cy, r, { fill: ui.surface, stroke: ui.border, "stroke-width": 1 }) +
    icon(name, cx - 10, cy - 10, 20, ui.text, 1.9) +
    (dot
      ? circle(cx + 7, cy - 8, 4.5, { fill: ui.danger, stroke: ui.surface, "stroke-width": 2 })
      : "")
  );
}

/** The phone's bottom navigation with one tab active, and the home indicator. */
export function tabBar(
  c: Ctx,
  tabs: readonly { icon: IconName; label: string }[],
  active: number,
): string {
  const { t, ui } = c;
  const top = 844 - 88;
  const w = 390 / tabs.length;
  let svg =
    rect(0, top, 390, 88, 0, { fill: ui.surface }) +
    line(0, top + 0.5, 390, top + 0.5, { stroke: ui.border });
  tabs.forEach((tab, i) => {
    const cx = w * i + w / 2;
    const on = i === active;
    const ink = on ? ui.brandText : ui.faint;
    svg += icon(tab.icon, cx - 12, top + 12, 24, ink, on ? 2.2 : 1.8);
    svg += t.text(
      tab.label,
      cx,
      top + 52,
      { size: 11, weight: on ? 650 : 550, fill: ink },
      "middle",
    );
  });
  return svg + homeIndicator(c);
}

export function homeIndicator(c: Ctx, color?: string) {
  return rect(195 - 67, 844 - 13, 134, 5, 2.5, { fill: color ?? c.ui.text, "fill-opacity": 0.85 });
}

/** A horizontal progress track with a filled share. */
export function progress(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  share: number,
  color: string,
  h = 6,
) {
  return (
    rect(x, y, w, h, h / 2, { fill: c.ui.subtle }) +
    rect(x, y, Math.max(h, w * Math.min(1, share)), h, h / 2, { fill: color })
  );
}

/** "Section title" on the left and an optional brand-coloured action on the right. */
export function sectionTitle(
  c: Ctx,
  y: number,
  title: string,
  action?: string,
  x = 20,
  right = 370,
) {
  const { t, ui } = c;
  return (
    t.text(title, x, y, { ...type.heading, fill: ui.text }) +
    (action ? t.text(action, right, y, { size: 14, weight: 600, fill: ui.brandText }, "end") : "")
  );
}

/** A rounded square tile with an icon, the list-row leading element. */
export function iconTile(
  c: Ctx,
  x: number,
  y: number,
  size: number,
  name: IconName,
  fill: string,
  ink: string,
) {
  return (
    rect(x, y, size, size, size * 0.3, { fill }) +
    icon(name, x + size * 0.24, y + size * 0.24, size * 0.52, ink, 2)
  );
}

/**
 * The gradient card behind a screen's one feature (balance, reminder, token): the palette's deep
 * colour lit towards its light colour, with two soft discs; in dark a little deeper, edged with a
 * border instead of relying on contrast with the page.
 */
export function featureCard(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  r = 24,
  name = "feature",
) {
  const { ui, id } = c;
  const [deep, light] = ui.palette;
  const from = ui.mode === "dark" ? mix(deep, "#000000", 0.2) : deep;
  const to = ui.mode === "dark" ? mix(deep, light, 0.25) : mix(deep, light, 0.45);
  const gid = id(`${name}-fill`);
  const clip = id(`${name}-clip`);
  c.defs.push(
    `<linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<clipPath id="${clip}">${rect(x, y, w, h, r)}</clipPath>`,
  );
  return (
    rect(x, y, w, h, r, { fill: `url(#${gid})` }) +
    `<g clip-path="url(#${clip})">${circle(x + w - 18, y + 10, h * 0.38, { fill: "#ffffff", "fill-opacity": 0.07 })}${circle(x + w + 2, y + h - 30, h * 0.24, { fill: "#ffffff", "fill-opacity": 0.06 })}</g>` +
    (ui.mode === "dark"
      ? rect(x + 0.5, y + 0.5, w - 1, h - 1, r, {
          fill: "none",
          stroke: mix(deep, light, 0.45),
          "stroke-width": 1,
        })
      : "")
  );
}
