/**
 * What a demo clip of the video showcase is, for scripts/render-demo-video.ts: its size and
 * timing, its story as one SVG per moment, its two posters and its captions. Each clip is a
 * small module beside this one; clips/index.ts names them.
 */
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
