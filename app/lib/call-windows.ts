/**
 * Which of the request-a-call form's windows (in the visitor's time zone) fall inside our desk
 * hours (in IST) on the day the visitor picks: each window's IST equivalent for a zone's UTC
 * offset, and a short hint that says so. Saturday's shorter hours and Sunday count, on the IST
 * day a window lands on (a Friday evening in New York is Saturday morning here). Pure; the zone's
 * offset comes from `zoneOffsetMinutes` in ./agency-time (Intl, no library), used by the server
 * for the form's default zone and by the shell module when the visitor's zone or day changes.
 */

import { agencyZone } from "./agency-time";
import { isCalendarDay } from "./calendar-day";

const dayMinutes = 1440;

export const weekdayNames = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** With no day picked yet, a window is held against a Wednesday: a weekday between weekdays. */
const anyWeekday = 3;

/** "09:00" → 540. */
function clockMinutes(text: string): number {
  const match = /^(\d\d):(\d\d)$/.exec(text);
  if (!match) throw new RangeError(`Expected HH:MM, got "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 1290 → "21:30"; wraps past midnight (1530 → "1:30"), in the window labels' style ("9:00"). */
function clock24(minutes: number): string {
  const m = ((minutes % dayMinutes) + dayMinutes) % dayMinutes;
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, "0")}`;
}

export interface DeskHours {
  /** "09:00" in IST. */
  opens: string;
  /** "20:00" in IST. */
  closes: string;
}

/** Our desk hours on each day of the week in IST, Sunday first; null on a day we are closed. */
export type DeskWeek = readonly (DeskHours | null)[];

/** site.config's business hours (schema.org day names) as a `DeskWeek`. */
export function deskWeekFrom(
  rows: readonly {
    dayOfWeek: readonly string[];
    opens: string | null;
    closes: string | null;
  }[],
): DeskWeek {
  return weekdayNames.map((name) => {
    const row = rows.find((candidate) => candidate.dayOfWeek.includes(name));
    return row?.opens && row.closes ? { opens: row.opens, closes: row.closes } : null;
  });
}

/**
 * Noon UTC of an ISO day (the moment a zone's offset and the weekday are read for it), or now
 * when no day is given.
 */
export function noonOf(day: string | undefined): Date {
  return day ? new Date(`${day}T12:00:00Z`) : new Date();
}

/** The weekday (0 = Sunday) of an ISO day such as "2026-12-05"; undefined for none or a bad one. */
export function weekdayOf(day: string | undefined): number | undefined {
  return isCalendarDay(day) ? noonOf(day).getUTCDay() : undefined;
}

/** A form's day value when it is a real ISO day, else undefined (none picked, or malformed). */
export function pickedDay(value: string | undefined): string | undefined {
  return weekdayOf(value) === undefined ? undefined : value;
}

export interface WindowInIst {
  /** "21:30". */
  start: string;
  /** "1:30". */
  end: string;
  /** The IST weekday the window starts on (0 = Sunday). */
  istWeekday: number;
  /** Against the desk hours of the IST days it covers: all of it, some of it, or none. */
  fit: "inside" | "partly" | "outside";
}

/**
 * A window (16 to 20 hours, local, on a day that is `weekday`) in IST for a zone `offset` minutes
 * east of UTC, against our hours on the IST day it starts and the one after.
 */
export function windowInIst(
  window: { from: number; until: number },
  offset: number,
  week: DeskWeek,
  weekday: number = anyWeekday,
): WindowInIst {
  // Minutes from midnight IST of the visitor's date, which may be negative or past a day.
  const start = window.from * 60 + agencyZone.offsetMinutes - offset;
  const length = (window.until - window.from) * 60;
  const firstDay = Math.floor(start / dayMinutes);
  const weekdayAt = (day: number) => (((weekday + day) % 7) + 7) % 7;
  let overlap = 0;
  for (const day of [firstDay, firstDay + 1]) {
    const hours = week[weekdayAt(day)];
    if (!hours) continue;
    const opens = day * dayMinutes + clockMinutes(hours.opens);
    const closes = day * dayMinutes + clockMinutes(hours.closes);
    overlap += Math.max(0, Math.min(start + length, closes) - Math.max(start, opens));
  }
  return {
    start: clock24(start),
    end: clock24(start + length),
    istWeekday: weekdayAt(firstDay),
    fit: overlap >= length ? "inside" : overlap > 0 ? "partly" : "outside",
  };
}

/**
 * The first of the visitor's next six days on which the window falls wholly inside our hours
 * (a Friday evening in New York is before we open on Saturday, but inside on Monday's), or
 * undefined when its time of day never does.
 */
function nextDayInside(
  window: { from: number; until: number },
  offset: number,
  week: DeskWeek,
  weekday: number,
): number | undefined {
  for (let ahead = 1; ahead < 7; ahead++) {
    const later = (weekday + ahead) % 7;
    if (windowInIst(window, offset, week, later).fit === "inside") return later;
  }
  return undefined;
}

/**
 * What the form says beside a window, for the day picked (an ISO day) or any weekday:
 * "Morning (9:00–12:00) · within our desk hours" in IST;
 * "Evening (16:00–20:00) · Saturday 2:30–6:30 IST, outside our desk hours that day; within them
 * on Monday" in New York on a Friday; "outside our desk hours" for a window no day of ours covers
 * (the form says once, above the list, that we then email to agree a time).
 */
export function windowHint(
  window: { label: string; from: number; until: number },
  offset: number,
  week: DeskWeek,
  day?: string,
): string {
  const weekday = weekdayOf(day);
  const ist = windowInIst(window, offset, week, weekday);
  const insideLater =
    ist.fit === "outside" && weekday !== undefined
      ? nextDayInside(window, offset, week, weekday)
      : undefined;
  const fit =
    ist.fit === "inside"
      ? "within our desk hours"
      : ist.fit === "partly"
        ? "partly outside our desk hours"
        : insideLater === undefined
          ? "outside our desk hours"
          : `outside our desk hours that day; within them on ${weekdayNames[insideLater]}`;
  if (offset === agencyZone.offsetMinutes) return `${window.label} · ${fit}`;
  // The IST day is named once the visitor has picked one: it is the day our hours apply to.
  const when = weekday === undefined ? "" : `${weekdayNames[ist.istWeekday]} `;
  return `${window.label} · ${when}${ist.start}–${ist.end} ${agencyZone.label}, ${fit}`;
}

/** "Monday – Friday 9:00–20:00 · Saturday 10:00–14:00 · Sunday closed", in the hint's style. */
export function deskHoursText(
  rows: readonly { days: string; opens: string | null; closes: string | null }[],
): string {
  return rows
    .map(({ days, opens, closes }) =>
      opens && closes
        ? `${days} ${clock24(clockMinutes(opens))}–${clock24(clockMinutes(closes))}`
        : `${days} closed`,
    )
    .join(" · ");
}

/** "on Saturday 5 December" for a picked day, "on a weekday" before one is. */
export function pickedDayText(day: string | undefined): string {
  const weekday = weekdayOf(day);
  if (weekday === undefined || !day) return "on a weekday";
  const date = noonOf(day);
  const month = date.toLocaleString("en-GB", { month: "long", timeZone: "UTC" });
  return `on ${weekdayNames[weekday]} ${date.getUTCDate()} ${month}`;
}
