import type { ReactNode } from "react";
import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/desk-lead";
import {
  DeskFrame,
  FollowUpLine,
  ReplyBy,
  StatusBadge,
  channelLabels,
  deskInputClass,
  deskLabelClass,
  kindLabels,
  statusLabels,
  statusOrder,
  subscriptionText,
} from "~/desk/desk-parts";
import { buttonClasses } from "~/components/ui/button";
import { callDetails, callRequestLabels, callWindowInstants } from "~/desk/call-details";
import { followUp, followUpDayLabel } from "~/desk/follow-up";
import { replyDue } from "~/desk/reply-due";
import { agencyZone, formatAgencyTime, formatAgencyTimeShort } from "~/lib/agency-time";
import { isCalendarDay } from "~/lib/calendar-day";
import { mailtoHref } from "~/lib/mailto";
import { pathTo, withQuery } from "~/route-paths";
import { siteConfig } from "~/site.config";
import {
  deskHeaders,
  deskRedirect,
  deskResponseHeaders,
  field,
  requireDeskSession,
  deskActionSession,
} from "~/server/desk-request.server";
import type { LeadChange, PersonLead } from "~/server/desk.server";
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
      <a href={pathTo("desk")} className={`mt-6 ${buttonClasses({ variant: "secondary" })}`}>
        Back to leads
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

