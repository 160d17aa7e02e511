import { data } from "react-router";
import { ChevronDown } from "lucide-react";
import { z } from "zod";
import type { Route } from "./+types/desk";
import {
  DeliveryFailed,
  DeskFrame,
  FollowUpLine,
  DeskSignIn,
  ReplyBy,
  StatusBadge,
  deskInputClass,
  deskLabelClass,
  kindLabels,
  kindOrder,
  statusLabels,
  statusOrder,
  subscriptionText,
} from "~/desk/desk-parts";
import { buttonClasses } from "~/components/ui/button";
import { formatAgencyTime, formatAgencyTimeShort } from "~/lib/agency-time";
import { callRequestLabels, callSummary } from "~/desk/call-details";
import { followUp } from "~/desk/follow-up";
import { agoText, replyDue } from "~/desk/reply-due";
import { deskReturnPath, deskSignInFormPath } from "~/desk/desk-paths";
import { pathTo, withQuery } from "~/route-paths";
import { siteConfig } from "~/site.config";
import { deskCookieHeader } from "~/server/desk-auth.server";
import { requestContext } from "~/server/load-context.server";
import {
  deskHeaders,
  deskRedirect,
  deskRequest,
  deskResponseHeaders,
  field,
  isSecureRequest,
  crossSiteRefusal,
} from "~/server/desk-request.server";
import { todoListQuery } from "~/desk/todo-lists";
import type { DeskTodo } from "~/server/desk.server";
import { cursorParam, leadFilterOf, leadListQuery } from "~/server/lead-filter.server";
import { hashToken } from "~/server/leads-store.server";

