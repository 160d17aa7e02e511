/**
 * A lead's history on its page: every save that changed its status, note, follow-up date or
 * owner (docs/decisions/035-a-leads-history-is-appended-with-each-save.md).
 */
import { formatAgencyTime, formatAgencyTimeShort } from "~/lib/agency-time";
import type { LeadChange } from "~/server/desk.server";
import { erasedTeammate, statusLabels } from "./desk-parts";
import { followUpDayLabel } from "./follow-up";

/**
 * Every save that changed the lead's status, note, follow-up date or owner, newest first: when
 * (the agency's time, in full on hover), who, the status's move, the new follow-up date and owner,
 * and the note as it was saved.
 * Under the oldest entry, where the lead stood before it, when that was more than a new lead with
 * no note: a lead worked before the history was kept
 * (docs/decisions/035-a-leads-history-is-appended-with-each-save.md).
 */
export function LeadHistory({
  history,
  workedBefore,
  now,
}: {
  history: readonly LeadChange[];
  /** Whether the lead shows a status or note change (the lines under its status). */
  workedBefore: boolean;
  now: Date;
}) {
  if (history.length === 0) {
    return (
      <p className="mt-2 text-sm text-muted-foreground">
        {workedBefore
          ? "No saves recorded yet: those from before the desk kept a history are not listed."
          : "Not worked yet: nobody has saved a status or a note."}
      </p>
    );
  }
  const oldest = history.at(-1)!;
  const startedWorked = oldest.statusFrom !== "new" || oldest.noteFrom !== null;
  return (
    <>
      <ol className="mt-3 space-y-4">
        {history.map((change, n) => (
          <li key={n} className="border-l-2 pl-3 text-sm">
            <p className="text-xs text-muted-foreground">
              <time dateTime={change.at} title={formatAgencyTime(change.at)}>
                {formatAgencyTimeShort(change.at, now)}
              </time>{" "}
              · <span className="break-words">{change.by ?? erasedTeammate}</span>
            </p>
            {change.statusFrom !== change.statusTo ? (
              <p className="mt-1">
                Status {statusLabels[change.statusFrom]}
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> to </span>
                <span className="font-semibold">{statusLabels[change.statusTo]}</span>
              </p>
            ) : null}
            {change.followUpFrom === change.followUpTo ? null : change.followUpTo === null ? (
              <p className="mt-1">Follow-up date removed</p>
            ) : (
              <p className="mt-1">
                Follow up on{" "}
                <time dateTime={change.followUpTo} className="font-semibold">
                  {followUpDayLabel(change.followUpTo, now)}
                </time>
              </p>
            )}
            {change.ownerFrom === change.ownerTo ? null : (
              <p className="mt-1 wrap-anywhere">
                Owner{" "}
                <span className="font-semibold">
                  {change.ownerTo === null
                    ? "nobody"
                    : change.ownerTo === ""
                      ? erasedTeammate
                      : change.ownerTo}
                </span>
              </p>
            )}
            {change.noteFrom === change.noteTo ? null : change.noteTo === null ? (
              <p className="mt-1">Note removed</p>
            ) : (
              <>
                <p className="mt-1">Note:</p>
                <blockquote className="mt-0.5 break-words whitespace-pre-wrap">
                  {change.noteTo}
                </blockquote>
              </>
            )}
          </li>
        ))}
      </ol>
      {startedWorked ? (
        <div className="mt-4 border-t pt-3 text-sm text-muted-foreground">
          <p>
            Before the desk began keeping this history: status {statusLabels[oldest.statusFrom]}
            {oldest.noteFrom === null ? ", no note." : ", with this note:"}
          </p>
          {oldest.noteFrom === null ? null : (
            <blockquote className="mt-0.5 break-words whitespace-pre-wrap">
              {oldest.noteFrom}
            </blockquote>
          )}
        </div>
      ) : null}
    </>
  );
}
