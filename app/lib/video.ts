/** Pure helpers of the video player, unit-tested. */
import { siteConfig } from "~/site.config";

/** "m:ss" (or "h:mm:ss"); unknown or negative durations read as 0:00. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A seek target kept inside the clip (duration may still be unknown: NaN). */
export function seekTarget(current: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Math.max(0, current + delta);
  return clamp(current + delta, 0, end);
}

/** Volume after a step, on the 0..1 scale with two decimals (the slider's 0.01 step). */
export function stepVolume(volume: number, delta: number): number {
  return Math.round(clamp(volume + delta, 0, 1) * 100) / 100;
}

/**
 * Whether the player's controls show after a click on the stage around the picture: the click
 * toggles them from what the visitor saw. A pointer that moves shows hidden controls at once, so
 * a mouse reaching the stage has shown them just before its click; a click within `graceMs` of
 * that is the same gesture, made while they were hidden, and keeps them shown.
 */
export function controlsShownAfterStageClick(
  visible: boolean,
  msSincePointerShowedThem: number,
  graceMs: number,
): boolean {
  return !visible || msSincePointerShowedThem < graceMs;
}

/**
 * The same rule as a media query, for markup that must be right before any script runs (the 9:16
 * poster's `<source>`). Tailwind classes cannot take a variable, so the card's aspect-ratio class
 * writes it out; the showcase test checks both shapes.
 */
export const narrowPortraitQuery = `(max-width: ${siteConfig.ui.phoneBreakpointPx}px) and (orientation: portrait)`;

/**
 * True on a window `breakpointPx` wide or less (siteConfig.ui.phoneBreakpointPx, 768) held in
 * portrait (spec: the showcase's 9:16 layout).
 */
export function isNarrowPortrait(width: number, height: number, breakpointPx: number): boolean {
  return width <= breakpointPx && height >= width;
}
