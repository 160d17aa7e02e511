import type { ReactNode } from "react";
import { data } from "react-router";
import type { Route } from "./+types/desk-lead";
import {
  DeskFrame,
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
import { callDetails, callRequestLabels } from "~/desk/call-details";
import { formatAgencyTime } from "~/lib/agency-time";
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
import { isLeadStatus } from "~/server/desk.server";

export const meta = () => [
  { title: `Lead | Desk | ${siteConfig.brandName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = deskHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, session } = await requireDeskSession(request, context);
  const lead = await services.desk.lead(params.id);
  if (!lead) throw data(null, { status: 404, headers: deskResponseHeaders });
  const url = new URL(request.url);
  return {
    email: session.email,
    lead,
    personLeadIds: await services.desk.leadIdsOf(lead.email),
    deliveries: await services.desk.deliveries(lead.id),
    /** Channels this server can send: a delivery to one it cannot waits, and says why. */
    configured: {
      mail: services.env.SMTP_URL !== undefined,
      webhook: services.env.LEAD_WEBHOOK_URL !== undefined,
      slack: services.env.SLACK_WEBHOOK_URL !== undefined,
    } satisfies Record<keyof typeof channelSettings, boolean>,
    notice: url.searchParams.get("done"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const auth = await deskActionSession(request, context);
  if (!auth.ok) return auth.answer;
  const { services, session } = auth;
  const form = await request.formData();
  const intent = field(form, "intent", 40);
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
    const saved = await services.desk.setStatus(
      params.id,
      { status, note, by: session.email },
      { status: seenStatus, note: field(form, "seen_note", 2000) },
    );
    if (saved === "missing") throw data(null, { status: 404, headers: deskResponseHeaders });
    if (saved === "changed") {
      // The page now shows what is saved; the form keeps what this person meant to save.
      return data({ unsaved: { status, note } }, { status: 409, headers: deskResponseHeaders });
    }
    return deskRedirect(withQuery(here, { done: "status" }));
  }
  if (intent === "retry") {
    const answer = await services.desk.retryDelivery(params.id, field(form, "delivery", 40));
    if (answer === "retried") services.worker?.wake();
    return deskRedirect(withQuery(here, { done: `retry-${answer}` }));
  }
  if (intent === "erase") {
    const lead = await services.desk.lead(params.id);
    if (!lead) throw data(null, { status: 404, headers: deskResponseHeaders });
    if (field(form, "confirm", 10) !== "yes") {
      return data(
        { error: "Tick the box to confirm the erasure." },
        { status: 400, headers: deskResponseHeaders },
      );
    }
    const erased = await services.desk.erasePerson(lead.email);
    return deskRedirect(withQuery(pathTo("desk"), { erased: erased.logEmptied ? "1" : "log" }));
  }
  return data({ error: "Unknown action." }, { status: 400, headers: deskResponseHeaders });
}

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

/** A phone number as typed, dialled as its digits (and a leading +); as text if it has none. */
function phoneLink(phone: string | null): ReactNode {
  if (!phone) return "—";
  const dial = phone.replace(/(?!^\+)[^\d]/g, "");
  return /\d{3}/.test(dial) ? (
    <a href={`tel:${dial}`} className={linkClass}>
      {phone}
    </a>
  ) : (
    phone
  );
}

type ShownLead = Route.ComponentProps["loaderData"]["lead"];

/**
 * When and by whom the status and the note last changed, in the agency's time: a colleague who
 * only edited the note leaves a trace too. One line when one save changed both.
 */
function changeLines(lead: ShownLead): string[] {
  const { statusChangedAt, statusChangedBy, noteChangedAt, noteChangedBy } = lead;
  // No address once that teammate was erased (erasePerson): the change stays, who made it goes.
  const when = (at: string, by: string | null) =>
    `${formatAgencyTime(at)} by ${by ?? "a person since erased"}`;
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

export default function DeskLeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, personLeadIds, deliveries, configured, email, notice } = loaderData;
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
  ];
  const noticeText = notice ? notices[notice] : undefined;
  const error = actionData && "error" in actionData ? actionData.error : null;
  /** A save refused because the lead changed after this page was loaded: what it would have saved. */
  const unsaved = actionData && "unsaved" in actionData ? actionData.unsaved : null;
  const savedNote = lead.statusNote ?? "";
  return (
    <DeskFrame title={lead.name || lead.email} email={email} current="lead">
      <p>
        <a href={pathTo("desk")} className="text-sm font-semibold text-primary underline">
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
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="lead-heading" className="rounded-xl border bg-card p-5">
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
        <div className="space-y-6">
          <section aria-labelledby="status-heading" className="rounded-xl border bg-card p-5">
            <h2 id="status-heading" className="flex items-center gap-2 text-lg font-semibold">
              Status <StatusBadge status={lead.status} />
            </h2>
            {changeLines(lead).map((line) => (
              <p key={line} className="mt-1 text-xs text-muted-foreground">
                {line}
              </p>
            ))}
            {unsaved ? (
              <div role="alert" className="mt-3 rounded-lg border border-destructive p-3 text-sm">
                <p>
                  <strong>Not saved: this lead changed after you opened it.</strong> It is now{" "}
                  {statusLabels[lead.status]}
                  {savedNote ? ", with this note:" : ", with no note."}
                </p>
                {savedNote ? (
                  <blockquote className="mt-2 border-l-2 pl-3 whitespace-pre-wrap">
                    {savedNote}
                  </blockquote>
                ) : null}
                <p className="mt-2">
                  Your status and note are still in the form: save again to replace what is saved,
                  or change them first.
                </p>
              </div>
            ) : null}
            <form method="post" className="mt-4 space-y-3">
              <input type="hidden" name="intent" value="status" />
              {/* What this page shows as saved: a save against a lead changed since is refused. */}
              <input type="hidden" name="seen_status" value={lead.status} />
              <input type="hidden" name="seen_note" value={savedNote} />
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
              <button type="submit" className={buttonClasses({ size: "sm" })}>
                Save status
              </button>
            </form>
          </section>
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
                    {delivery.lastError && delivery.status !== "sent" ? (
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
              Removes every lead, mail and delivery of {lead.email}, their newsletter subscription
              and any desk sign-in, and leaves no readable copy in the database.
            </p>
            <form
              method="post"
              // Their leads' unsaved notes in this browser go too (app/shell/desk-drafts.ts).
              data-erase-drafts={personLeadIds.join(" ")}
              className="mt-3 space-y-3"
            >
              <input type="hidden" name="intent" value="erase" />
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
                <span>I understand that this cannot be undone.</span>
              </label>
              <button
                type="submit"
                className={`${buttonClasses({ variant: "secondary", size: "sm" })} border-destructive text-destructive`}
              >
                Erase everywhere
              </button>
            </form>
          </section>
        </div>
      </div>
    </DeskFrame>
  );
}
