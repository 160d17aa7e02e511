/**
 * Which of the request-a-call form's windows (in the visitor's time zone) fall inside our desk
 * hours (in IST): each window's IST equivalent for a zone's UTC offset, and a short hint that says
 * so. Pure; the zone's offset comes from `zoneOffsetMinutes` in ./agency-time (Intl, no library),
 * used by the server for the form's default zone and by the shell module when the visitor's zone
 * changes.
 */

import { agencyZone } from "./agency-time";

/** The agency's offset east of UTC in minutes (IST: 330, all year). */
const agencyOffsetMinutes = agencyZone.offsetMs / 60_000;

/** "09:00" → 540. */
export function clockMinutes(text: string): number {
  const match = /^(\d\d):(\d\d)$/.exec(text);
  if (!match) throw new RangeError(`Expected HH:MM, got "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 1290 → "21:30"; wraps past midnight (1530 → "01:30"). */
export function clockText(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

export interface DeskHours {
  /** "09:00" in IST. */
  opens: string;
  /** "20:00" in IST. */
  closes: string;
}

export interface WindowInIst {
  /** "21:30". */
  start: string;
  /** "01:30". */
  end: string;
  /** Against the desk hours: all of it, some of it, or none. */
  fit: "inside" | "partly" | "outside";
}

/** A window (16 to 20 hours, local) in IST for a zone `offset` minutes east of UTC. */
export function windowInIst(
  window: { from: number; until: number },
  offset: number,
  desk: DeskHours,
): WindowInIst {
  const shift = agencyOffsetMinutes - offset;
  const start = window.from * 60 + shift;
  const length = (window.until - window.from) * 60;
  const opens = clockMinutes(desk.opens);
  const closes = clockMinutes(desk.closes);
  // Minutes of the window inside the desk hours, on the IST day it starts or the next.
  const from = ((start % 1440) + 1440) % 1440;
  let overlap = 0;
  for (const dayStart of [0, 1440, -1440]) {
    overlap += Math.max(
      0,
      Math.min(from + length, dayStart + closes) - Math.max(from, dayStart + opens),
    );
  }
  return {
    start: clockText(start),
    end: clockText(start + length),
    fit: overlap >= length ? "inside" : overlap > 0 ? "partly" : "outside",
  };
}

/**
 * What the form says beside a window:
 * "Morning (9:00–12:00) · within our desk hours" in IST,
 * "Evening (16:00–20:00) · 21:30–01:30 IST, outside our desk hours; we may call the next working day".
 */
export function windowHint(
  window: { label: string; from: number; until: number },
  offset: number,
  desk: DeskHours,
): string {
  const ist = windowInIst(window, offset, desk);
  const fit =
    ist.fit === "inside"
      ? "within our desk hours"
      : ist.fit === "partly"
        ? "partly outside our desk hours"
        : "outside our desk hours; we may call the next working day";
  const where =
    offset === agencyOffsetMinutes ? fit : `${ist.start}–${ist.end} ${agencyZone.label}, ${fit}`;
  return `${window.label} · ${where}`;
}
