/**
 * Times and days in the agency's own zone (`siteConfig.contact.timeZone`, India Standard Time):
 * the team works in it, so the desk shows times in it and counts the days of its numbers in it
 * (docs/decisions/031-the-desk-keeps-the-agencys-time.md).
 *
 * The agency's zone has a fixed offset, so its times are written out with plain arithmetic, like
 * the site's other dates (docs/decisions/013). A visitor's zone may keep daylight saving time:
 * `zoneOffsetMinutes` asks Intl, for the desk and the notification mail (`wallTimeToInstant`) and
 * for the request-a-call form's hint (app/lib/call-windows.ts).
 */
import { siteConfig } from "../site.config";

const { timeZone, timeZoneLabel, timeZoneOffset } = siteConfig.contact;

/** "+05:30" as minutes east of UTC. */
function offsetMinutesOf(offset: string): number {
  const match = /^([+-])(\d\d):(\d\d)$/.exec(offset);
  if (!match) throw new Error(`timeZoneOffset must look like +05:30, not ${offset}`);
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

const dayMs = 86_400_000;
const offsetMs = offsetMinutesOf(timeZoneOffset) * 60_000;

export const agencyZone = {
  id: timeZone,
  label: timeZoneLabel,
  offsetMs,
  /** Minutes east of UTC (330 for IST), as `getTimezoneOffset` counts them, negated. */
  offsetMinutes: offsetMs / 60_000,
} as const;

/**
 * Cities IANA has renamed, by their old names, which browsers still report: Chromium's zone in
 * India is "Asia/Calcutta".
 */
const renamedCities: Readonly<Record<string, string>> = {
  Calcutta: "Kolkata",
  Saigon: "Ho Chi Minh",
  Katmandu: "Kathmandu",
  Rangoon: "Yangon",
  Kiev: "Kyiv",
  Faeroe: "Faroe",
  Godthab: "Nuuk",
  Truk: "Chuuk",
  Ponape: "Pohnpei",
  Enderbury: "Kanton",
  Coral_Harbour: "Atikokan",
};

/**
 * A zone as a reader knows it, by its city: "New York" for "America/New_York", "Kolkata" for
 * "Asia/Calcutta", "UTC" as it is, "UTC+5" for "Etc/GMT-5". The raw ids read as codes
 * ("Asia/Calcutta" in a thank-you message), and the old ones as out of date.
 */
export function zoneName(zone: string): string {
  // "Etc/GMT-5" is five hours east: POSIX signs are reversed, so it reads "UTC+5".
  const fixed = /^Etc\/(?:GMT|UTC)(?:([+-])(\d{1,2}))?$/.exec(zone);
  if (fixed) return fixed[1] ? `UTC${fixed[1] === "-" ? "+" : "−"}${fixed[2]}` : "UTC";
  const city = zone.split("/").at(-1) ?? zone;
  return renamedCities[city] ?? city.replaceAll("_", " ");
}

const monthAbbreviations = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** The agency's wall clock at an instant, as an ISO string without a zone ("2026-11-28T13:35"). */
const agencyWallClock = (at: Date | string) =>
  new Date(new Date(at).getTime() + offsetMs).toISOString().slice(0, 16);

/** The agency's calendar day at an instant: "2026-11-28" from 18:30 UTC on the 27th. */
export function agencyDay(at: Date): string {
  return agencyWallClock(at).slice(0, 10);
}

/** The instant an agency day begins, as stored times are written ("2026-11-27T18:30:00.000Z"). */
export function agencyDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - offsetMs).toISOString();
}

/** The agency's day `days` days before (negative: after) the one `at` falls on. */
export function agencyDayBefore(at: Date, days: number): string {
  return agencyDay(new Date(at.getTime() - days * dayMs));
}

/** A stored time in the agency's zone: "2026-11-28T08:05:00.000Z" → "2026-11-28 13:35 IST". */
export function formatAgencyTime(iso: string | null): string {
  if (!iso) return "—";
  const wall = agencyWallClock(iso);
  return `${wall.slice(0, 10)} ${wall.slice(11, 16)} ${timeZoneLabel}`;
}

/**
 * The short form for a table cell: "28 Nov 13:35" in the current year of `now` or within 60 days
 * of it (a reply due on 1 January, read on 31 December, keeps its hour), "28 Nov 2025" otherwise
 * (the zone is the desk's everywhere; the full time is formatAgencyTime).
 */
export function formatAgencyTimeShort(iso: string, now: Date): string {
  const wall = agencyWallClock(iso);
  const day = `${Number(wall.slice(8, 10))} ${monthAbbreviations[Number(wall.slice(5, 7)) - 1]}`;
  const near = Math.abs(Date.parse(iso) - now.getTime()) < 60 * dayMs;
  return near || wall.slice(0, 4) === agencyDay(now).slice(0, 4)
    ? `${day} ${wall.slice(11, 16)}`
    : `${day} ${wall.slice(0, 4)}`;
}

/**
 * An IANA time-zone name the runtime knows ("Europe/Paris"): the request-a-call form offers a
 * short list, and the shell adds the visitor's own zone when it is not on it.
 */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * A zone's offset east of UTC in minutes at an instant (its own daylight saving counts):
 * Europe/London in January → 0, America/New_York in July → −240, Asia/Kolkata → 330. Intl, no
 * library; the browser's shell module uses it too (the call windows' hint). Throws a RangeError
 * for a zone Intl does not know.
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

/**
 * Whether the clock in `zone` reads midnight (00:00, to the minute) at `at`. A deadline then
 * reads as the end of the day before ("by the end of Monday"), not as "Tuesday, 12:00 AM", which
 * a reader takes for the night after: the forms' reply-by line (app/lib/reply-by.ts) and the
 * desk's deadline (app/desk/reply-due.ts) ask this; the contact page's boot script
 * (app/lib/locale-boot.ts) is its twin in the browser.
 */
export function isMidnightIn(zone: string, at: Date): boolean {
  const wallMinutes = Math.floor(at.getTime() / 60_000) + zoneOffsetMinutes(zone, at);
  return ((wallMinutes % 1440) + 1440) % 1440 === 0;
}

/**
 * The instant a wall-clock time on `day` in `zone` stands for: "2026-12-03", 12:00,
 * "Europe/London" → 2026-12-03T12:00Z. Offsets are looked up twice, so a day that changes its
 * clocks resolves to the offset in force at that hour. Throws for a zone Intl does not know.
 */
export function wallTimeToInstant(day: string, hour: number, zone: string): Date {
  const wall = Date.parse(`${day}T00:00:00.000Z`) + hour * 3_600_000;
  if (Number.isNaN(wall)) throw new Error(`not a day: ${day}`);
  const zoneOffsetMsAt = (instant: number) => zoneOffsetMinutes(zone, new Date(instant)) * 60_000;
  const first = wall - zoneOffsetMsAt(wall);
  return new Date(wall - zoneOffsetMsAt(first));
}

/**
 * A span of time in the agency's zone: "2026-12-03, 17:30–21:30 IST", or with both days when it
 * crosses midnight: "2026-12-03 22:30 – 2026-12-04 02:30 IST".
 */
export function formatAgencySpan(from: Date, until: Date): string {
  const start = agencyWallClock(from);
  const end = agencyWallClock(until);
  return start.slice(0, 10) === end.slice(0, 10)
    ? `${start.slice(0, 10)}, ${start.slice(11, 16)}–${end.slice(11, 16)} ${timeZoneLabel}`
    : `${start.slice(0, 10)} ${start.slice(11, 16)} – ${end.slice(0, 10)} ${end.slice(11, 16)} ${timeZoneLabel}`;
}
