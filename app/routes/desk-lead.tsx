import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/desk-lead";
import { DeskFrame } from "~/desk/desk-parts";
import { buttonClasses } from "~/components/ui/button";
import { LeadDetails } from "~/desk/lead-details";
import { LeadDeliveries, channelSettings } from "~/desk/lead-deliveries";
import { LeadHistory } from "~/desk/lead-history";
import { StatusPanel } from "~/desk/lead-status";
import { ErasePerson, PersonLeadList, leadCount } from "~/desk/person-leads";
import { isCalendarDay } from "~/lib/calendar-day";
import { pathTo, withQuery } from "~/route-paths";
import { siteConfig } from "~/site.config";
import {
  deskHeaders,
  deskRedirect,
  deskResponseHeaders,
  field,
  requireDeskSession,
  deskActionSession,
  type DeskRequest,
} from "~/server/desk-request.server";
import { isPersonLeadsChanged, leadSetDigest, type CopyLeft } from "~/server/desk-privacy.server";
import { isLeadStatus, leadFilterOf, leadListQuery } from "~/server/lead-filter.server";

/** The person's name first: several leads open in tabs are told apart by it. */
export const meta = ({ loaderData }: Route.MetaArgs) => [
  {
    title: `${loaderData?.lead ? `${loaderData.lead.name} · ` : ""}Lead | Desk | ${siteConfig.brandName}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = deskHeaders;

/**
 * No lead by this id: erased at the person's request, or the link is cut short. The desk says so
 * in its own frame (ErrorBoundary below), not with the public site's "page not found".
 */
function leadNotFound(email: string) {
  return data({ deskEmail: email }, { status: 404, headers: deskResponseHeaders });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const { deskEmail } = error.data as { deskEmail: string };
  return (
    <DeskFrame title="Lead not found" email={deskEmail} current="lead">
      <p className="mt-8 max-w-prose text-muted-foreground">
        There is no lead at this address. It may have been erased at the person&rsquo;s request,
        which takes all their leads, or the link may be incomplete.
      </p>
      <a
        href={pathTo("desk")}
        data-desk-back=""
        className={`mt-6 ${buttonClasses({ variant: "secondary" })}`}
      >
        Back to Leads
      </a>
    </DeskFrame>
  );
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, session } = await requireDeskSession(request, context);
  const lead = await services.desk.lead(params.id);
  if (!lead) throw leadNotFound(session.email);
  const url = new URL(request.url);
  const personLeads = await services.desk.personLeads(lead.email);
  const filters = leadFilterOf(url.searchParams);
  // The lead after this one in the list it was opened from, in that list's order: found from
  // this lead's own place, so it is there even when a save has just taken this lead out of
  // the list (a reply sent takes a lead off "Reply due").
  const [nextLead] = await services.desk.listLeads({
    ...filters,
    me: session.email,
    after: {
      createdAt: lead.createdAt,
      id: lead.id,
      followUpOn: filters.status === "follow-up" ? lead.followUpOn : undefined,
    },
    limit: 1,
  });
  return {
    email: session.email,
    /** When the page was read: whether the reply is overdue, and the short times' year. */
    now: new Date().toISOString(),
    lead,
    /** Every lead from this address, this one included, newest first: erasing takes them all. */
    personLeads,
    personLeadIds: personLeads.map((each) => each.id),
    /** What the erasure form posts: the leads it names, checked when it is sent. */
    namedLeads: leadSetDigest(personLeads.map((each) => each.id)),
    /** The list this lead was opened from (filters, search, page): "All leads" goes back to it. */
    listQuery: listQueryOf(url),
    /** The next lead of that list, if any: a queue is worked one lead after another. */
    nextLeadId: nextLead?.id ?? null,
    deliveries: await services.desk.deliveries(lead.id),
    /**
     * Every save that changed its status, note, follow-up date or owner, newest first; a sign-up
     * has no status.
     */
    history: lead.status === null ? [] : await services.desk.history(lead.id),
    /**
     * Whom a sales lead can be given to: the team (DESK_EMAILS), and its owner now should they
     * have left the list since (a save leaves them unless changed).
     */
    owners: [
      ...new Set([...services.env.DESK_EMAILS, ...(lead.owner ? [lead.owner] : [])]),
    ].toSorted(),
    /** Channels this server can send: a delivery to one it cannot waits, and says why. */
    configured: {
      mail: services.env.SMTP_URL !== undefined,
      webhook: services.env.LEAD_WEBHOOK_URL !== undefined,
      slack: services.env.SLACK_WEBHOOK_URL !== undefined,
    } satisfies Record<keyof typeof channelSettings, boolean>,
    notice: url.searchParams.get("done"),
  };
}

/** The list's query a lead's page carries, read as the list reads it (anything else dropped). */
const listQueryOf = (url: URL) => leadListQuery(leadFilterOf(url.searchParams));

/** What each of the action's intents works with. */
interface LeadPost {
  services: DeskRequest["services"];
  /** The signed-in teammate's address. */
  email: string;
  /** The lead's id, from its address. */
  id: string;
  /** The lead's page, which a save or a retry comes back to. */
  here: string;
  form: FormData;
  /** The list the page was opened from, which the redirect after the post keeps. */
  listQuery: Record<string, string | undefined>;
}

/**
 * A post from the lead's page, by its intent: save the status ("status"), try a delivery again
 * ("retry") or erase the person ("erase").
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const auth = await deskActionSession(request, context);
  if (!auth.ok) return auth.answer;
  const form = await request.formData();
  const post: LeadPost = {
    services: auth.services,
    email: auth.session.email,
    id: params.id,
    here: pathTo("desk-lead", { id: params.id }),
    form,
    listQuery: listQueryOf(new URL(request.url)),
  };
  switch (field(form, "intent", 40)) {
    case "status":
      return postStatus(post);
    case "retry":
      return postRetry(post);
    case "erase":
      return postErase(post);
    default:
      return data({ error: "Unknown action." }, { status: 400, headers: deskResponseHeaders });
  }
}

/**
 * Saves the status, note, follow-up date and owner, unless the lead changed since the page
 * showed it: then the page shows what is saved, with what this person had changed kept in the
 * form.
 */
async function postStatus({ services, email, id, here, form, listQuery }: LeadPost) {
  const status = field(form, "status", 20);
  const seenStatus = field(form, "seen_status", 20);
  if (!isLeadStatus(status)) {
    return data({ error: "Choose a status." }, { status: 400, headers: deskResponseHeaders });
  }
  if (!isLeadStatus(seenStatus)) {
    // A page from before the desk compared saves with what they replace: it cannot say.
    return data(
      { error: "This page is out of date: reload it, then save again." },
      { status: 400, headers: deskResponseHeaders },
    );
  }
  const note = field(form, "note", 2000);
  // "": none. A browser without a date picker sends what was typed: only a day is taken.
  const followUpOn = field(form, "follow_up_on", 20).trim();
  if (followUpOn !== "" && !isCalendarDay(followUpOn)) {
    return data(
      { error: "Enter the follow-up date as a day, like 2026-12-03, or leave it empty." },
      { status: 400, headers: deskResponseHeaders },
    );
  }
  const seenFollowUpOn = field(form, "seen_follow_up_on", 20);
  // Nobody, a teammate on DESK_EMAILS, or the owner the page showed (kept, though they left it).
  const owner = field(form, "owner", 254).trim().toLowerCase();
  const seenOwner = field(form, "seen_owner", 254);
  if (owner !== "" && owner !== seenOwner && !services.env.DESK_EMAILS.includes(owner)) {
    return data(
      { error: "Choose the owner from the team's addresses, or Nobody." },
      { status: 400, headers: deskResponseHeaders },
    );
  }
  const seenNote = field(form, "seen_note", 2000);
  const saved = await services.desk.setStatus(
    id,
    { status, note, followUpOn: followUpOn || null, owner: owner || null, by: email },
    {
      status: seenStatus,
      note: seenNote,
      followUpOn: seenFollowUpOn || null,
      owner: seenOwner || null,
    },
  );
  if (saved === "missing") throw leadNotFound(email);
  if (saved === "no-status") {
    return data(
      { error: "A newsletter sign-up has no sales status." },
      { status: 400, headers: deskResponseHeaders },
    );
  }
  if (saved === "changed") {
    // The page now shows what is saved; the form keeps only what this person changed, the rest
    // taking the saved values. Keeping all four put back, on the next save, what the page had
    // first shown over a teammate's work (their status and note, gone).
    const mine = <T,>(value: T, seen: T) => (value === seen ? undefined : value);
    return data(
      {
        unsaved: {
          status: mine(status, seenStatus),
          note: mine(note, seenNote),
          followUpOn: mine(followUpOn, seenFollowUpOn),
          owner: mine(owner, seenOwner),
        },
      },
      { status: 409, headers: deskResponseHeaders },
    );
  }
  return deskRedirect(`${withQuery(here, { ...listQuery, done: "status" })}#status-heading`);
}

/** Tries a delivery again now, unless it has arrived or is being sent, and says which. */
async function postRetry({ services, id, here, form, listQuery }: LeadPost) {
  const answer = await services.desk.retryDelivery(id, field(form, "delivery", 40));
  if (answer === "retried") services.wakeOutbox();
  return deskRedirect(
    `${withQuery(here, { ...listQuery, done: `retry-${answer}` })}#deliveries-heading`,
  );
}

/** Erases the person everywhere, if the page named all their leads, and goes back to the list. */
async function postErase({ services, email, id, form, listQuery }: LeadPost) {
  const lead = await services.desk.lead(id);
  if (!lead) throw leadNotFound(email);
  if (field(form, "confirm", 10) !== "yes") {
    return data(
      { error: "Tick the box to confirm the erasure." },
      { status: 400, headers: deskResponseHeaders },
    );
  }
  // The page named the leads that would go: if the person sent another since (or one went),
  // it did not name what would be erased, and nothing is.
  let erased;
  try {
    erased = await services.desk.erasePerson(lead.email, field(form, "leads", 100));
  } catch (error) {
    if (!isPersonLeadsChanged(error)) throw error;
    return data(
      {
        error: `Not erased: the leads from ${lead.email} changed after this page listed them (${leadCount(error.leadIds.length)} now). Check the list below and confirm again.`,
      },
      { status: 409, headers: deskResponseHeaders },
    );
  }
  return deskRedirect(
    withQuery(pathTo("desk"), {
      ...listQuery,
      erased: erasedNotice[erased.copyLeft],
    }),
  );
}

/** The list's notice after an erasure (app/routes/desk.tsx), by what copy may be left. */
const erasedNotice: Record<CopyLeft, string> = {
  none: "1",
  "write-ahead-log": "log",
  "vacuum-failed": "vacuum",
};

const notices: Record<string, string> = {
  status: "Status saved.",
  "retry-retried": "The delivery will be tried again now.",
  "retry-sent": "That delivery has already arrived; it is not sent twice.",
  "retry-sending": "That delivery is being sent at this moment; its outcome shows here shortly.",
  "retry-missing": "There is no such delivery for this lead any more.",
};

export default function DeskLeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    lead,
    personLeads,
    personLeadIds,
    namedLeads,
    listQuery,
    nextLeadId,
    deliveries,
    history,
    owners,
    configured,
    email,
    notice,
  } = loaderData;
  const now = new Date(loaderData.now);
  const otherLeads = personLeads.filter((each) => each.id !== lead.id);
  // What the last action did, said in the panel it was taken in (PanelNotice).
  const noticeText = notice ? notices[notice] : undefined;
  const statusNotice = notice === "status" ? noticeText : undefined;
  const deliveryNotice = notice?.startsWith("retry-") ? noticeText : undefined;
  const error = actionData && "error" in actionData ? actionData.error : null;
  /**
   * A save refused because the lead changed after this page was loaded: what it would have
   * saved.
   */
  const unsaved = actionData && "unsaved" in actionData ? actionData.unsaved : null;
  return (
    <DeskFrame title={lead.name || lead.email} email={email} current="lead">
      <p className="flex flex-wrap justify-between gap-3">
        <a
          href={withQuery(pathTo("desk"), listQuery)}
          data-desk-back=""
          className="text-sm font-semibold text-primary underline"
        >
          ← All leads
        </a>
        {nextLeadId ? (
          <a
            href={withQuery(pathTo("desk-lead", { id: nextLeadId }), listQuery)}
            className="text-sm font-semibold text-primary underline"
          >
            Next Lead →
          </a>
        ) : null}
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-destructive p-3 font-medium">
          {error}
        </p>
      ) : null}
      {/* On a phone: the lead, then its status and history, then the person's other leads (the
          status form sat under those, a long scroll down); from lg, the status column beside
          both. Row two takes the column's extra height, so nothing gapes under the lead. */}
      {/* wrap-anywhere, inherited: a visitor's long address or unbroken subject breaks
          wherever it must in every panel (the erase text, the other leads' heading) instead of
          pushing the page sideways on a phone. */}
      <div className="mt-6 grid items-start gap-6 wrap-anywhere lg:grid-cols-[3fr_2fr] lg:grid-rows-[auto_1fr]">
        <section
          aria-labelledby="lead-heading"
          className="min-w-0 rounded-xl border bg-card p-5 lg:col-start-1 lg:row-start-1"
        >
          <LeadDetails lead={lead} now={now} />
        </section>
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <StatusPanel
            lead={lead}
            owners={owners}
            email={email}
            unsaved={unsaved}
            notice={statusNotice}
            now={now}
          />
          {lead.status === null ? null : (
            <section aria-labelledby="history-heading" className="rounded-xl border bg-card p-5">
              <h2 id="history-heading" className="text-lg font-semibold">
                History
              </h2>
              <LeadHistory
                history={history}
                workedBefore={lead.statusChangedAt !== null || lead.noteChangedAt !== null}
                now={now}
              />
            </section>
          )}
          <LeadDeliveries deliveries={deliveries} configured={configured} notice={deliveryNotice} />
          <ErasePerson
            lead={lead}
            personLeads={personLeads}
            personLeadIds={personLeadIds}
            namedLeads={namedLeads}
            now={now}
          />
        </div>
        <section
          aria-labelledby="person-heading"
          className="min-w-0 rounded-xl border bg-card p-5 lg:col-start-1 lg:row-start-2"
        >
          <h2 id="person-heading" className="text-lg font-semibold">
            Other leads from {lead.email}
          </h2>
          {otherLeads.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">None: this is their only lead.</p>
          ) : (
            <PersonLeadList leads={otherLeads} now={now} listQuery={listQuery} />
          )}
        </section>
      </div>
    </DeskFrame>
  );
}
