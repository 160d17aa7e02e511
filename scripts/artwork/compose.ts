/**
 * Compositions of the product screens: the portfolio card (one device and one enlarged detail on
 * the project's palette) and the home page hero (several devices layered). Light compositions
 * lift devices with soft palette-tinted shadows; dark ones edge them with borders instead.
 */
import { browser, phone, type Drawing } from "./frames.ts";
import { circle, mix, num, rect, svgDocument } from "./svg.ts";
import type { UiTheme } from "./theme.ts";

const cardStage = { width: 1600, height: 900 } as const;

export function shadowFilter(
  id: string,
  color: string,
  strength: number,
  blur: number,
  dy: number,
) {
  return `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%" color-interpolation-filters="sRGB"><feDropShadow dx="0" dy="${num(dy)}" stdDeviation="${num(blur)}" flood-color="${color}" flood-opacity="${num(strength)}"/></filter>`;
}

/** A drawing placed at (x, y), scaled and rotated about its centre, lifted from the stage. */
export function place(
  drawing: Drawing,
  ui: UiTheme,
  options: {
    x: number;
    y: number;
    scale: number;
    rotate?: number;
    shadow?: string;
    radius: number;
  },
): string {
  const { x, y, scale } = options;
  const cx = drawing.width / 2;
  const cy = drawing.height / 2;
  const rotate = options.rotate ? ` rotate(${num(options.rotate)} ${num(cx)} ${num(cy)})` : "";
  const transform = `translate(${num(x)} ${num(y)}) scale(${num(scale)})${rotate}`;
  // In light the shadow is drawn by a blurred copy of the outline under the drawing (one filter
  // on a plain shape renders much faster than on the whole screen); dark uses no shadow at all.
  const lift =
    options.shadow && ui.mode === "light"
      ? rect(0, 0, drawing.width, drawing.height, options.radius, {
          fill: "#000",
          filter: `url(#${options.shadow})`,
        })
      : "";
  return `<g transform="${transform}">${lift}${drawing.body}</g>`;
}

/** The stage behind devices: a palette wash with two soft discs, designed for each mode. */
export function stageBackground(ui: UiTheme, width: number, height: number, id: string) {
  const [deep, light] = ui.palette;
  const dark = ui.mode === "dark";
  const from = dark ? mix("#0a0c10", deep, 0.42) : mix("#ffffff", light, 0.42);
  const to = dark ? mix("#07080b", deep, 0.16) : mix("#ffffff", light, 0.16);
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  const discs =
    circle(width * 0.82, height * 0.12, height * 0.62, {
      fill: dark ? light : deep,
      "fill-opacity": dark ? 0.07 : 0.06,
    }) +
    circle(width * 0.08, height * 1.02, height * 0.5, {
      fill: dark ? light : "#ffffff",
      "fill-opacity": dark ? 0.04 : 0.5,
    });
  return { defs, body: rect(0, 0, width, height, 0, { fill: `url(#${id})` }) + discs };
}

/**
 * The portfolio card: the device rising from the bottom edge right of centre, cropped by the
 * stage, and the detail beside it at a readable size. The card crops the sides on narrow
 * layouts, so everything that matters stays within the middle 78%.
 */
export function cardShot(
  device: Drawing,
  kind: "phone" | "browser",
  callout: Drawing | null,
  ui: UiTheme,
  prefix: string,
  focus: "start" | "end" = "start",
): string {
  const { width, height } = cardStage;
  const stage = stageBackground(ui, width, height, `${prefix}-stage`);
  const shadow = `${prefix}-lift`;
  const defs =
    stage.defs +
    device.defs +
    (callout?.defs ?? "") +
    shadowFilter(shadow, mix(ui.palette[0], "#000000", 0.35), 0.28, 34, 26);
  let body = stage.body;
  if (kind === "phone") {
    body += place(device, ui, { x: 780, y: 96, scale: 1.5, shadow, radius: phone.radius });
    if (callout) {
      body += place(callout, ui, { x: 236, y: 380, scale: 1.72, shadow, radius: 22 });
    }
  } else {
    // The window is cropped by the stage: its left part (navigation, figures, map) stays. A
    // product whose point is on the right (an assistant panel) shows the whole window instead,
    // smaller: cropping its left would cut its sidebar's words in half ("nsightDesk").
    const scale = focus === "end" ? 1 : 1.16;
    const x = focus === "end" ? width - 200 - browser.width * scale : 300;
    body += place(device, ui, { x, y: 120, scale, shadow, radius: browser.radius });
    if (callout) {
      body += place(callout, ui, {
        x: focus === "end" ? 170 : 190,
        y: 520,
        scale: 1.45,
        shadow,
        radius: 22,
      });
    }
  }
  return svgDocument(width, height, body, defs);
}
