/**
 * A lead's status panel on its page: where the team is with a sales lead (its status, who changed
 * it and its note last, its follow-up day and owner) and the form that saves all four, which says
 * so when a save was refused because a teammate changed the lead meanwhile. A newsletter sign-up
 * has no status: the panel says why.
 */
import { buttonClasses } from "~/components/ui/button";
import { agencyZone, formatAgencyTime } from "~/lib/agency-time";
import type { LeadStatus } from "~/server/db.server";
import type { DeskLead } from "~/server/desk.server";
import {
  FollowUpLine,
  PanelNotice,
  StatusBadge,
  deskInputClass,
  deskLabelClass,
  erasedTeammate,
  statusLabels,
  statusOrder,
} from "./desk-parts";
import { followUp, followUpDayLabel } from "./follow-up";

/**
 * A save refused because the lead changed after the page was loaded: what it had changed, each
 * left undefined where the saver changed nothing (the form then shows what is saved now).
 */
interface UnsavedStatus {
  status?: LeadStatus | undefined;
  note?: string | undefined;
  followUpOn?: string | undefined;
  owner?: string | undefined;
}

/**
 * When and by whom the status and the note last changed, in the agency's time: a colleague who
 * only edited the note leaves a trace too. One line when one save changed both.
 */
function changeLines(lead: DeskLead): string[] {
  const { statusChangedAt, statusChangedBy, noteChangedAt, noteChangedBy } = lead;
  const when = (at: string, by: string | null) =>
    `${formatAgencyTime(at)} by ${by ?? erasedTeammate}`;
  const noteChange = lead.statusNote === null ? "removed" : "changed";
  if (statusChangedAt && statusChangedAt === noteChangedAt && statusChangedBy === noteChangedBy) {
    const both =
      noteChange === "changed" ? "Status and note changed" : "Status changed and note removed";
    return [`${both} ${when(statusChangedAt, statusChangedBy)}`];
  }
  return [
    ...(statusChangedAt ? [`Status changed ${when(statusChangedAt, statusChangedBy)}`] : []),
    ...(noteChangedAt ? [`Note ${noteChange} ${when(noteChangedAt, noteChangedBy)}`] : []),
  ];
}

/** "status, note and owner". */
const andList = new Intl.ListFormat("en", { type: "conjunction" });

/**
 * The status panel: `owners` are whom the lead can be given to, `email` the signed-in
 * teammate's address, `unsaved` what a refused save had changed.
 */
