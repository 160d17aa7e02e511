/**
 * What a demo clip of the video showcase is, for scripts/render-demo-video.ts: its size and
 * timing, its story as one SVG per moment, its two posters and its captions. Each clip is a
 * small module beside this one; clips/index.ts names them.
 */
import { place, shadowFilter, stageBackground } from "../compose.ts";
import type { Drawing } from "../frames.ts";
import { mix, svgDocument } from "../svg.ts";
import type { UiTheme } from "../theme.ts";
import type { Typesetter } from "../type.ts";

export interface Size {
  width: number;
  height: number;
}

export interface Caption {
  from: number;
  to: number;
  text: string;
}

export interface DemoClip {
  /** The clip's frame size (landscape or upright), frame rate and length in seconds. */
  size: Size;
  fps: number;
  seconds: number;
  /** The frame `time` seconds into the clip, as a complete SVG document of `size`. */
  frameSvg: (t: Typesetter, time: number) => string;
  /** The 16:9 poster, for the cards and the player of wider windows. */
  poster: { size: Size; svg: (t: Typesetter) => string };
  /** The 9:16 poster, for the card on a phone held upright. */
  portraitPoster: { size: Size; svg: (t: Typesetter) => string };
  /** The clip is silent: the captions say what is on screen while it is there. */
  captions: () => Caption[];
}

export const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
export const easeInOut = (p: number) => (p < 0.5 ? 4 * p ** 3 : 1 - (-2 * p + 2) ** 3 / 2);
export const easeOut = (p: number) => 1 - (1 - p) ** 3;
/** How far `time` is through the beat from `from` to `to`, 0–1. */
export const share = (time: number, from: number, to: number) =>
  clamp01((time - from) / (to - from));

/** The soft shadow under a clip's device, in the project's own darkest tone. */
export const clipLift = (ui: UiTheme, id: string) =>
  shadowFilter(id, mix(ui.palette[0], "#000000", 0.35), 0.28, 26, 20);

/**
 * A frame of a clip as a complete SVG document: its device (a phone or a browser window,
 * `outline` its size and corner radius), scaled and centred on the project's stage. `prefix`
 * names the stage's and the shadow's ids.
 */
export function deviceOnStage(
  ui: UiTheme,
  size: Size,
  device: Drawing,
  outline: { width: number; height: number; radius: number },
  scale: number,
  prefix: string,
): string {
  const { width, height } = size;
  const stage = stageBackground(ui, width, height, `${prefix}-stage`);
  const shadow = `${prefix}-lift`;
  const body =
    stage.body +
    place(device, ui, {
      x: (width - outline.width * scale) / 2,
      y: (height - outline.height * scale) / 2,
      scale,
      shadow,
      radius: outline.radius,
    });
  return svgDocument(width, height, body, stage.defs + device.defs + clipLift(ui, shadow));
}