export const meta = () => [
  { title: `Desk | ${siteConfig.brandName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers = deskHeaders;

/**
 * Leads per page of the list; the next are a link away (keyset paging, newest first, or for the
 * due queue the reply due soonest first).
 */
const pageSize = 100;

/** An address to show back on the sign-in page: only one that reads as an address. */
function sentTo(value: string | null): string | undefined {
  return value !== null && emailSchema.safeParse(value).success ? value : undefined;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = await deskRequest(request, context);
  const url = new URL(request.url);
  const next = deskReturnPath(url.searchParams.get("next"));
  if (!session) {
    return {
      signedIn: false as const,
      sent: url.searchParams.get("sent") === "1",
      /** The address a link was just asked for, if the query holds one. */
      to: sentTo(url.searchParams.get("to")),
      /** Without SMTP_URL no link can arrive by mail: the page says so, and how else to get one. */
      mailLeaves: services.env.SMTP_URL !== undefined,
      /** A post that arrived after the session ended: it was not saved (deskActionSession). */
      ended: url.searchParams.get("ended") === "1",
      /** Just signed out (the page says so): "here" or "everywhere". */
      out: url.searchParams.get("out"),
      next,
    };
  }
  // Signed in already (in another tab, say): straight on to the page the link was for.
  if (next && next !== pathTo("desk")) throw deskRedirect(next);
  const { after, ...filters } = leadFilterOf(url.searchParams);
  // "Mine" is the signed-in teammate's.
  const found = await services.desk.listLeads({
    ...filters,
    me: session.email,
    after,
    limit: pageSize + 1,
  });
  const leads = found.slice(0, pageSize);
  const last = leads.at(-1);
  return {
    signedIn: true as const,
    email: session.email,
    todo: await services.desk.todo(),
    /** When the list was read: the table's short times leave out the year of this one. */
    now: new Date().toISOString(),
    filters,
    /** The filters as a query: the CSV export and the page links keep them. */
    listQuery: leadListQuery(filters),
    /** This page's own query, the filters' and where it starts: each lead's link carries it. */
    pageQuery: leadListQuery({ ...filters, after }),
    /** Whether this page starts after others (a link back to the newest then shows). */
    paged: after !== undefined,
    /** The next page's cursor, when there are older leads. */
    older:
      found.length > pageSize && last
        ? cursorParam({
            createdAt: last.createdAt,
            id: last.id,
            // The follow-up list is sorted by the date first: its pages start after one.
            followUpOn: filters.status === "follow-up" ? last.followUpOn : null,
          })
        : null,
    erased: url.searchParams.get("erased"),
    leads: leads.map((lead) => ({
      id: lead.id,
      kind: lead.kind,
      createdAt: lead.createdAt,
      name: lead.name,
      email: lead.email,
      // A call request's time in the agency's zone, where the stored subject has the visitor's.
      subject: lead.call ? callSummary(lead.call) : lead.subject,
      sourcePage: lead.sourcePage,
      /** A call request's meeting: the list says whether to send an invite or to dial. */
      meeting: lead.call?.meeting ?? null,
      status: lead.status,
      followUpOn: lead.followUpOn,
      owner: lead.owner,
      failedDeliveries: lead.failedDeliveries,
      subscription: lead.subscription,
    })),
  };
}

const emailSchema = z.email().max(254);

export async function action({ request, context }: Route.ActionArgs) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const { services, session, token } = await deskRequest(request, context);
  const form = await request.formData();
  const intent = field(form, "intent", 40);

  if (intent === "request-link") {
    const email = field(form, "email", 254).toLowerCase();
    const askedNext = field(form, "next", 1000);
    const next = deskReturnPath(askedNext);
    if (askedNext !== "" && next === undefined) {
      // Only our own form sets it, with a value the loader checked: this one was changed.
      return data(
        { linkError: "That return address is not a desk page. Open the desk link again." },
        { status: 400, headers: deskResponseHeaders },
      );
    }
    if (!emailSchema.safeParse(email).success) {
      return data(
        { linkError: "Please enter an email address, like name@example.com." },
        { status: 400, headers: deskResponseHeaders },
      );
    }
    // Counted per client and per address whoever asks, whether or not the address is on the
    // list: the answer never tells the two apart.
    const { perAddress, perClient } = services.deskLinkLimits;
    const byClient = await perClient.hit(context.get(requestContext).clientKey ?? "unknown");
    const byAddress = await perAddress.hit(hashToken(email));
    if (!byClient.allowed || !byAddress.allowed) {
      const seconds = Math.max(byClient.retryAfterSeconds, byAddress.retryAfterSeconds);
      return data(
        {
          linkError: `Several sign-in links were asked for in a short time. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
        },
        { status: 429, headers: { ...deskResponseHeaders, "Retry-After": String(seconds) } },
      );
    }
    await services.deskAuth.requestLink(email, next);
    return deskRedirect(deskSignInFormPath({ next, sent: "1", to: email }));
  }

  if (!session || !token) {
    return data({ linkError: "Sign in first." }, { status: 401, headers: deskResponseHeaders });
  }
  const signedOut = { "Set-Cookie": deskCookieHeader(null, isSecureRequest(request)) };
  if (intent === "sign-out") {
    await services.deskAuth.signOut(token);
    return deskRedirect(deskSignInFormPath({ out: "here" }), signedOut);
  }
  if (intent === "sign-out-everywhere") {
    await services.deskAuth.signOutEverywhere(session.email);
    return deskRedirect(deskSignInFormPath({ out: "everywhere" }), signedOut);
  }
  return data({ linkError: "Unknown action." }, { status: 400, headers: deskResponseHeaders });
}

/**
 * What needs doing, first on the page whatever the list shows: a teammate opening the desk sees
 * the overdue replies, the follow-ups due and the failed deliveries, each a link to its list.
 * (The list itself opens newest first, where an overdue reply sat under fresh leads.)
 */
