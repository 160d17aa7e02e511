/**
 * A lead's reply deadline on the desk: the one its visitor was told (app/lib/reply-by.ts), for a
 * sales lead nobody has answered yet (still New). A newsletter sign-up asks for no reply.
 */
import { agencyZone, isMidnightIn } from "~/lib/agency-time";
import { leadReplyBy } from "~/lib/reply-by";
import type { LeadKind, LeadStatus } from "~/server/db.server";

export interface ReplyDue {
  /** When the reply is due (ISO). */
  at: string;
  /** Milliseconds until then; negative once it has passed. */
  leftMs: number;
  overdue: boolean;
}

export function replyDue(
  lead: { kind: LeadKind; status: LeadStatus | null; createdAt: string },
  now: Date,
): ReplyDue | null {
  if (lead.kind === "newsletter" || lead.status !== "new") return null;
  const at = leadReplyBy(lead.createdAt);
  const leftMs = at.getTime() - now.getTime();
  return { at: at.toISOString(), leftMs, overdue: leftMs < 0 };
}

/**
 * The deadline as the desk shows it: one due at midnight IST shows as the minute before ("30 Nov
 * 23:59"), the end of the day its visitor was told ("by the end of Monday 30 November IST"), not
 * as the next day's "1 Dec 00:00", which reads as a day later than meant.
 */
export function shownDeadline(at: string): string {
  return isMidnightIn(agencyZone.id, new Date(at))
    ? new Date(Date.parse(at) - 60_000).toISOString()
    : at;
}

/** How long ago, as the list says it: "just now" under a minute, else "40 min ago". */
export const agoText = (ms: number) => (ms < 60_000 ? "just now" : `${spanText(ms)} ago`);

/** A span as the desk says it, rounded down: "40 min", "5 h", "3 days". */
export function spanText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}
