/**
 * A sales lead's follow-up date on the desk: the agency's day someone means to chase it on, set
 * with its status. It is due on that day and overdue after it (the agency's days, IST:
 * docs/decisions/031), while the lead is still being worked: a won or lost lead keeps its date,
 * but nothing is due on it.
 */
import { agencyDay, agencyDayStart, formatAgencyTimeShort } from "~/lib/agency-time";
import type { LeadStatus } from "~/server/db.server";

/** The statuses a follow-up can be due in: the lead is still open. */
export const followUpStatuses = ["new", "contacted"] as const satisfies readonly LeadStatus[];

export interface FollowUp {
  /** The day, "2026-12-03". */
  day: string;
  /** "3 Dec" (with the year, "3 Dec 2027", when it is not near `now` nor in its year). */
  label: string;
  /** "due": today; "overdue": before today; null: later, or the lead is won or lost. */
  state: "due" | "overdue" | null;
}

export function followUp(
  lead: { status: LeadStatus | null; followUpOn: string | null },
  now: Date,
): FollowUp | null {
  const day = lead.followUpOn;
  if (!day || lead.status === null) return null;
  const open = (followUpStatuses as readonly LeadStatus[]).includes(lead.status);
  const today = agencyDay(now);
  return {
    day,
    label: followUpDayLabel(day, now),
    state: !open || day > today ? null : day === today ? "due" : "overdue",
  };
}

/**
 * A day as the desk's short times write it, without the hour: the table cell's form of the day's
 * first instant ("3 Dec 00:00", or "3 Dec 2027" for another year) without its "00:00".
 */
export function followUpDayLabel(day: string, now: Date): string {
  return formatAgencyTimeShort(agencyDayStart(day), now).replace(/ 00:00$/, "");
}
