/**
 * A person's leads on a lead's page: the other leads from the same address, and the erasure,
 * which takes them all (docs/decisions/021-erasure-leaves-no-copy.md).
 */
import { buttonClasses } from "~/components/ui/button";
import { formatAgencyTimeShort } from "~/lib/agency-time";
import { pathTo, withQuery } from "~/route-paths";
import type { DeskLead, PersonLead } from "~/server/desk.server";
import { callRequestLabels } from "./call-details";
import { ReplyBy, StatusBadge, deskLinkClass, kindLabels } from "./desk-parts";
import { replyDue } from "./reply-due";

/** "1 lead", "3 leads": the erasure's button, and its refusal when their leads changed. */
export const leadCount = (n: number) => (n === 1 ? "1 lead" : `${n} leads`);

/** What a lead is, in the words of the list: "Video call request", "Contact message"… */
const kindText = (lead: { kind: PersonLead["kind"]; meeting: PersonLead["meeting"] }) =>
  lead.meeting ? callRequestLabels[lead.meeting] : kindLabels[lead.kind];

/**
 * A person's other leads, newest first, each a link that keeps the list this page was opened
 * from: what each is, when it came, its subject and where it stands.
 */
export function PersonLeadList({
  leads,
  now,
  listQuery,
}: {
  leads: readonly PersonLead[];
  now: Date;
  listQuery: Record<string, string | undefined>;
}) {
  return (
    <ul className="mt-3 space-y-3">
      {leads.map((each) => (
        <li key={each.id} className="text-sm">
          <a
            href={withQuery(pathTo("desk-lead", { id: each.id }), listQuery)}
            className={deskLinkClass}
          >
            {kindText(each)}, {formatAgencyTimeShort(each.createdAt, now)}
          </a>{" "}
          <StatusBadge status={each.status} />
          <ReplyBy due={replyDue(each, now)} formatTime={(at) => formatAgencyTimeShort(at, now)} />
          <p className="mt-0.5 break-words text-muted-foreground">{each.subject}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The erasure panel: what erasing the person removes, their leads by name, and the form, which
 * posts `namedLeads` (leadSetDigest of `personLeadIds`) so that nothing is erased if their leads
 * changed meanwhile.
 */
export function ErasePerson({
  lead,
  personLeads,
  personLeadIds,
  namedLeads,
  now,
}: {
  lead: DeskLead;
  personLeads: readonly PersonLead[];
  personLeadIds: readonly string[];
  namedLeads: string;
  now: Date;
}) {
  return (
    <section aria-labelledby="erase-heading" className="rounded-xl border bg-card p-5">
      <h2 id="erase-heading" className="text-lg font-semibold">
        Erase this person
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Removes every lead of {lead.email} with its history, mail and deliveries, their newsletter
        subscription and any desk sign-in, and leaves no readable copy in the database. Copies
        outside it (mailbox, Slack, CRM, calendar events added from here) must be deleted there.
      </p>
      <p className="mt-3 text-sm font-medium">
        {personLeads.length === 1
          ? "This is their only lead: it goes."
          : `All ${personLeads.length} of their leads go:`}
      </p>
      {personLeads.length > 1 ? (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
          {personLeads.map((each) => (
            <li key={each.id}>
              {each.id === lead.id ? "This one: " : null}
              {kindText(each)}, {formatAgencyTimeShort(each.createdAt, now)}
            </li>
          ))}
        </ul>
      ) : null}
      <form
        method="post"
        // Their leads' unsaved notes in this browser go too (app/shell/desk-drafts.ts).
        data-erase-drafts={personLeadIds.join(" ")}
        className="mt-3 space-y-3"
      >
        <input type="hidden" name="intent" value="erase" />
        {/* The leads named here: if another arrives before the post, nothing is erased. */}
        <input type="hidden" name="leads" value={namedLeads} />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
          <span>
            I understand that this erases{" "}
            {personLeads.length === 1 ? "this lead" : `these ${personLeads.length} leads`} and
            cannot be undone.
          </span>
        </label>
        <button
          type="submit"
          className={`${buttonClasses({ variant: "secondary", size: "sm" })} border-destructive text-destructive`}
        >
          Erase Everywhere ({leadCount(personLeads.length)})
        </button>
      </form>
    </section>
  );
}
