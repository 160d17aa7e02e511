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

/**
 * How the call is held. A video call is the default: most of our clients are abroad, and a
 * product lead in London or New York expects an invite by email, not a call from an unknown +91
 * number. A phone call needs their number; a video call only their email.
 */
export const callMeetings = [
  { id: "video", label: "Video call", note: "we email you an invite" },
  { id: "phone", label: "Phone call" },
] as const;

export type CallMeeting = (typeof callMeetings)[number]["id"];

/** The meeting the form starts on. */
export const defaultCallMeeting: CallMeeting = "video";

/**
 * The meeting of a request that names none: a lead stored before the form asked (or a page from
 * then, posted later) came from a form that asked for a phone number to call.
 */
export const unstatedCallMeeting: CallMeeting = "phone";

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
 * When in the visitor's day we may call: `from` and `until` are hours of the visitor's clock. The
 * form says beside each window whether it falls inside our desk hours (app/lib/call-windows.ts);
 * the desk and the notification mail convert it to the agency's time (app/desk/call-details.ts).
 * The early and late windows give the Americas a time inside our hours: New York's 7:00–9:00 is
 * 17:30–19:30 IST, Los Angeles' 20:00–22:00 is 9:30–11:30 IST the next morning.
 */
export const callTimeWindows = [
  { id: "early", label: "Early morning (7:00–9:00)", from: 7, until: 9 },
  { id: "morning", label: "Morning (9:00–12:00)", from: 9, until: 12 },
  { id: "afternoon", label: "Afternoon (12:00–16:00)", from: 12, until: 16 },
  { id: "evening", label: "Evening (16:00–20:00)", from: 16, until: 20 },
  { id: "late", label: "Late evening (20:00–22:00)", from: 20, until: 22 },
] as const;

/** The window the form starts on. */
export const defaultCallWindow: (typeof callTimeWindows)[number]["id"] = "morning";

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