export async function action({ request, context, params }: Route.ActionArgs) {
  const auth = await deskActionSession(request, context);
  if (!auth.ok) return auth.answer;
  const { services, session } = auth;
  const form = await request.formData();
  const intent = field(form, "intent", 40);
  const listQuery = listQueryOf(new URL(request.url));
  const here = pathTo("desk-lead", { id: params.id });
  if (intent === "status") {
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
      params.id,
      { status, note, followUpOn: followUpOn || null, owner: owner || null, by: session.email },
      {
        status: seenStatus,
        note: seenNote,
        followUpOn: seenFollowUpOn || null,
        owner: seenOwner || null,
      },
    );
    if (saved === "missing") throw leadNotFound(session.email);
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
    return deskRedirect(withQuery(here, { ...listQuery, done: "status" }));
  }
  if (intent === "retry") {
    const answer = await services.desk.retryDelivery(params.id, field(form, "delivery", 40));
    if (answer === "retried") services.wakeOutbox();
    return deskRedirect(withQuery(here, { ...listQuery, done: `retry-${answer}` }));
  }
  if (intent === "erase") {
    const lead = await services.desk.lead(params.id);
    if (!lead) throw leadNotFound(session.email);
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
  return data({ error: "Unknown action." }, { status: 400, headers: deskResponseHeaders });
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

const deliveryStatusLabels = {
  pending: "Waiting",
  sending: "Sending",
  sent: "Delivered",
  failed: "Failed",
} as const;

/** The setting that gives each channel its destination (README, "Lead deliveries"). */
const channelSettings = {
  mail: "SMTP_URL",
  webhook: "LEAD_WEBHOOK_URL",
  slack: "SLACK_WEBHOOK_URL",
} as const;

const linkClass = "font-medium text-primary underline";

const leadCount = (n: number) => (n === 1 ? "1 lead" : `${n} leads`);

/** What a lead is, in the words of the list: "Video call request", "Contact message"… */
const kindText = (lead: { kind: PersonLead["kind"]; meeting: PersonLead["meeting"] }) =>
  lead.meeting ? callRequestLabels[lead.meeting] : kindLabels[lead.kind];

/** A path the visitor saw on this site (stored as a path, never another site's address). */
function pageLink(path: string | null): ReactNode {
  if (!path) return "—";
  return path.startsWith("/") && !path.startsWith("//") ? (
    <a href={path} className={linkClass}>
      {path}
    </a>
  ) : (
    path
  );
}

/**
 * A phone number as typed, dialled as its digits (and a leading +); as text if it has none.
 * Without a country code the link dials it as a number of the caller's own country ("07700
 * 900123" from a UK visitor would ring an Indian number): the page says so beside it.
 */
function phoneLink(phone: string | null): ReactNode {
  if (!phone) return "—";
  const dial = phone.replace(/(?!^\+)[^\d]/g, "");
  if (!/\d{3}/.test(dial)) return phone;
  return (
    <>
      <a href={`tel:${dial}`} className={linkClass}>
        {phone}
      </a>
      {dial.startsWith("+") ? null : (
        <span className="block text-xs text-muted-foreground">
          No country code: check where they are before you dial.
        </span>
      )}
    </>
  );
}

type ShownLead = Route.ComponentProps["loaderData"]["lead"];

/** Who made a change whose teammate was erased (erasePerson): the change stays, who made it goes. */
const erasedTeammate = "a person since erased";

/**
 * When and by whom the status and the note last changed, in the agency's time: a colleague who
 * only edited the note leaves a trace too. One line when one save changed both.
 */
function changeLines(lead: ShownLead): string[] {
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

export default function DeskLeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    lead,
    personLeads,
    personLeadIds,
    namedLeads,
    listQuery,
    deliveries,
    history,
    owners,
    configured,
    email,
    notice,
  } = loaderData;
  const now = new Date(loaderData.now);
  const otherLeads = personLeads.filter((each) => each.id !== lead.id);
  const due = replyDue(lead, now);
  // What became of a subscription since: an unsubscribe does not change the lead.
  const subscriptionRows: Array<[string, ReactNode]> =
    lead.kind === "newsletter"
      ? [["Subscription", subscriptionText(lead.subscription, formatAgencyTime)]]
      : [];
  const rows: Array<[string, ReactNode]> = [
    // A call request's type says how to meet, as the list does.
    ["Type", lead.call ? callRequestLabels[lead.call.meeting] : kindLabels[lead.kind]],
    ...subscriptionRows,
    ["Received", formatAgencyTime(lead.createdAt)],
    // While it is new: when the visitor was told to expect a reply, and whether that has passed.
    ...(due
      ? ([
          [
            "Reply by",
            <ReplyBy key="reply-by" due={due} formatTime={formatAgencyTime} size="row" />,
          ],
        ] as Array<[string, ReactNode]>)
      : []),
    [
      "Email",
      <a
        key="email"
        href={mailtoHref(lead.email, { subject: `Re: ${lead.subject}` })}
        className={linkClass}
      >
        {lead.email}
      </a>,
    ],
    ["Phone", phoneLink(lead.phone)],
    ["Sent from", pageLink(lead.sourcePage)],
    ["Landing page", pageLink(lead.attribution.landingPage)],
    ["Referrer", lead.attribution.referrerHost ?? "—"],
    [
      "Campaign",
      [lead.attribution.utmCampaign, lead.attribution.utmSource, lead.attribution.utmMedium]
        .filter(Boolean)
        .join(" · ") || "—",
    ],
    ["Estimate", pageLink(lead.attribution.estimate)],
    ...(lead.call
      ? callDetails(lead.call)
      : ([["Services", lead.services.join(", ") || "—"]] as Array<[string, ReactNode]>)),
    // Whoever takes the call holds the visitor's window in their own calendar.
    ...(lead.call && callWindowInstants(lead.call)
      ? ([
          [
            "Calendar",
            <a
              key="calendar"
              href={pathTo("desk-call-event", { id: lead.id })}
              download
              className={linkClass}
            >
              Add the window to your calendar (.ics)
            </a>,
          ],
        ] as Array<[string, ReactNode]>)
      : []),
  ];
  const noticeText = notice ? notices[notice] : undefined;
  const error = actionData && "error" in actionData ? actionData.error : null;
  /** A save refused because the lead changed after this page was loaded: what it would have saved. */
  const unsaved = actionData && "unsaved" in actionData ? actionData.unsaved : null;
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
    <DeskFrame title={lead.name || lead.email} email={email} current="lead">
      <p>
        <a
          href={withQuery(pathTo("desk"), listQuery)}
          className="text-sm font-semibold text-primary underline"
        >
          ← All leads
        </a>
      </p>
      {noticeText ? (
        <p role="status" className="mt-4 rounded-lg border border-success p-3 font-medium">
          {noticeText}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-destructive p-3 font-medium">
          {error}
        </p>
      ) : null}
      {/* On a phone: the lead, then its status and history, then the person's other leads (the
          status form sat under those, a long scroll down); from lg, the status column beside
          both. Row two takes the column's extra height, so nothing gapes under the lead. */}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[3fr_2fr] lg:grid-rows-[auto_1fr]">
        <section
          aria-labelledby="lead-heading"
          className="min-w-0 rounded-xl border bg-card p-5 lg:col-start-1 lg:row-start-1"
        >
          <h2 id="lead-heading" className="text-lg font-semibold">
            {lead.subject}
          </h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-muted-foreground">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
          {lead.message ? (
            <>
              <h3 className="mt-6 text-sm font-semibold">Message</h3>
              <p className="mt-2 text-sm break-words whitespace-pre-wrap">{lead.message}</p>
            </>
          ) : null}
        </section>
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {lead.status === null ? (
            <section aria-labelledby="status-heading" className="rounded-xl border bg-card p-5">
              <h2 id="status-heading" className="text-lg font-semibold">
                Status
              </h2>
              <p className="mt-2 text-sm text-muted-foreground">
                None: a newsletter sign-up is not sales work, so it has no status and stays out of
                the list of messages and calls.
              </p>
            </section>
          ) : (
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
                  <span className="text-muted-foreground">Owner:</span> {lead.owner ?? "nobody"}
                </p>
              </div>
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
                  <div className="mt-2 flex flex-wrap gap-3">
                    {statusOrder.map((status) => (
                      <label key={status} className="flex items-center gap-1.5 text-sm">
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
                    <strong>A note typed here earlier was not saved</strong>, and the saved note has
                    changed since, so it is not put in the box. It read: “
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
                    The day to chase this lead ({agencyZone.label}); empty for none. It shows as due
                    in the list from that day while the lead is New or Contacted.
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
                  Save status
                </button>
              </form>
            </section>
          )}
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
          <section aria-labelledby="deliveries-heading" className="rounded-xl border bg-card p-5">
            <h2 id="deliveries-heading" className="text-lg font-semibold">
              Deliveries
            </h2>
            {deliveries.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">None.</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {deliveries.map((delivery) => (
                  <li key={delivery.id} className="rounded-lg border p-3 text-sm">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold">{channelLabels[delivery.channel]}</span>
                      <span>{deliveryStatusLabels[delivery.status]}</span>
                    </div>
                    <p className="mt-1 text-muted-foreground">
                      {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
                      {delivery.lastStatus !== null
                        ? `, last answer HTTP ${delivery.lastStatus}`
                        : ""}
                      {delivery.status === "sent"
                        ? `, delivered ${formatAgencyTime(delivery.sentAt)}`
                        : delivery.status === "pending" && delivery.attempts > 0
                          ? `, next try ${formatAgencyTime(delivery.nextAttemptAt)}`
                          : ""}
                    </p>
                    {/* Said once: a refusal's error is its status, already on the line above. */}
                    {delivery.lastError &&
                    delivery.status !== "sent" &&
                    delivery.lastError !== `HTTP ${delivery.lastStatus}` ? (
                      <p className="mt-1 break-words text-muted-foreground">{delivery.lastError}</p>
                    ) : null}
                    {delivery.status === "pending" && !configured[delivery.channel] ? (
                      <p className="mt-1 font-medium">
                        This server has no {channelSettings[delivery.channel]} set, so it waits for
                        one that does.
                      </p>
                    ) : null}
                    {delivery.channel !== "mail" &&
                    configured[delivery.channel] &&
                    (delivery.status === "failed" || delivery.status === "pending") ? (
                      <form method="post" className="mt-2">
                        <input type="hidden" name="intent" value="retry" />
                        <input type="hidden" name="delivery" value={delivery.id} />
                        <button
                          type="submit"
                          className={buttonClasses({ variant: "secondary", size: "sm" })}
                        >
                          Retry now
                        </button>
                      </form>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="erase-heading" className="rounded-xl border bg-card p-5">
            <h2 id="erase-heading" className="text-lg font-semibold">
              Erase this person
            </h2>
            <p className="mt-2 text-sm text-muted-foreground">
              Removes every lead of {lead.email} with its history, mail and deliveries, their
              newsletter subscription and any desk sign-in, and leaves no readable copy in the
              database. Copies outside it (mailbox, Slack, CRM, calendar events added from here)
              must be deleted there.
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
                Erase everywhere ({leadCount(personLeads.length)})
              </button>
            </form>
          </section>
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

/**
 * A person's other leads, newest first, each a link that keeps the list this page was opened
 * from: what each is, when it came, its subject and where it stands.
 */
function PersonLeadList({
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
            className={linkClass}
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
 * Every save that changed the lead's status, note, follow-up date or owner, newest first: when
 * (the agency's time, in full on hover), who, the status's move, the new follow-up date and owner,
 * and the note as it was saved.
 * Under the oldest entry, where the lead stood before it, when that was more than a new lead with
 * no note: a lead worked before the history was kept
 * (docs/decisions/035-a-leads-history-is-appended-with-each-save.md).
 */
function LeadHistory({
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
