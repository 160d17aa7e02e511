/**
 * A lead's page, its first panel: the lead as it came (what it is, when, how to reach its
 * person, where they came from, what a call request asked for) as rows, then its message.
 */
import type { ReactNode } from "react";
import { formatAgencyTime } from "~/lib/agency-time";
import { mailtoHref } from "~/lib/mailto";
import { pathTo } from "~/route-paths";
import type { DeskLead } from "~/server/desk.server";
import { callDetails, callRequestLabels, callWindowInstants } from "./call-details";
import { ReplyBy, deskLinkClass, kindLabels, subscriptionText } from "./desk-parts";
import { agoText, replyDue } from "./reply-due";

/** A path the visitor saw on this site (stored as a path, never another site's address). */
function pageLink(path: string | null): ReactNode {
  if (!path) return "—";
  return path.startsWith("/") && !path.startsWith("//") ? (
    <a href={path} className={deskLinkClass}>
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
      <a href={`tel:${dial}`} className={deskLinkClass}>
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

/** The panel's heading (the lead's subject), its rows and the message; the page places it. */
export function LeadDetails({ lead, now }: { lead: DeskLead; now: Date }) {
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
    // With its age, as the list shows it: "2026-11-30 12:44 IST, 28 min ago".
    [
      "Received",
      `${formatAgencyTime(lead.createdAt)}, ${agoText(now.getTime() - Date.parse(lead.createdAt))}`,
    ],
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
        className={deskLinkClass}
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
              className={deskLinkClass}
            >
              Add the window to your calendar (.ics)
            </a>,
          ],
        ] as Array<[string, ReactNode]>)
      : []),
  ];
  return (
    <>
      <h2 id="lead-heading" className="text-lg font-semibold">
        {lead.subject}
      </h2>
      {/* Nothing here sets its own overflow-wrap: the page's grid gives every panel
          wrap-anywhere (desk-lead.tsx), where break-words let a long address or an unbroken
          subject set a column's least width and push the page sideways on a phone. */}
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {lead.message ? (
        <>
          <h3 className="mt-6 text-sm font-semibold">Message</h3>
          <p className="mt-2 text-sm whitespace-pre-wrap">{lead.message}</p>
        </>
      ) : null}
    </>
  );
}
