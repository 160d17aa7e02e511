/**
 * The desk's building blocks: server-rendered markup with plain HTML forms (POST, then a
 * redirect), so every desk page works without JavaScript. Leads are strangers' input: they are
 * rendered as React text children only, never as markup.
 */
import type { ReactNode } from "react";
import { CalendarClock, Clock, TriangleAlert } from "lucide-react";
import { inputClass } from "~/components/forms/field";
import { buttonClasses } from "~/components/ui/button";
import { pathTo } from "~/route-paths";
import type { LeadKind, LeadStatus, OutboxChannel, SubscriberStatus } from "~/server/db.server";
import type { DeskLead } from "~/server/desk.server";
import { DeskKeysButton, DeskKeysDialog } from "./desk-keys";
import type { FollowUp } from "./follow-up";
import { shownDeadline, spanText, type ReplyDue } from "./reply-due";

export const kindLabels: Record<LeadKind, string> = {
  contact: "Contact message",
  call_request: "Call request",
  newsletter: "Newsletter",
};

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
};

export const channelLabels: Record<OutboxChannel, string> = {
  mail: "Mail",
  webhook: "Webhook",
  slack: "Slack",
};

// The filters' and the status menu's order: the labels' own, so a new kind or status is listed
// as soon as it has a label (which the Record types require).
export const kindOrder = Object.keys(kindLabels) as LeadKind[];

/**
 * Who made a change whose teammate was erased (erasePerson): the change stays, who made it goes.
 */
export const erasedTeammate = "a person since erased";

export const statusOrder = Object.keys(statusLabels) as LeadStatus[];

const statusTone: Record<LeadStatus, string> = {
  new: "border-primary text-primary",
  contacted: "border-border text-foreground",
  won: "border-success text-success",
  lost: "border-border text-muted-foreground",
};

