/**
 * Which of the request-a-call form's windows (in the visitor's time zone) fall inside our desk
 * hours (in IST): each window's IST equivalent for a zone's UTC offset, and a short hint that says
 * so. Pure; the zone's offset comes from `zoneOffsetMinutes` (Intl, no library), used by the
 * server for the form's default zone and by the shell module when the visitor's zone changes.
 */

/** IST is UTC+05:30 all year (no daylight saving). */
export const istOffsetMinutes = 330;

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

/**
 * A zone's offset east of UTC in minutes on a date (its own daylight saving counts):
 * Europe/London in January → 0, America/New_York in July → −240, Asia/Kolkata → 330.
 */
export function zoneOffsetMinutes(zone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /^GMT([+-−])(\d\d):(\d\d)$/.exec(name);
  if (!match) return 0;
  const sign = match[1] === "+" ? 1 : -1;
  return sign * (Number(match[2]) * 60 + Number(match[3]));
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

/** A window ("16:00"–"20:00" local) in IST for a zone `offset` minutes east of UTC. */
export function windowInIst(
  window: { start: string; end: string },
  offset: number,
  desk: DeskHours,
): WindowInIst {
  const shift = istOffsetMinutes - offset;
  const start = clockMinutes(window.start) + shift;
  const length = clockMinutes(window.end) - clockMinutes(window.start);
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
  window: { label: string; start: string; end: string },
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
  const where = offset === istOffsetMinutes ? fit : `${ist.start}–${ist.end} IST, ${fit}`;
  return `${window.label} · ${where}`;
}
