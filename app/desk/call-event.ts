/**
 * A call request's window as a calendar event (iCalendar, RFC 5545), for the team's own
 * calendar: the desk's lead page offers it as a file, so whoever takes the call holds the window
 * the visitor asked for, and a link to the lead for how to reach them. The event is the visitor's
 * whole window: the team calls within it (or emails to agree a time, when it is outside our hours).
 */
import { callName, callWindowInstants, type StoredCall } from "./call-details";
import { siteConfig } from "~/site.config";

export interface CallEventLead {
  id: string;
  name: string;
  call: StoredCall;
}

/** 2026-12-02T16:00:00.000Z → 20261202T160000Z. */
const icsTime = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545, 3.3.11). A lone
 * CR counts as a break: some calendars end a line at one, and a lead stored before the forms
 * refused line breaks in one-line fields could carry it into a property of its own.
 */
const icsText = (text: string) =>
  text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, "\\n");

const utf8 = new TextEncoder();

/**
 * A content line folded to 75 octets, continuation lines starting with a space (3.1), without
 * splitting a UTF-8 character: a name in Devanagari is three bytes a letter.
 */
function folded(line: string): string {
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = "";
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join("\r\n ");
}

/**
 * The event as an .ics file's text, or null when the window cannot be placed in time (a window
 * or zone this code no longer knows). `leadUrl` is the lead's page on the desk; `now` stamps it.
 */
export function callEvent(lead: CallEventLead, leadUrl: string, now: Date): string | null {
  const window = callWindowInstants(lead.call);
  if (!window) return null;
  // The person's name only: a team calendar (often shared, often a provider's) is a copy the
  // desk's erasure cannot reach, so their email and phone stay on the desk, one link away.
  const who = lead.name || "a visitor";
  const meeting =
    lead.call.meeting === "video"
      ? "Video call: email them the invite (their address is on the desk)."
      : "Phone call: their number is on the desk.";
  const description = [
    `${callName(lead.call)} with ${who}, within the window they asked for.`,
    meeting,
    `On the desk: ${leadUrl}`,
  ].join("\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(siteConfig.brandName)}//Desk//EN`,
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    // One event per lead: downloading it again updates the same event, not a second one.
    `UID:call-${lead.id}@${new URL(leadUrl).host}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(window.from)}`,
    `DTEND:${icsTime(window.until)}`,
    `SUMMARY:${icsText(`${callName(lead.call)}: ${who}`)}`,
    `DESCRIPTION:${icsText(description)}`,
    `URL:${leadUrl}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(folded).join("\r\n")}\r\n`;
}
