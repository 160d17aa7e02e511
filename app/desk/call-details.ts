/**
 * A call request as the team reads it, on the lead page and in the notification mail: the call's
 * name, how to meet (an invite to send, or a number to dial), the visitor's window in their own
 * words, and the same window in the agency's time, ready to call back. Stored values are the
 * form's ids (`discoveryCall`, `afternoon`, `video`); the labels come from where the form takes
 * them (facts and app/content/call-request.ts).
 */
import { callTimeWindows, type CallMeeting } from "~/content/call-request";
import { companyFacts } from "~/content/facts";
import {
  agencyZone,
  formatAgencySpan,
  wallTimeToInstant,
  zoneOffsetMinutes,
} from "~/lib/agency-time";
import { deskWeekFrom, weekdayOf, windowInIst } from "~/lib/call-windows";
import { siteConfig } from "~/site.config";

const deskWeek = deskWeekFrom(siteConfig.contact.businessHours);

export interface StoredCall {
  type: string;
  day: string;
  window: string;
  timeZone: string;
  meeting: CallMeeting;
}

const isCallType = (type: string): type is keyof typeof companyFacts.calls =>
  Object.hasOwn(companyFacts.calls, type);

/** The call's name ("Free consultation"), or the stored id of one the facts no longer hold. */
export const callName = (call: StoredCall): string =>
  isCallType(call.type) ? companyFacts.calls[call.type].name : call.type;

/** How to meet, as what the team is to do: the visitor chose a video call expecting an invite. */
const meetingLabels: Record<CallMeeting, string> = {
  video: "Video call (email them an invite)",
  phone: "Phone call",
};

/** A call request's kind in a few words, where a list names it: "Video call request". */
export const callRequestLabels: Record<CallMeeting, string> = {
  video: "Video call request",
  phone: "Phone call request",
};

/** How to meet, as a row ("Meeting", "Phone call"). */
export function meetingRow(call: StoredCall): [string, string] {
  return ["Meeting", meetingLabels[call.meeting]];
}

/**
 * The rows that describe a call request: what, how to meet, when in the visitor's zone, when in
 * ours.
 */
export function callDetails(call: StoredCall): Array<[string, string]> {
  const window = windowOf(call);
  return [
    ["Call", callName(call)],
    meetingRow(call),
    ["Their time", `${call.day}, ${window?.label ?? call.window}, ${call.timeZone}`],
    agencyWindowRow(call),
  ];
}

/**
 * A call request as the desk's list names it, in the agency's time, ready to call back:
 * "Free consultation, 2026-12-02 21:30 – 2026-12-03 01:30 IST (outside our hours)" (the stored
 * subject gives the visitor's window and zone, which the lead's page shows beside it).
 */
export function callSummary(call: StoredCall): string {
  return `${callName(call)}, ${agencyWindow(call)}`;
}

/** The window converted to the agency's zone, as a row ("In IST", "19:30–22:30 IST"). */
export function agencyWindowRow(call: StoredCall): [string, string] {
  return [`In ${agencyZone.label}`, agencyWindow(call)];
}

/**
 * The window converted to the agency's zone, or why it cannot be (an old or unknown value), and
 * whether it falls outside our desk hours that day, as the form told the visitor: someone then
 * calls outside them, or emails to agree another time.
 */
function agencyWindow(call: StoredCall) {
  const window = windowOf(call);
  if (!window) return `(no hours known for "${call.window}")`;
  const instants = instantsOf(call, window);
  // The form only accepts zones Intl knows; a stored one it no longer knows is shown as is.
  if (!instants) return `(cannot convert from ${call.timeZone})`;
  const span = formatAgencySpan(instants.from, instants.until);
  // The zone's offset when the window starts, which a DST change that day may have moved.
  const offset = zoneOffsetMinutes(call.timeZone, instants.from);
  const { fit } = windowInIst(window, offset, deskWeek, weekdayOf(call.day));
  return fit === "inside"
    ? span
    : `${span} (${fit === "partly" ? "partly " : ""}outside our hours)`;
}

/**
 * When the visitor's window starts and ends, as instants; null for a window or zone this code no
 * longer knows (the lead page then shows why, and offers no calendar event).
 */
export function callWindowInstants(call: StoredCall): { from: Date; until: Date } | null {
  const window = windowOf(call);
  return window ? instantsOf(call, window) : null;
}

/** The stored window's hours, if the form still offers it. */
const windowOf = (call: StoredCall) => callTimeWindows.find((w) => w.id === call.window);

/** The window's start and end on the stored day in the stored zone; null for a zone Intl lost. */
function instantsOf(
  call: StoredCall,
  window: { from: number; until: number },
): { from: Date; until: Date } | null {
  try {
    return {
      from: wallTimeToInstant(call.day, window.from, call.timeZone),
      until: wallTimeToInstant(call.day, window.until, call.timeZone),
    };
  } catch {
    return null;
  }
}
