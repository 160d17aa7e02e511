/**
 * The two device frames every product screen sits in: a phone (390 × 844 screen) and a browser
 * window (1280 × 800). One frame style for all projects: graphite bezel, the same radii, the same
 * status bar and window bar; only the screen inside changes.
 */
import { circle, group, icon, num, path, rect } from "./svg.ts";
import type { UiTheme } from "./theme.ts";
import type { Typesetter } from "./type.ts";

export const phone = {
  screen: { width: 390, height: 844, radius: 50 },
  bezel: 11,
  get width() {
    return this.screen.width + this.bezel * 2;
  },
  get height() {
    return this.screen.height + this.bezel * 2;
  },
  radius: 61,
} as const;

export const browser = { width: 1280, height: 800, bar: 46, radius: 14 } as const;

/** What a screen drawing returns: markup in its own coordinates, plus any defs it uses. */
export interface Drawing {
  width: number;
  height: number;
  body: string;
  defs: string;
}

/** 9:41, signal, Wi-Fi and battery, in `color`, across the top of a phone screen. */
export function statusBar(t: Typesetter, color: string): string {
  const y = 33;
  const signal = [0, 1, 2, 3]
    .map((i) => rect(292 + i * 5.5, y - 4 - i * 2.6, 3.6, 4 + i * 2.6, 1, { fill: color }))
    .join("");
  const wifi = [
    `M${num(323)} ${num(y - 9.5)}a12 12 0 0 1 16 0`,
    `M${num(326)} ${num(y - 6)}a7.5 7.5 0 0 1 10 0`,
  ]
    .map((d) =>
      path(d, { fill: "none", stroke: color, "stroke-width": 2.2, "stroke-linecap": "round" }),
    )
    .join("");
  const dot = circle(331, y - 1.6, 1.9, { fill: color });
  const battery =
    rect(346, y - 11, 25, 12.5, 3.6, {
      fill: "none",
      stroke: color,
      "stroke-opacity": 0.45,
      "stroke-width": 1.2,
    }) +
    rect(348, y - 9, 17.5, 8.5, 2, { fill: color }) +
    path(`M372.6 ${num(y - 6.6)}v4a1.8 1.8 0 0 0 0-4z`, { fill: color, "fill-opacity": 0.5 });
  return (
    t.text("9:41", 51, y, { size: 16.5, weight: 600, fill: color }, "middle") +
    signal +
    wifi +
    dot +
    battery
  );
}

/** A phone around `screen` (drawn at 0,0 in screen coordinates), at the frame's origin. */
export function phoneFrame(screen: Drawing, ui: UiTheme, id: (name: string) => string): Drawing {
  const { bezel, radius } = phone;
  const s = phone.screen;
  const clip = id("screen-clip");
  const defs = `${screen.defs}<clipPath id="${clip}">${rect(0, 0, s.width, s.height, s.radius)}</clipPath>`;
  const buttons = [
    rect(-2.5, 150, 3.5, 30, 1.5),
    rect(-2.5, 205, 3.5, 58, 1.5),
    rect(-2.5, 275, 3.5, 58, 1.5),
    rect(phone.width - 1, 230, 3.5, 92, 1.5),
  ].join("");
  const body =
    group(buttons, { fill: ui.chrome }) +
    rect(0, 0, phone.width, phone.height, radius, { fill: ui.chrome }) +
    rect(1.2, 1.2, phone.width - 2.4, phone.height - 2.4, radius - 1.2, {
      fill: "none",
      stroke: ui.chromeEdge,
      "stroke-width": ui.mode === "dark" ? 1.6 : 1.2,
    }) +
    group(`${rect(0, 0, s.width, s.height, 0, { fill: ui.bg })}${screen.body}`, {
      transform: `translate(${bezel} ${bezel})`,
      "clip-path": `url(#${clip})`,
    }) +
    rect(bezel + s.width / 2 - 62, bezel + 11, 124, 35, 17.5, { fill: "#050506" });
  return { width: phone.width, height: phone.height, body, defs };
}

/** A browser window around `screen` (1280 × 754 below the window bar). */
export function browserFrame(
  screen: Drawing,
  ui: UiTheme,
  t: Typesetter,
  url: string,
  id: (name: string) => string,
): Drawing {
  const { width, height, bar, radius } = browser;
  const clip = id("window-clip");
  const dark = ui.mode === "dark";
  const barFill = dark ? "#16181d" : "#eceef1";
  const pill = dark ? "#0e1014" : "#ffffff";
  const urlWidth = Math.max(360, t.measure(url, { size: 13.5 }) + 70);
  const lights = dark ? ["#5b606b", "#5b606b", "#5b606b"] : ["#ff5f57", "#febc2e", "#28c840"];
  const defs = `${screen.defs}<clipPath id="${clip}">${rect(0, 0, width, height, radius)}</clipPath>`;
  const chrome =
    rect(0, 0, width, bar, 0, { fill: barFill }) +
    lights.map((c, i) => circle(24 + i * 20, bar / 2, 6, { fill: c })).join("") +
    icon("chevronLeft", 96, bar / 2 - 9, 18, dark ? "#7d8490" : "#8a919c", 2) +
    icon("chevronRight", 122, bar / 2 - 9, 18, dark ? "#4d535e" : "#c0c5cc", 2) +
    rect(width / 2 - urlWidth / 2, 9, urlWidth, bar - 18, 8, {
      fill: pill,
      stroke: dark ? "#2a2e37" : "#dfe2e7",
      "stroke-width": 1,
    }) +
    icon(
      "shieldCheck",
      width / 2 - t.measure(url, { size: 13.5 }) / 2 - 24,
      bar / 2 - 7.5,
      15,
      dark ? "#8b929e" : "#6b7380",
      2,
    ) +
    t.text(
      url,
      width / 2 + 4,
      bar / 2 + 4.8,
      { size: 13.5, fill: dark ? "#b7bdc7" : "#4a515c" },
      "middle",
    ) +
    rect(0, bar - 1, width, 1, 0, { fill: dark ? "#262a32" : "#dcdfe4" });
  const body =
    group(
      rect(0, 0, width, height, 0, { fill: ui.bg }) +
        group(screen.body, { transform: `translate(0 ${bar})` }) +
        chrome,
      { "clip-path": `url(#${clip})` },
    ) +
    rect(0.5, 0.5, width - 1, height - 1, radius, {
      fill: "none",
      stroke: dark ? "#363b46" : "#d5d9df",
      "stroke-width": 1,
    });
  return { width, height, body, defs };
}