function TodoLine({ todo }: { todo: DeskTodo }) {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const items = [
    todo.awaitingReply > 0 && {
      href: withQuery(pathTo("desk"), todoListQuery.awaitingReply),
      text: plural(todo.awaitingReply, "lead awaits a reply", "leads await a reply"),
      urgent: todo.overdue > 0 ? `${todo.overdue} overdue` : null,
    },
    todo.followUpsDue > 0 && {
      href: withQuery(pathTo("desk"), todoListQuery.followUpsDue),
      text: plural(todo.followUpsDue, "follow-up due", "follow-ups due"),
      urgent: null,
    },
    todo.deliveriesFailed > 0 && {
      href: withQuery(pathTo("desk"), todoListQuery.deliveriesFailed),
      text: plural(todo.deliveriesFailed, "lead's delivery failed", "leads' deliveries failed"),
      urgent: null,
    },
  ].filter((item) => item !== false);
  return (
    <section aria-labelledby="todo-heading" className="mb-4">
      <h2 id="todo-heading" className="sr-only">
        To do
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing waiting: every lead has had a reply, and no follow-up is due.
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-sm font-semibold hover:bg-muted"
              >
                {item.text}
                {item.urgent ? (
                  <span className="rounded-full bg-destructive px-2 py-0.5 text-xs text-destructive-foreground">
                    {item.urgent}
                  </span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function DeskPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return (
      <DeskSignIn
        sent={loaderData.sent}
        to={loaderData.to}
        mailLeaves={loaderData.mailLeaves}
        ended={loaderData.ended}
        out={loaderData.out}
        next={loaderData.next}
        error={
          actionData && "linkError" in actionData
            ? actionData.linkError
            : actionData && "error" in actionData
              ? actionData.error
              : undefined
        }
      />
    );
  }
  const { leads, filters, listQuery, pageQuery, email, erased, paged, older, todo } = loaderData;
  const now = new Date(loaderData.now);
  const due = filters.status === "due";
  const followUpDue = filters.status === "follow-up";
  const order = due
    ? "the reply due soonest first"
    : followUpDue
      ? "the earliest follow-up first"
      : "newest first";
  const exportHref = withQuery(pathTo("desk-export"), listQuery);
  const filterFields: Array<Parameters<typeof FilterSelect>[0]> = [
    // Newsletter sign-ups are no sales work: out of the default list, a choice away.
    {
      name: "kind",
      label: "Type",
      value: listQuery.kind,
      all: "Messages and calls",
      options: [
        ...kindOrder.map((kind) => [kind, kindLabels[kind]] as const),
        ["all", "All, sign-ups too"],
      ],
    },
    {
      name: "status",
      label: "Status",
      value: filters.status,
      all: "All statuses",
      options: [
        // Short enough for the column at 1440 px ("New, reply due first" was cut off): the
        // list under it says its order.
        ["due", "Reply due"],
        ["follow-up", "Follow-up due"],
        ...statusOrder.map((status) => [status, statusLabels[status]] as const),
      ],
    },
    {
      name: "owner",
      label: "Owner",
      value: filters.owner,
      all: "Anyone",
      options: [
        ["mine", "Mine"],
        ["nobody", "Nobody"],
      ],
    },
    {
      name: "delivery",
      label: "Deliveries",
      value: filters.delivery,
      all: "All deliveries",
      options: [["failed", "Delivery failed"]],
    },
  ];
  /** The filters that are on, by their option's name, for the phone's folded line. */
  const activeFilters = filterFields.flatMap(
    ({ value, options }) => options.find(([optionValue]) => optionValue === value)?.[1] ?? [],
  );
  return (
    <DeskFrame title="Leads" email={email} current="leads">
      {erased === "1" ? (
        <p role="status" className="mb-6 rounded-lg border border-success p-4 font-medium">
          The person was erased everywhere.
        </p>
      ) : erased === "log" ? (
        <p role="status" className="mb-6 rounded-lg border border-destructive p-4 font-medium">
          The person was erased from every table. Another process was reading the database, so an
          old copy stays in its write-ahead log until that process lets go; the server keeps trying
          to clear it and logs when it has.
        </p>
      ) : erased === "vacuum" ? (
        <p role="status" className="mb-6 rounded-lg border border-destructive p-4 font-medium">
          The person was erased from every table, but the database could not be compacted in time,
          so its files may still hold an old copy. Ask whoever runs the server to run{" "}
          <code>npm run leads -- erase</code> with the same address: it compacts them.
        </p>
      ) : null}
      <TodoLine todo={todo} />
      <form
        method="get"
        action={pathTo("desk")}
        // Two columns from the phone up: one field a row filled a phone's first screen with
        // filters, and the leads began below it.
        className="grid grid-cols-2 items-end gap-3 rounded-xl border bg-card p-3 sm:gap-4 sm:p-4 lg:grid-cols-[2fr_auto_1fr_auto_1fr_auto]"
      >
        <div className="max-sm:col-span-2">
          <label htmlFor="leads-q" className={deskLabelClass}>
            Search
          </label>
          <input
            id="leads-q"
            name="q"
            data-desk-search=""
            type="search"
            defaultValue={filters.q}
            placeholder="Name, email, phone, message, note"
            className={deskInputClass}
          />
        </div>
        {/* On a phone the four filters fold under one line that says which are on, so the
            first leads are in the first screen; from sm the disclosure steps aside (display:
            contents) and the filters sit in the form's grid as fields of their own. */}
        <details className="col-span-2 sm:contents sm:[&::details-content]:contents sm:[&::details-content]:[content-visibility:visible]">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg border px-3 text-sm font-medium sm:hidden [&::-webkit-details-marker]:hidden">
            <span>
              Filters
              {activeFilters.length > 0 ? (
                <span className="font-normal text-muted-foreground">
                  : {activeFilters.join(", ")}
                </span>
              ) : null}
            </span>
            <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
          </summary>
          <div className="grid grid-cols-2 gap-3 pt-3 sm:contents">
            {filterFields.map((field) => (
              <FilterSelect key={field.name} {...field} />
            ))}
          </div>
        </details>
        {/* Below `lg` the filters fill two columns evenly: the button takes a row of its own. */}
        <button type="submit" className={`col-span-2 lg:col-span-1 ${buttonClasses()}`}>
          Show
        </button>
      </form>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {leads.length === 1 ? "1 lead" : `${leads.length} leads`}
          {paged || older
            ? ` on this page, ${pageSize} a page, ${order}`
            : due || followUpDue
              ? `, ${order}`
              : ""}
        </p>
        <div className="flex flex-wrap gap-2">
          {due ? null : (
            <a
              href={withQuery(pathTo("desk"), { ...listQuery, status: "due" })}
              className={buttonClasses({ variant: "secondary", size: "sm" })}
            >
              Reply Due First
            </a>
          )}
          {followUpDue ? null : (
            <a
              href={withQuery(pathTo("desk"), { ...listQuery, status: "follow-up" })}
              className={buttonClasses({ variant: "secondary", size: "sm" })}
            >
              Follow-Up Due
            </a>
          )}
          {/* Nothing matches: no file of headers alone. */}
          {leads.length === 0 ? null : (
            <a
              href={exportHref}
              className={buttonClasses({ variant: "secondary", size: "sm" })}
              download
            >
              Export CSV
            </a>
          )}
        </div>
      </div>
      {leads.length === 0 ? (
        <p className="mt-8 text-muted-foreground">
          No leads match.{" "}
          {Object.values(listQuery).some((value) => value !== undefined) ? (
            <a href={pathTo("desk")} className="font-medium text-foreground underline">
              Show Every Lead
            </a>
          ) : null}
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Leads, {order}</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Received
                </th>
                <th scope="col" className="min-w-32 px-3 py-2">
                  Who
                </th>
                <th scope="col" className="hidden px-3 py-2 md:table-cell">
                  What
                </th>
                <th scope="col" className="hidden px-3 py-2 lg:table-cell">
                  Page
                </th>
                {/* Below `sm` the status stands under the lead's name instead (LeadState). From
                    lg, wide enough that "Reply by 1 Dec 12:41, in 23 h" keeps to a line or two. */}
                <th scope="col" className="hidden px-3 py-2 sm:table-cell lg:min-w-56">
                  Status
                </th>
              </tr>
            </thead>
            <tbody data-lead-list="">
              {leads.map((lead) => (
                <tr key={lead.id} className="desk-lead-row border-t align-top">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={lead.createdAt} title={formatAgencyTime(lead.createdAt)}>
                      {formatAgencyTimeShort(lead.createdAt, now)}
                    </time>
                    <span className="block text-xs text-muted-foreground">
                      {agoText(now.getTime() - Date.parse(lead.createdAt))}
                    </span>
                  </td>
                  {/* A long address breaks where it must: unlike break-words, wrap-anywhere lets
                      the column narrow to fit a phone's width instead of widening the table. */}
                  <td className="px-3 py-2 wrap-anywhere">
                    <a
                      href={withQuery(pathTo("desk-lead", { id: lead.id }), pageQuery)}
                      data-lead-link=""
                      className="font-semibold text-primary underline"
                    >
                      {lead.name || lead.email}
                    </a>
                    {/* Without a name the link is the address already: it is shown once. */}
                    {lead.name ? <div className="text-muted-foreground">{lead.email}</div> : null}
                    {/* Below `md` the What column is hidden: its type, page and subject go here. */}
                    <div className="mt-1 md:hidden">
                      <LeadOrigin lead={lead} />
                      {lead.subject}
                    </div>
                    <div className="mt-2 sm:hidden">
                      <LeadState lead={lead} now={now} />
                    </div>
                  </td>
                  <td className="hidden px-3 py-2 md:table-cell">
                    <LeadOrigin lead={lead} />
                    {/* wrap-anywhere, as the Who column: an unbroken subject set the column's
                        least width to 520 px and pushed the table past a tablet's width. */}
                    <div className="line-clamp-2 wrap-anywhere">{lead.subject}</div>
                  </td>
                  <td className="hidden px-3 py-2 wrap-anywhere lg:table-cell">
                    {lead.sourcePage}
                  </td>
                  <td className="hidden px-3 py-2 sm:table-cell">
                    <LeadState lead={lead} now={now} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paged || older ? (
        <nav aria-label="Pages of leads" className="mt-4 flex flex-wrap gap-3">
          {paged ? (
            <a
              href={withQuery(pathTo("desk"), listQuery)}
              className={buttonClasses({ variant: "secondary", size: "sm" })}
            >
              {due ? "Due Soonest" : followUpDue ? "Earliest Follow-Ups" : "Newest Leads"}
            </a>
          ) : null}
          {older ? (
            <a
              href={withQuery(pathTo("desk"), { ...listQuery, after: older })}
              className={buttonClasses({ variant: "secondary", size: "sm" })}
            >
              {due ? "Due Later" : followUpDue ? "Later Follow-Ups" : "Older Leads"}
            </a>
          ) : null}
        </nav>
      ) : null}
    </DeskFrame>
  );
}

type ListedLead = Extract<Route.ComponentProps["loaderData"], { signedIn: true }>["leads"][number];

/**
 * What kind of lead it is (a video or phone call to set up, a message to answer, or a newsletter
 * sign-up) and, below `lg`, where the Page column is hidden, the page it was sent from. A long
 * path breaks anywhere, so it never widens the table past a phone's screen.
 */
function LeadOrigin({ lead }: { lead: ListedLead }) {
  return (
    <div className="text-xs text-muted-foreground wrap-anywhere">
      <span className="font-medium">
        {lead.meeting ? callRequestLabels[lead.meeting] : kindLabels[lead.kind]}
      </span>
      <span className="lg:hidden"> from {lead.sourcePage}</span>
    </div>
  );
}

/**
 * Where a lead stands: its status and, while it is new, when its reply is due; its follow-up
 * date, due or overdue in words; who owns it; a newsletter
 * lead's subscription; and any delivery that failed. In the Status column, or under the name on a phone, where the table has no room for it.
 */
function LeadState({ lead, now }: { lead: ListedLead; now: Date }) {
  return (
    <>
      <StatusBadge status={lead.status} />
      <ReplyBy due={replyDue(lead, now)} formatTime={(at) => formatAgencyTimeShort(at, now)} />
      <FollowUpLine followUp={followUp(lead, now)} />
      {lead.owner ? (
        <p className="mt-1 text-xs text-muted-foreground wrap-anywhere">Owner: {lead.owner}</p>
      ) : null}
      {lead.kind === "newsletter" ? (
        <p className="mt-1 text-xs text-muted-foreground">
          {subscriptionText(lead.subscription, (at) => formatAgencyTimeShort(at, now))}
        </p>
      ) : null}
      <DeliveryFailed channels={lead.failedDeliveries} />
    </>
  );
}

/** One of the list's filters: a labelled select whose empty choice means "all". */
function FilterSelect({
  name,
  label,
  value,
  all,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  all: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
}) {
  const id = `leads-${name}`;
  return (
    <div>
      <label htmlFor={id} className={deskLabelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={deskInputClass}>
        <option value="">{all}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