/** A sales lead's status; nothing for a newsletter sign-up, which has none. */
export function StatusBadge({ status }: { status: LeadStatus | null }) {
  if (!status) return null;
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${statusTone[status]}`}
    >
      {statusLabels[status]}
    </span>
  );
}

/**
 * Says in words (the icon and colour only repeat it) which deliveries of a lead gave up, so the
 * list shows a lead the CRM or Slack never got without opening it.
 */
export function DeliveryFailed({ channels }: { channels: readonly OutboxChannel[] }) {
  if (channels.length === 0) return null;
  return (
    <p className="mt-1 flex items-start gap-1 text-xs font-semibold text-destructive">
      <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>Delivery failed: {channels.map((channel) => channelLabels[channel]).join(", ")}</span>
    </p>
  );
}

/**
 * A sales lead's follow-up date, and whether it is due (today) or overdue (before today) in the
 * agency's day: said in words, the icon and colour only repeat it. Nothing without a date.
 */
export function FollowUpLine({
  followUp,
  size = "small",
}: {
  followUp: FollowUp | null;
  /** "small" under a status; "row" in the lead page's text size. */
  size?: "small" | "row";
}) {
  if (!followUp) return null;
  const box = size === "small" ? "mt-1 text-xs" : "text-sm";
  const tone =
    followUp.state === "overdue"
      ? "font-semibold text-destructive"
      : followUp.state === "due"
        ? "font-semibold text-foreground"
        : "text-muted-foreground";
  // A no-break space keeps "3 Dec" on one line in a narrow column.
  const day = followUp.label.replaceAll(" ", "\u00a0");
  return (
    <p className={`flex items-start gap-1 ${tone} ${box}`}>
      <CalendarClock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>
        Follow up on <time dateTime={followUp.day}>{day}</time>
        {followUp.state === "due" ? ": due today" : followUp.state === "overdue" ? ": overdue" : ""}
      </span>
    </p>
  );
}

/**
 * When a new lead's reply is due, as its visitor was told, and by how much it is overdue: said in
 * words (the icon and colour only repeat it). `formatTime` writes the deadline (short in the
 * list, in full on the lead's page).
 */
export function ReplyBy({
  due,
  formatTime,
  size = "small",
}: {
  due: ReplyDue | null;
  formatTime: (iso: string) => string;
  /** "small" under a status; "row" as the value of a lead page's row, in its text size. */
  size?: "small" | "row";
}) {
  if (!due) return null;
  const box = size === "small" ? "mt-1 text-xs" : "";
  // No-break spaces keep the time on one line in a narrow column.
  const when = formatTime(shownDeadline(due.at)).replaceAll(" ", "\u00a0");
  return due.overdue ? (
    <p className={`flex items-start gap-1 font-semibold text-destructive ${box}`}>
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>
        Overdue by {spanText(-due.leftMs)}: reply was due {when}
      </span>
    </p>
  ) : (
    <p className={`flex items-start gap-1 text-muted-foreground ${box}`}>
      <Clock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      {/* A lead page's row is labelled "Reply by" already. */}
      <span>{`${size === "row" ? "" : "Reply by "}${when}, in ${spanText(due.leftMs)}`}</span>
    </p>
  );
}

const subscriptionWords: Record<SubscriberStatus, [state: string, since: string]> = {
  confirmed: ["Subscribed", "since"],
  unsubscribed: ["Unsubscribed", "on"],
  // Unsubscribed, then signed up again without confirming (yet): no newsletter goes out.
  pending: ["Not subscribed, awaiting confirmation", "since"],
};

/**
 * A newsletter lead's subscription as it stands now, "Unsubscribed on 28 Nov 13:35": the lead
 * itself still reads as it was when the subscription was confirmed.
 */
export function subscriptionText(
  subscription: DeskLead["subscription"],
  formatTime: (iso: string) => string,
): string {
  if (!subscription) return "No subscription on record";
  const [state, since] = subscriptionWords[subscription.status];
  if (!subscription.at) return state;
  // No-break spaces keep the time on one line in a narrow Status column.
  return `${state} ${since} ${formatTime(subscription.at).replaceAll(" ", "\u00a0")}`;
}

/**
 * What an action on a lead's page did, said inside the panel it was taken in: the page comes
 * back scrolled to that panel (a fragment on the redirect), where a note at the page's top was
 * out of sight on a phone, a long scroll above a delivery's Retry Now.
 */
export function PanelNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-3 rounded-lg border border-success p-3 text-sm font-medium">
      {children}
    </p>
  );
}

export const deskInputClass = inputClass;
export const deskLabelClass = "text-sm font-medium";
/** A link within a desk page's text: a lead's address, phone, pages and other leads. */
export const deskLinkClass = "font-medium text-primary underline";

/** The desk's frame: heading, who is signed in, the desk's own navigation and sign-out. */
export function DeskFrame({
  title,
  email,
  current,
  children,
}: {
  title: string;
  email: string;
  current: "leads" | "numbers" | "lead";
  children: ReactNode;
}) {
  // The list and a lead have keyboard shortcuts (app/shell/desk-keys.ts); Numbers has none.
  const keys = current !== "numbers";
  const navLink = (to: string, label: string, active: boolean) => (
    <a
      href={to}
      aria-current={active ? "page" : undefined}
      className={`rounded-full px-3 py-1.5 text-sm font-semibold ${
        active ? "bg-primary text-primary-foreground" : "hover:bg-muted"
      }`}
    >
      {label}
    </a>
  );
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-24">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b pb-4">
        {/* A lead's page is titled with the visitor's name or address, however long. */}
        <h1 className="min-w-0 text-3xl font-extrabold tracking-tight wrap-anywhere">{title}</h1>
        <nav aria-label="Desk" className="flex flex-wrap items-center gap-2">
          {navLink(pathTo("desk"), "Leads", current === "leads")}
          {navLink(pathTo("desk-numbers"), "Numbers", current === "numbers")}
        </nav>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p>
          Signed in as <span className="font-medium text-foreground">{email}</span>
        </p>
        {/* At the row's end even when it wraps, so the panel below it stays on the screen. */}
        <div className="ml-auto flex flex-wrap gap-2">
          {keys ? <DeskKeysButton /> : null}
          <form method="post" action={pathTo("desk")}>
            <input type="hidden" name="intent" value="sign-out" />
            <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })}>
              Sign Out
            </button>
          </form>
          <SignOutEverywhere email={email} />
        </div>
      </div>
      <div className="mt-8">{children}</div>
      {keys ? <DeskKeysDialog /> : null}
    </div>
  );
}

/**
 * "Sign out everywhere" ends every session of the address, this one too, so it asks first: a
 * native disclosure (no script, as the whole desk) whose summary says it will ask ("…") and whose
 * panel says what happens beside the button that does it. The panel floats under the summary,
 * right-aligned, so opening it moves nothing on the page; the summary closes it again.
 */
function SignOutEverywhere({ email }: { email: string }) {
  return (
    <details className="group relative">
      <summary
        className={`${buttonClasses({ variant: "secondary", size: "sm" })} cursor-pointer list-none group-open:bg-muted [&::-webkit-details-marker]:hidden`}
      >
        Sign Out Everywhere…
      </summary>
      <div className="absolute right-0 z-20 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-xl border bg-card p-4 text-left text-foreground shadow-lg">
        <p id="sign-out-everywhere-note" className="text-sm">
          This ends every session of <span className="font-semibold wrap-anywhere">{email}</span> on
          every device, this one included.
        </p>
        <form method="post" action={pathTo("desk")} className="mt-3">
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <button
            type="submit"
            aria-describedby="sign-out-everywhere-note"
            className={`${buttonClasses({ variant: "secondary", size: "sm" })} border-destructive text-destructive`}
          >
            Sign Out on Every Device
          </button>
        </form>
      </div>
    </details>
  );
}

/**
 * The sign-in form: one address; every address gets the same answer. `next` (a desk path the
 * loader checked) rides along in the form and the mailed link, back to the page asked for.
 */
export function DeskSignIn({
  sent,
  to,
  mailLeaves,
  ended,
  out,
  next,
  error,
}: {
  sent: boolean;
  /** The address a link was just asked for: said back, and left in the field. */
  to?: string | undefined;
  mailLeaves: boolean;
  ended: boolean;
  /** Just signed out: "here" (this browser) or "everywhere"; anything else says nothing. */
  out?: string | null;
  next: string | undefined;
  error?: string;
}) {
  return (
    <div className="mx-auto max-w-md px-4 pt-12 pb-24">
      <h1 className="text-3xl font-extrabold tracking-tight">Sign in to the desk</h1>
      <p className="mt-3 text-muted-foreground">
        For the team only. Enter your work address and we email you a link that signs you in.
      </p>
      {(out === "here" || out === "everywhere") && !sent ? (
        <p role="status" className="mt-6 rounded-lg border border-success p-4 font-medium">
          {out === "everywhere"
            ? "You are signed out on every device: each one needs a new link to come back."
            : "You are signed out of the desk in this browser."}
        </p>
      ) : null}
      {next && !sent && !ended ? (
        <p className="mt-3 text-muted-foreground">
          The link you followed leads to a desk page: once you are signed in, it opens.
        </p>
      ) : null}
      {ended && !sent ? (
        <p role="alert" className="mt-6 rounded-lg border border-destructive p-4 font-medium">
          Your session had ended, so your last change was not saved. Sign in again: the link brings
          you back to the page to make it once more.
        </p>
      ) : null}
      {/* The same answer for every address, on the team or not. Where no mail can leave, only
          the warning: "on its way" above "will not arrive" said two things at once. */}
      {sent && mailLeaves ? (
        <div role="status" className="mt-6 rounded-lg border border-success p-4">
          <p className="font-medium wrap-anywhere">
            {`If ${to ?? "this address"} belongs to the team, a sign-in link is on its way to it. It works once, for 15 minutes.`}
          </p>
          <p className="mt-2 text-sm text-muted-foreground">
            Nothing after a few minutes? Look in the spam folder, check the address below and ask
            again.
          </p>
        </div>
      ) : null}
      {sent && !mailLeaves ? (
        <p role="alert" className="mt-6 rounded-lg border border-destructive p-4 text-sm">
          <strong>This server sends no mail yet</strong> (SMTP_URL is not set), so no link was
          emailed. Someone with access to the server can print one:{" "}
          <code className="wrap-anywhere">{`npm run leads -- desk-link ${to ?? "your@address"}`}</code>
          .
        </p>
      ) : null}
      <form method="post" action={pathTo("desk")} className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="request-link" />
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <div>
          <label htmlFor="desk-email" className={deskLabelClass}>
            Work email
          </label>
          <input
            id="desk-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            defaultValue={to}
            className={deskInputClass}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "desk-email-error" : undefined}
          />
          {error ? (
            <p id="desk-email-error" className="mt-1 text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className={buttonClasses({ size: "lg" })}>
          Email Me a Sign-In Link
        </button>
      </form>
    </div>
  );
}