export function StatusPanel({
  lead,
  owners,
  email,
  unsaved,
  notice,
  now,
}: {
  lead: DeskLead;
  owners: readonly string[];
  email: string;
  unsaved: UnsavedStatus | null;
  /** What the last save did ("Status saved."), shown in this panel. */
  notice?: string;
  now: Date;
}) {
  if (lead.status === null) {
    return (
      <section aria-labelledby="status-heading" className="rounded-xl border bg-card p-5">
        <h2 id="status-heading" className="text-lg font-semibold">
          Status
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          None: a newsletter sign-up is not sales work, so it has no status and stays out of the
          list of messages and calls.
        </p>
      </section>
    );
  }
  // What the refused save had changed, as the notice names it.
  const changedByYou = unsaved
    ? (
        [
          ["status", unsaved.status],
          ["note", unsaved.note],
          ["follow-up date", unsaved.followUpOn],
          ["owner", unsaved.owner],
        ] as const
      )
        .filter(([, value]) => value !== undefined)
        .map(([name]) => name)
    : [];
  const savedNote = lead.statusNote ?? "";
  const savedFollowUp = lead.followUpOn ?? "";
  return (
    <section aria-labelledby="status-heading" className="rounded-xl border bg-card p-5">
      <h2 id="status-heading" className="flex items-center gap-2 text-lg font-semibold">
        Status <StatusBadge status={lead.status} />
      </h2>
      {changeLines(lead).map((line) => (
        <p key={line} className="mt-1 text-xs text-muted-foreground">
          {line}
        </p>
      ))}
      <div className="mt-2">
        <FollowUpLine followUp={followUp(lead, now)} size="row" />
        <p className="text-sm wrap-anywhere">
          <span className="text-muted-foreground">Owner:</span> {lead.owner ?? "Nobody"}
        </p>
      </div>
      {notice ? <PanelNotice>{notice}</PanelNotice> : null}
      {unsaved ? (
        <div role="alert" className="mt-3 rounded-lg border border-destructive p-3 text-sm">
          <p>
            <strong>Not saved: this lead changed after you opened it.</strong> It is now{" "}
            {statusLabels[lead.status]},{" "}
            {lead.followUpOn
              ? `follow up on ${followUpDayLabel(lead.followUpOn, now)}`
              : "no follow-up date"}
            , {lead.owner ? `owned by ${lead.owner}` : "owned by nobody"}
            {savedNote ? ", with this note:" : ", with no note."}
          </p>
          {savedNote ? (
            <blockquote className="mt-2 border-l-2 pl-3 whitespace-pre-wrap">
              {savedNote}
            </blockquote>
          ) : null}
          <p className="mt-2">
            {changedByYou.length === 0
              ? "You had changed nothing: the form shows what is saved now."
              : changedByYou.length === 1
                ? `Your ${changedByYou[0]} is still in the form, the rest as saved now: save again to put it over this, or change it first.`
                : `Your ${andList.format(changedByYou)} are still in the form, the rest as saved now: save again to put them over this, or change them first.`}
          </p>
        </div>
      ) : null}
      <form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="status" />
        {/* What this page shows as saved: a save against a lead changed since is refused. */}
        <input type="hidden" name="seen_status" value={lead.status} />
        <input type="hidden" name="seen_note" value={savedNote} />
        <input type="hidden" name="seen_follow_up_on" value={savedFollowUp} />
        <input type="hidden" name="seen_owner" value={lead.owner ?? ""} />
        <fieldset>
          <legend className={deskLabelClass}>Status</legend>
          {/* The control the team uses most: each choice a 44 px target, two by two on a
              phone, the chosen one marked. */}
          <div className="mt-2 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            {statusOrder.map((status) => (
              <label
                key={status}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm has-checked:border-primary has-checked:bg-primary/10 has-checked:font-semibold"
              >
                <input
                  type="radio"
                  name="status"
                  value={status}
                  defaultChecked={(unsaved?.status ?? lead.status) === status}
                />
                {statusLabels[status]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="status-note" className={deskLabelClass}>
            Note
          </label>
          <textarea
            id="status-note"
            name="note"
            rows={3}
            maxLength={2000}
            defaultValue={unsaved?.note ?? savedNote}
            // Kept in the browser until saved (app/shell/desk-drafts.ts).
            data-draft-key={lead.id}
            data-draft-saved={savedNote}
            className={deskInputClass}
          />
          <p
            id="status-note-restored"
            data-draft-restored=""
            role="status"
            hidden
            className="mt-1 text-sm font-medium"
          >
            This note was typed here but not saved: save the status to keep it.
          </p>
          <p
            id="status-note-stale"
            data-draft-stale=""
            role="status"
            hidden
            className="mt-1 text-sm"
          >
            <strong>A note typed here earlier was not saved</strong>, and the saved note has changed
            since, so it is not put in the box. It read: “
            <span data-draft-text="" className="whitespace-pre-wrap" />
            ”. Copy what you still need: it is shown this once.
          </p>
        </div>
        <div>
          <label htmlFor="follow-up-on" className={deskLabelClass}>
            Follow up on <span className="font-normal">(optional)</span>
          </label>
          <input
            id="follow-up-on"
            name="follow_up_on"
            type="date"
            defaultValue={unsaved?.followUpOn ?? savedFollowUp}
            aria-describedby="follow-up-on-hint"
            className={deskInputClass}
          />
          <p id="follow-up-on-hint" className="mt-1 text-sm text-muted-foreground">
            The day to chase this lead ({agencyZone.label}); empty for none. It shows as due in the
            list from that day while the lead is New or Contacted.
          </p>
        </div>
        <div>
          <label htmlFor="lead-owner" className={deskLabelClass}>
            Owner
          </label>
          <select
            id="lead-owner"
            name="owner"
            defaultValue={unsaved?.owner ?? lead.owner ?? ""}
            className={deskInputClass}
          >
            <option value="">Nobody</option>
            {owners.map((address) => (
              <option key={address} value={address}>
                {address}
                {address === email ? " (you)" : ""}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses({ size: "sm" })}>
          Save Status
        </button>
      </form>
    </section>
  );
}
