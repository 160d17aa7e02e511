/**
 * The request-a-call form: what booking falls back to when the scheduling provider cannot load
 * (offline, a company firewall, a privacy extension), in the booking modal and on /book. Pure
 * data; the schema is `callRequestSchemaAt` in app/forms/schemas.ts.
 */
import { pathTo, withQuery } from "../route-paths";
import type { BookingEventKey } from "../site.config";

/** The two calls, as the form offers them (their facts are in ./facts). */
export const callTypes = [
  "freeConsultation",
  "discoveryCall",
] as const satisfies readonly BookingEventKey[];

/** URL values of /book?call=…, one per call type. */
export const callSlugs: Record<BookingEventKey, string> = {
  freeConsultation: "free-consultation",
  discoveryCall: "discovery-call",
};

/** /book for one call: where a booking button leads without JavaScript or with a modified click. */
export function bookPagePath(event: BookingEventKey): string {
  return withQuery(pathTo("book"), { call: callSlugs[event] });
}

/**
 * When in the visitor's day we may call: `start` and `end` in their own time ("HH:MM"); the form
 * says beside each which fall inside our desk hours in IST (app/lib/call-windows.ts).
 */
export const callTimeWindows = [
  { id: "morning", label: "Morning (9:00–12:00)", start: "09:00", end: "12:00" },
  { id: "afternoon", label: "Afternoon (12:00–16:00)", start: "12:00", end: "16:00" },
  { id: "evening", label: "Evening (16:00–20:00)", start: "16:00", end: "20:00" },
] as const;

/**
 * Time zones the form offers, where the agency's clients are. With JavaScript the browser's own
 * zone is preselected, added to the list when it is not on it; without, India's is.
 */
export const callTimeZones = [
  "Asia/Kolkata",
  "Asia/Dubai",
  "Asia/Singapore",
  "Asia/Tokyo",
  "Australia/Sydney",
  "Europe/London",
  "Europe/Berlin",
  "Africa/Lagos",
  "Africa/Nairobi",
  "America/New_York",
  "America/Chicago",
  "America/Los_Angeles",
  "UTC",
] as const;

/** How far ahead a visitor may ask to be called. */
export const callRequestDaysAhead = 60;
