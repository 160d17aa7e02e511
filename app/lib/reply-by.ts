/**
 * When a reply is due: `siteConfig.contact.replyWithinHours` of the agency's open days, counted
 * on its calendar (IST), so a day it is closed (Sunday) does not count. The contact page's "expect
 * a reply by" line applies the same rule in the browser (`localTimeBootScript`,
 * app/lib/locale-boot.ts); the forms' answers use this module on the server.
 */
import { siteConfig } from "../site.config";
import { agencyZone, isMidnightIn, isTimeZone, zoneName } from "./agency-time";
import { weekdayNames } from "./call-windows";

const { contact } = siteConfig;
const dayMs = 86_400_000;

const closedSlots = contact.businessHours.filter((slot) => slot.opens === null);

/** The days the agency is closed, as `Date#getUTCDay` numbers of its own calendar (0: Sunday). */
export const closedWeekdays: readonly number[] = closedSlots.flatMap((slot) =>
  slot.dayOfWeek.map((day) => (weekdayNames as readonly string[]).indexOf(day)),
);

/** ", not counting Sunday, when we are closed": why a Saturday message is answered on Monday. */
export const closedNote =
  closedSlots.length > 0
    ? `, not counting ${closedSlots.map((slot) => slot.days).join(" or ")}, when we are closed`
    : "";

/** The moment a reply to a message sent at `now` is due, and whether a closed day was skipped. */
export function replyDeadline(now: Date): { at: Date; skippedClosed: boolean } {
  // Walk the agency's wall clock: whole closed days are skipped, open time is spent.
  let wall = now.getTime() + agencyZone.offsetMs;
  let left = contact.replyWithinHours * 3_600_000;
  let skippedClosed = false;
  while (left > 0) {
    const toMidnight = dayMs - (((wall % dayMs) + dayMs) % dayMs);
    if (closedWeekdays.includes(new Date(wall).getUTCDay())) {
      wall += toMidnight;
      skippedClosed = true;
    } else {
      const step = Math.min(left, toMidnight);
      wall += step;
      left -= step;
    }
  }
  return { at: new Date(wall - agencyZone.offsetMs), skippedClosed };
}

/**
 * "by Monday 30 November, 2:10 PM your time (Europe/London) at the latest, not counting Sunday,
 * when we are closed": the deadline in the visitor's zone when the form told us one Intl knows,
 * else in the agency's. A deadline at midnight there (a message sent on Sunday is due at the
 * start of Tuesday IST) reads as the end of the day before (`isMidnightIn`). Server-side only
 * (Intl's locale data stays out of the browser: 013).
 */
export function replyByText(now: Date, visitorZone?: string): string {
  const { at, skippedClosed } = replyDeadline(now);
  const zone = visitorZone && isTimeZone(visitorZone) ? visitorZone : agencyZone.id;
  const day = { timeZone: zone, weekday: "long", day: "numeric", month: "long" } as const;
  const clock = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).format(at);
  const when = isMidnightIn(zone, at)
    ? `the end of ${new Intl.DateTimeFormat("en-GB", day).format(new Date(at.getTime() - 60_000))}`
    : `${new Intl.DateTimeFormat("en-GB", day).format(at)}, ${clock.replace(/\b(am|pm)\b/, (half) => half.toUpperCase())}`;
  // India's zone by its old name too ("Asia/Calcutta", as Chromium reports it) is the agency's.
  const whose =
    zoneName(zone) === zoneName(agencyZone.id) ? agencyZone.label : `your time (${zoneName(zone)})`;
  return `by ${when} ${whose} at the latest${skippedClosed ? closedNote : ""}`;
}

/**
 * When the reply to a lead received at `receivedAt` (a stored ISO time) is due: the moment its
 * visitor was told (replyByText), which the desk shows and sorts by.
 */
export function leadReplyBy(receivedAt: string): Date {
  return replyDeadline(new Date(receivedAt)).at;
}
