/**
 * What the desk reads and changes: leads (search, filter, status, note, follow-up date and owner,
 * with each lead's history of saves), each lead's deliveries (with a retry), and the privacy
 * duties: erasing a person everywhere and the retention sweep
 * (docs/decisions/021-erasure-leaves-no-copy.md).
 */
import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { sql, type ExpressionBuilder } from "kysely";
import { agencyDay, agencyDayBefore, agencyDayStart } from "~/lib/agency-time";
import { followUpStatuses } from "~/desk/follow-up";
import { replyDue } from "~/desk/reply-due";
import { pathTo } from "~/route-paths";
import type {
  AppDatabase,
  DatabaseSchema,
  LeadKind,
  LeadStatus,
  OutboxChannel,
  OutboxStatus,
  SubscriberStatus,
} from "./db.server";
import { isPostgres, leadKinds, leadStatuses } from "./db.server";
import { callOf, parseServices, type StoredLead } from "./leads-store.server";
import { log } from "./logger.server";
import { directSource } from "./visits.server";

/** A stored lead as the desk shows it: its status and attribution, without the consent record. */
export interface DeskLead extends Omit<StoredLead, "consentVersion" | "consentAt"> {
  /**
   * Where the team is with a sales lead (a message or a call request); null for a newsletter
   * sign-up, which is no sales work (docs/decisions/033-newsletter-sign-ups-have-no-sales-status.md).
   */
  status: LeadStatus | null;
  statusNote: string | null;
  /** When the status last changed, and who changed it (null once that teammate was erased). */
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  /**
   * When the note last changed, and who changed it, whether or not the status changed with it
   * (null on a lead whose note has not changed since this was first kept; who, once that
   * teammate was erased).
   */
  noteChangedAt: string | null;
  noteChangedBy: string | null;
  /** The agency's day to chase a sales lead on ("2026-12-03"), saved with its status; or none. */
  followUpOn: string | null;
  /** The teammate working a sales lead (lower-case address), or nobody. */
  owner: string | null;
  attribution: {
    landingPage: string | null;
    referrerHost: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    estimate: string | null;
  };
  /**
   * The channels whose delivery of this lead gave up (a 410, or the end of the retry schedule:
   * docs/decisions/020), so the CRM or Slack never got it until someone retries; empty when none.
   */
  failedDeliveries: OutboxChannel[];
  /**
   * A newsletter lead's subscription as it stands now (the lead is written once, at the
   * confirmation, and an unsubscribe does not change it), with when it came to be: confirmed,
   * unsubscribed, or a new sign-up's confirmation mail sent. Null for other kinds of lead, and
   * for a newsletter lead whose address has no subscription on record.
   */
  subscription: { status: SubscriberStatus; at: string | null } | null;
}

/** One of a person's leads, as their other leads' list and the erasure name it. */
export interface PersonLead {
  id: string;
  kind: LeadKind;
  createdAt: string;
  subject: string;
  status: LeadStatus | null;
  /** A call request's meeting ("phone" for one from before the form asked); null otherwise. */
  meeting: "video" | "phone" | null;
}

/**
 * One save that changed a lead's status, note, follow-up date or owner, as its history lists it
 * (docs/decisions/035-a-leads-history-is-appended-with-each-save.md,
 * docs/decisions/037-a-lead-has-one-follow-up-day-and-one-owner.md).
 */
export interface LeadChange {
  at: string;
  /** Who saved it; null once that teammate was erased (the change stays, who made it goes). */
  by: string | null;
  /** The status before and after: the same when the save left it. */
  statusFrom: LeadStatus;
  statusTo: LeadStatus;
  /** The note before and after (null: none): the same when the save left it. */
  noteFrom: string | null;
  noteTo: string | null;
  /** The follow-up date before and after (null: none): the same when the save left it. */
  followUpFrom: string | null;
  followUpTo: string | null;
  /**
   * The owner before and after (null: nobody; "" a teammate since erased): the same when the
   * save left it.
   */
  ownerFrom: string | null;
  ownerTo: string | null;
}

export interface DeskDelivery {
  id: string;
  channel: OutboxChannel;
  kind: string;
  status: OutboxStatus;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
}

export interface LeadFilter {
  q?: string;
  /**
   * One kind of lead, or "sales": messages and call requests, the list's default (newsletter
   * sign-ups are no sales work); undefined: every kind.
   */
  kind?: LeadKind | "sales";
  /**
   * Sales leads with this status (never a newsletter sign-up, which has none); "due": the new
   * ones, the reply due soonest first (the oldest: the deadline grows with the received time);
   * "follow-up": the new and contacted ones whose follow-up date is the agency's today or
   * earlier, the earliest date first.
   */
  status?: LeadStatus | "due" | "follow-up";
  /** "failed": only leads with a delivery that gave up. */
  delivery?: "failed";
  /** "mine": only sales leads owned by `me`; "nobody": only those nobody owns. */
  owner?: "mine" | "nobody";
  /** The signed-in teammate's address, whom "mine" means (none: "mine" matches nothing). */
  me?: string;
  /** Only leads listed after this one (the last of the page before): keyset paging. */
  after?: LeadCursor;
  limit?: number;
}

/**
 * Where a page of the list ends: the last lead's time and id (the list's sort keys), and in the
 * follow-up list its follow-up date, which that list is sorted by first.
 */
export interface LeadCursor {
  followUpOn?: string | null;
  createdAt: string;
  id: string;
}

/**
 * The cursor as one URL value, "2026-11-26T07:45:12.345Z~id", or in the follow-up list
 * "2026-12-03~2026-11-26T07:45:12.345Z~id" (parseCursor reads it back).
 */
export function cursorParam(cursor: LeadCursor): string {
  return `${cursor.followUpOn ? `${cursor.followUpOn}~` : ""}${cursor.createdAt}~${cursor.id}`;
}
function parseCursor(value: string | null): LeadCursor | undefined {
  const match =
    /^(?:(\d{4}-\d\d-\d\d)~)?(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)~([\w-]{1,64})$/.exec(
      value ?? "",
    );
  if (!match) return undefined;
  return match[1]
    ? { followUpOn: match[1], createdAt: match[2]!, id: match[3]! }
    : { createdAt: match[2]!, id: match[3]! };
}

/**
 * The leads list's filters from a query string: the list, its CSV export and a lead's page (for
 * its way back to the list) read the same. Without a `kind` the list holds the sales leads;
 * `kind=all` adds the newsletter sign-ups.
 */
export function leadFilterOf(query: URLSearchParams): Required<Pick<LeadFilter, "q">> & LeadFilter {
  const kind = query.get("kind");
  const status = query.get("status");
  const owner = query.get("owner");
  return {
    q: (query.get("q") ?? "").slice(0, 200),
    kind: isLeadKind(kind) ? kind : kind === "all" ? undefined : "sales",
    status: isLeadStatus(status) || status === "due" || status === "follow-up" ? status : undefined,
    delivery: query.get("delivery") === "failed" ? "failed" : undefined,
    owner: owner === "mine" || owner === "nobody" ? owner : undefined,
    after: parseCursor(query.get("after")),
  };
}

/**
 * The query string of a list (leadFilterOf read back): what a lead's page carries, so that "All
 * leads" returns to the same filters, search and page.
 */
export function leadListQuery(filter: LeadFilter): Record<string, string | undefined> {
  return {
    q: filter.q?.trim() || undefined,
    kind: filter.kind === "sales" ? undefined : (filter.kind ?? "all"),
    status: filter.status,
    delivery: filter.delivery,
    owner: filter.owner,
    after: filter.after ? cursorParam(filter.after) : undefined,
  };
}

/** The kinds of lead that are sales work, with a status and a reply due: all but sign-ups. */
export const salesKinds = leadKinds.filter((kind) => kind !== "newsletter");

const isLeadKind = (value: unknown): value is LeadKind =>
  typeof value === "string" && (leadKinds as readonly string[]).includes(value);
export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (leadStatuses as readonly string[]).includes(value);

/** The ids of every lead from `email`, compared without case, in or outside a transaction. */
async function leadIdsOfPerson(db: Pick<AppDatabase, "selectFrom">, email: string) {
  const rows = await db
    .selectFrom("leads")
    .select("id")
    .where(sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A person's leads as one short value, whatever their number: a lead's page posts it with an
 * erasure, which goes ahead only if the person's leads are still the ones the page named.
 */
export function leadSetDigest(ids: readonly string[]): string {
  return createHash("sha256")
    .update([...ids].sort().join(" "))
    .digest("base64url");
}

/** An erasure refused: the person's leads changed after the page that asked for it named them. */
export class PersonLeadsChanged extends Error {
  override name = "PersonLeadsChanged";
  constructor(readonly leadIds: readonly string[]) {
    super("the person's leads changed since they were named");
  }
}

/**
 * Whether `error` is a `PersonLeadsChanged`, by its name: the server's services and React
 * Router's routes are bundled apart (build/server-main.js, build/server/index.js), each with its
 * own copy of the class, so `instanceof` fails across them.
 */
export function isPersonLeadsChanged(error: unknown): error is PersonLeadsChanged {
  return error instanceof Error && error.name === "PersonLeadsChanged" && "leadIds" in error;
}

/** LIKE pattern for a search term, its own % and _ taken literally. */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The stored phone number as digits only: without the separators the forms accept in one
 * (whitespace, brackets, dots, dashes, slashes: app/forms/schemas.ts) and its leading +.
 */
const phoneDigits = [" ", "\t", "\u00a0", "\u202f", "(", ")", ".", "-", "/", "+"].reduce(
  (column, separator) => sql<string | null>`replace(${column}, ${separator}, '')`,
  sql.ref<string | null>("phone"),
);

/** A search term that can only be (part of) a phone number: digits and its separators. */
const phoneTerm = /^\+?[\d\s().\-/]*\d[\d\s().\-/]*$/;

/**
 * The digits to look for in stored numbers, for a number typed one way and stored another:
 * "098200 12345" (a trunk 0) finds "+91 98200 12345", and "+91 98200" (a country code) finds
 * "098200 12345". Without its leading zeros, and for a term with a "+", also without a country
 * code of one to three digits, while at least five digits remain to look for.
 */
function phoneSearchDigits(term: string): string[] {
  const digits = term.replace(/\D/g, "").replace(/^0+/, "");
  const withoutCountry = term.trim().startsWith("+")
    ? [1, 2, 3].map((length) => digits.slice(length)).filter((rest) => rest.length >= 5)
    : [];
  return [...new Set([digits, ...withoutCountry])].filter((candidate) => candidate !== "");
}

export function createDesk(
  db: AppDatabase,
  options: {
    /** How long to wait between tries at emptying a busy write-ahead log (30 s). */
    logRetryMs?: number;
  } = {},
) {
  const logRetryMs = options.logRetryMs ?? 30_000;
  const leadColumns = [
    "id",
    "kind",
    "created_at",
    "name",
    "email",
    "phone",
    "subject",
    "message",
    "services",
    "source_page",
    "call_type",
    "preferred_day",
    "time_window",
    "time_zone",
    "meeting",
    "status",
    "status_note",
    "status_changed_at",
    "status_changed_by",
    "note_changed_at",
    "note_changed_by",
    "follow_up_on",
    "owner",
    "landing_page",
    "referrer_host",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "estimate",
  ] as const;

  /** The lead's outbox rows that gave up; "leads" is the outer query's row. */
  const failedDeliveriesOf = (eb: ExpressionBuilder<DatabaseSchema, "leads">) =>
    eb
      .selectFrom("outbox")
      .whereRef("outbox.lead_id", "=", "leads.id")
      .where("outbox.status", "=", "failed");
  // Their channels as one comma-separated value (null for none), so the list stays one query.
  const channelList = isPostgres(db)
    ? sql<string | null>`string_agg(outbox.channel, ',')`
    : sql<string | null>`group_concat(outbox.channel, ',')`;
  /** A newsletter lead's subscription (the address is unique there, and stored lower-case). */
  const subscriptionOf = (eb: ExpressionBuilder<DatabaseSchema, "leads">) =>
    eb
      .selectFrom("newsletter_subscribers as subscriber")
      .whereRef("subscriber.email", "=", "leads.email")
      .where("leads.kind", "=", "newsletter");
  /**
   * Every lead the desk reads, with the channels its deliveries failed on and, for a newsletter
   * lead, its subscription's state and since when.
   */
  const selectLeads = () =>
    db
      .selectFrom("leads")
      .select(leadColumns)
      .select((eb) => [
        failedDeliveriesOf(eb).select(channelList.as("channels")).as("failed_channels"),
        subscriptionOf(eb).select("subscriber.status").as("subscription_status"),
        subscriptionOf(eb)
          .select((sub) =>
            sub
              .case("subscriber.status")
              .when("confirmed")
              .then(sub.ref("subscriber.confirmed_at"))
              .when("unsubscribed")
              .then(sub.ref("subscriber.unsubscribed_at"))
              .else(sub.ref("subscriber.confirm_sent_at"))
              .end()
              .as("at"),
          )
          .as("subscription_at"),
      ]);

  type Row = {
    failed_channels: string | null;
    subscription_status: SubscriberStatus | null;
    subscription_at: string | null;
  } & {
    [K in (typeof leadColumns)[number]]: K extends "kind"
      ? LeadKind
      : K extends "status"
        ? LeadStatus
        : K extends
              | "id"
              | "created_at"
              | "name"
              | "email"
              | "subject"
              | "message"
              | "services"
              | "source_page"
          ? string
          : string | null;
  };

  const toLead = (row: Row): DeskLead => ({
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    services: parseServices(row.services),
    sourcePage: row.source_page,
    call: callOf(row),
    status: row.kind === "newsletter" ? null : row.status,
    statusNote: row.status_note,
    statusChangedAt: row.status_changed_at,
    statusChangedBy: row.status_changed_by,
    noteChangedAt: row.note_changed_at,
    noteChangedBy: row.note_changed_by,
    followUpOn: row.kind === "newsletter" ? null : row.follow_up_on,
    owner: row.kind === "newsletter" ? null : row.owner,
    attribution: {
      landingPage: row.landing_page,
      referrerHost: row.referrer_host,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
      estimate: row.estimate,
    },
    failedDeliveries: row.failed_channels
      ? (row.failed_channels.split(",").sort() as OutboxChannel[])
      : [],
    subscription: row.subscription_status
      ? { status: row.subscription_status, at: row.subscription_at }
      : null,
  });

  return {
    /**
     * What needs doing, whatever the list shows: leads waiting for a first reply (and of those,
     * past the reply time their visitor was told), follow-ups due by the agency's today, and
     * leads a delivery gave up on (newsletter sign-ups too: their webhook or Slack deliveries
     * matter as much). The desk's list opens with it; app/desk/todo-lists.ts names each count's list.
     */
    async todo(at = new Date()): Promise<DeskTodo> {
      const waiting = await db
        .selectFrom("leads")
        .select(["kind", "created_at"])
        .where("kind", "in", salesKinds)
        .where("status", "=", "new")
        .execute();
      const followUps = await db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("kind", "in", salesKinds)
        .where("status", "in", followUpStatuses)
        .where("follow_up_on", "<=", agencyDay(at))
        .executeTakeFirst();
      const failed = await db
        .selectFrom("leads")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where((eb) => eb.exists(failedDeliveriesOf(eb).select("outbox.id")))
        .executeTakeFirst();
      return {
        awaitingReply: waiting.length,
        overdue: waiting.filter(
          (lead) =>
            replyDue({ kind: lead.kind, status: "new", createdAt: lead.created_at }, at)?.overdue,
        ).length,
        followUpsDue: Number(followUps?.count ?? 0),
        deliveriesFailed: Number(failed?.count ?? 0),
      };
    },

    /**
     * Newest first (the due queue, `status: "due"`, oldest first: the reply due soonest; the
     * follow-up queue, `status: "follow-up"`, by its date, then oldest first, as of the agency's
     * day at `at`);
     * `q` searches name, email, subject, message and the status note,
     * case-insensitively, and a term of digits (and phone separators) the phone number's digits,
     * so "+91 98200" and "9820012345" both find "+91 98200 12345".
     */
    async listLeads(filter: LeadFilter = {}, at = new Date()): Promise<DeskLead[]> {
      let query = selectLeads();
      if (filter.kind === "sales" || filter.status || filter.owner) {
        query = query.where("kind", "in", salesKinds);
      }
      if (filter.owner === "mine") {
        // Owners are stored lower-case, as DESK_EMAILS and sessions hold them.
        query = query.where("owner", "=", (filter.me ?? "").trim().toLowerCase());
      } else if (filter.owner === "nobody") {
        query = query.where("owner", "is", null);
      }
      if (filter.kind && filter.kind !== "sales") query = query.where("kind", "=", filter.kind);
      const followUp = filter.status === "follow-up";
      if (filter.status === "follow-up") {
        // Dates are "YYYY-MM-DD", so their text order is the calendar's.
        query = query
          .where("status", "in", followUpStatuses)
          .where("follow_up_on", "<=", agencyDay(at));
      } else if (filter.status) {
        query = query.where("status", "=", filter.status === "due" ? "new" : filter.status);
      }
      if (filter.delivery === "failed") {
        query = query.where((eb) => eb.exists(failedDeliveriesOf(eb).select("outbox.id")));
      }
      const term = filter.q?.trim();
      if (term) {
        const pattern = likePattern(term);
        const phone = phoneTerm.test(term)
          ? phoneSearchDigits(term).map(
              (digits) => sql<boolean>`${phoneDigits} like ${`%${digits}%`}`,
            )
          : [];
        query = query.where((eb) =>
          eb.or([
            ...(["name", "email", "subject", "message", "status_note"] as const).map(
              (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
            ),
            ...phone,
          ]),
        );
      }
      // Newest first; the due queue oldest first, as its replies fall due; the follow-up queue
      // by date, then oldest first. Ties by id either way.
      const order = filter.status === "due" || followUp ? "asc" : "desc";
      const after = filter.after;
      if (after) {
        query = query.where((eb) => {
          const afterTime = eb.or([
            eb("created_at", order === "asc" ? ">" : "<", after.createdAt),
            eb.and([eb("created_at", "=", after.createdAt), eb("id", ">", after.id)]),
          ]);
          if (!followUp || !after.followUpOn) return afterTime;
          return eb.or([
            eb("follow_up_on", ">", after.followUpOn),
            eb.and([eb("follow_up_on", "=", after.followUpOn), afterTime]),
          ]);
        });
      }
      if (followUp) query = query.orderBy("follow_up_on", "asc");
      const rows = await query
        .orderBy("created_at", order)
        .orderBy("id")
        .limit(filter.limit ?? 500)
        .execute();
      return rows.map((row) => toLead(row as Row));
    },

    async lead(id: string): Promise<DeskLead | null> {
      const row = await selectLeads().where("id", "=", id).executeTakeFirst();
      return row ? toLead(row as Row) : null;
    },

    /**
     * Saves a lead's status, note, follow-up date (`followUpOn`, a day "2026-12-03", or null or
     * left out for none) and owner (a team address, or null for nobody), only if all four are
     * still what the saver's page showed
     * (`seen`): two people working one lead must not overwrite each other's note unseen, so a
     * save made against an out-of-date page is refused as "changed", in the same statement that
     * would have saved it. The status and the note each keep when and by whom they last
     * changed: a save that changes only the note leaves the status's as they were, and the
     * other way round (decided in the row, against what it held before this save). A newsletter
     * sign-up has no status to save ("no-status").
     *
     * A save that changed any of the four is appended to the lead's history in the same
     * transaction, so the two land together or not at all. What it replaced is `seen`: the update matched only
     * if the row still held it.
     */
    async setStatus(
      id: string,
      change: {
        status: LeadStatus;
        note: string;
        followUpOn?: string | null;
        owner?: string | null;
        by: string;
      },
      seen: { status: LeadStatus; note: string; followUpOn?: string | null; owner?: string | null },
    ): Promise<"saved" | "changed" | "missing" | "no-status"> {
      const { status, by } = change;
      const note = change.note.trim();
      const followUpOn = change.followUpOn ?? null;
      const seenFollowUpOn = seen.followUpOn ?? null;
      const owner = change.owner?.trim().toLowerCase() || null;
      const seenOwner = seen.owner?.trim().toLowerCase() || null;
      // One instant for both, so a save that changed the status and the note reads as one.
      const at = new Date().toISOString();
      const saved = await db.transaction().execute(async (tx) => {
        const result = await tx
          .updateTable("leads")
          .set((eb) => {
            const sameNote = eb(eb.fn.coalesce("status_note", eb.val("")), "=", note);
            return {
              status,
              status_note: note === "" ? null : note,
              follow_up_on: followUpOn,
              owner,
              status_changed_at: eb
                .case()
                .when("status", "=", status)
                .then(eb.ref("status_changed_at"))
                .else(at)
                .end(),
              status_changed_by: eb
                .case()
                .when("status", "=", status)
                .then(eb.ref("status_changed_by"))
                .else(by)
                .end(),
              note_changed_at: eb
                .case()
                .when(sameNote)
                .then(eb.ref("note_changed_at"))
                .else(at)
                .end(),
              note_changed_by: eb
                .case()
                .when(sameNote)
                .then(eb.ref("note_changed_by"))
                .else(by)
                .end(),
            };
          })
          .where("id", "=", id)
          .where("kind", "in", salesKinds)
          .where("status", "=", seen.status)
          .where((eb) => eb(eb.fn.coalesce("status_note", eb.val("")), "=", seen.note))
          .where((eb) => eb(eb.fn.coalesce("follow_up_on", eb.val("")), "=", seenFollowUpOn ?? ""))
          .where((eb) => eb(eb.fn.coalesce("owner", eb.val("")), "=", seenOwner ?? ""))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        // The same test as the row's: saving the page unchanged records nothing.
        if (
          seen.status === status &&
          seen.note === note &&
          seenFollowUpOn === followUpOn &&
          seenOwner === owner
        ) {
          return true;
        }
        // The update holds the lead's row (PostgreSQL) or the database (SQLite) until commit, so
        // no other save of this lead can take the same number.
        const last = await tx
          .selectFrom("lead_history")
          .select((eb) => eb.fn.max("seq").as("seq"))
          .where("lead_id", "=", id)
          .executeTakeFirst();
        await tx
          .insertInto("lead_history")
          .values({
            lead_id: id,
            seq: Number(last?.seq ?? 0) + 1,
            changed_at: at,
            changed_by: by,
            status_from: seen.status,
            status_to: status,
            note_from: seen.note === "" ? null : seen.note,
            note_to: note === "" ? null : note,
            follow_up_from: seenFollowUpOn,
            follow_up_to: followUpOn,
            owner_from: seenOwner,
            owner_to: owner,
          })
          .execute();
        return true;
      });
      if (saved) return "saved";
      const exists = await db
        .selectFrom("leads")
        .select("kind")
        .where("id", "=", id)
        .executeTakeFirst();
      if (!exists) return "missing";
      return exists.kind === "newsletter" ? "no-status" : "changed";
    },

    /**
     * A lead's history, newest first: every save that changed its status, note, follow-up date
     * or owner since the history was kept. Only the lead's page reads it; the list never does.
     */
    async history(leadId: string): Promise<LeadChange[]> {
      const rows = await db
        .selectFrom("lead_history")
        .select([
          "changed_at",
          "changed_by",
          "status_from",
          "status_to",
          "note_from",
          "note_to",
          "follow_up_from",
          "follow_up_to",
          "owner_from",
          "owner_to",
        ])
        .where("lead_id", "=", leadId)
        .orderBy("seq", "desc")
        .execute();
      return rows.map((row) => ({
        at: row.changed_at,
        by: row.changed_by,
        statusFrom: row.status_from,
        statusTo: row.status_to,
        noteFrom: row.note_from,
        noteTo: row.note_to,
        followUpFrom: row.follow_up_from,
        followUpTo: row.follow_up_to,
        ownerFrom: row.owner_from,
        ownerTo: row.owner_to,
      }));
    },

    /** The lead's deliveries and its notification mail, oldest first. */
    async deliveries(leadId: string): Promise<DeskDelivery[]> {
      const rows = await db
        .selectFrom("outbox")
        .select([
          "id",
          "channel",
          "kind",
          "status",
          "attempts",
          "last_status",
          "last_error",
          "last_attempt_at",
          "next_attempt_at",
          "sent_at",
        ])
        .where("lead_id", "=", leadId)
        .orderBy("created_at")
        .orderBy("channel")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        kind: row.kind,
        status: row.status,
        attempts: Number(row.attempts),
        lastStatus: row.last_status === null ? null : Number(row.last_status),
        lastError: row.last_error,
        lastAttemptAt: row.last_attempt_at,
        nextAttemptAt: row.next_attempt_at,
        sentAt: row.sent_at,
      }));
    },

    /**
     * Tries a delivery again now, with a fresh schedule: only one that has not reached its
     * receiver (pending or failed); a sent delivery is never sent twice. Answers what happened:
     * "retried", or why not: it has arrived ("sent"), it is being sent at this moment
     * ("sending"), or there is no such delivery of this lead ("missing").
     */
    async retryDelivery(
      leadId: string,
      deliveryId: string,
    ): Promise<"retried" | "sent" | "sending" | "missing"> {
      const result = await db
        .updateTable("outbox")
        .set({ status: "pending", attempts: 0, next_attempt_at: new Date().toISOString() })
        .where("id", "=", deliveryId)
        .where("lead_id", "=", leadId)
        .where("status", "in", ["pending", "failed"])
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return "retried";
      const row = await db
        .selectFrom("outbox")
        .select("status")
        .where("id", "=", deliveryId)
        .where("lead_id", "=", leadId)
        .executeTakeFirst();
      return row?.status === "sent" || row?.status === "sending" ? row.status : "missing";
    },

    /**
     * Every lead from one address, compared without case, newest first, as a lead's page lists
     * them: its other leads, and what erasing the person removes.
     */
    async personLeads(email: string): Promise<PersonLead[]> {
      const rows = await db
        .selectFrom("leads")
        .select(["id", "kind", "created_at", "subject", "status", "meeting"])
        .where(sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`)
        .orderBy("created_at", "desc")
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        createdAt: row.created_at,
        subject: row.subject,
        status: row.kind === "newsletter" ? null : row.status,
        // As callOf reads it: a call request from before the form asked is a phone call.
        meeting: row.kind === "call_request" ? (row.meeting === "video" ? "video" : "phone") : null,
      }));
    },

    /**
     * Removes a person everywhere: their leads with their history, every outbox row about them
     * or to them (lead mail, deliveries, newsletter and sign-in mail), their subscription,
     * sign-in links and sessions, and, for a teammate, their address wherever it names them
     * on other leads: as who last changed a status or note, and as owner (those leads are then
     * nobody's), and in the leads' history as who saved an entry and as owner before or after.
     * Then makes sure no copy stays readable in the database files: SQLite overwrites
     * deleted content (secure_delete, set when the database opens) and the write-ahead log is
     * checkpointed and truncated; PostgreSQL rewrites the touched tables (VACUUM FULL).
     * With `named` (`leadSetDigest` of the leads a page showed), throws `PersonLeadsChanged` and
     * erases nothing if another lead arrived or one went meanwhile, checked in the transaction.
     */
    async erasePerson(rawEmail: string, named?: string): Promise<ErasureReport> {
      const email = rawEmail.trim().toLowerCase();
      const report = await db.transaction().execute(async (tx) => {
        const leadIds = await leadIdsOfPerson(tx, email);
        if (named !== undefined && leadSetDigest(leadIds) !== named) {
          throw new PersonLeadsChanged(leadIds);
        }
        const outbox = await tx
          .deleteFrom("outbox")
          .where((eb) =>
            eb.or([
              eb(sql<string>`lower(recipient)`, "=", email),
              ...(leadIds.length > 0 ? [eb("lead_id", "in", leadIds)] : []),
            ]),
          )
          .executeTakeFirst();
        // Their leads' history: its notes can quote them. Before the leads, which it refers to.
        if (leadIds.length > 0) {
          await tx.deleteFrom("lead_history").where("lead_id", "in", leadIds).execute();
        }
        const deletedLeads = await tx
          .deleteFrom("leads")
          .where(sql<boolean>`lower(email) = ${email}`)
          .executeTakeFirst();
        const subscriptions = await tx
          .deleteFrom("newsletter_subscribers")
          .where("email", "=", email)
          .executeTakeFirst();
        const links = await tx
          .deleteFrom("desk_sign_in_links")
          .where("email", "=", email)
          .executeTakeFirst();
        const sessions = await tx
          .deleteFrom("desk_sessions")
          .where("email", "=", email)
          .executeTakeFirst();
        // The leads a teammate worked are the agency's and stay, with their status, note and
        // when each changed; only the address saying who changed them, or who owns them, goes.
        const byThem = (
          column:
            | "status_changed_by"
            | "note_changed_by"
            | "changed_by"
            | "owner"
            | "owner_from"
            | "owner_to",
        ) => sql<boolean>`lower(${sql.ref(column)}) = ${email}`;
        // The column as it was, or `gone` where it names them.
        const unlessThem = (column: Parameters<typeof byThem>[0], gone: null | "") =>
          sql<string | null>`case when ${byThem(column)} then ${gone} else ${sql.ref(column)} end`;
        // Counted before they are given to nobody: the operator is told someone must take them on.
        const owned = await tx
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll().as("count"))
          .where(byThem("owner"))
          .executeTakeFirst();
        const changedBy = await tx
          .updateTable("leads")
          .set({
            status_changed_by: unlessThem("status_changed_by", null),
            note_changed_by: unlessThem("note_changed_by", null),
            // The leads they owned are nobody's now: someone must take them on.
            owner: unlessThem("owner", null),
          })
          .where((eb) =>
            eb.or([byThem("status_changed_by"), byThem("note_changed_by"), byThem("owner")]),
          )
          .executeTakeFirst();
        // So do the entries of the leads' history they saved, as the leads' own fields do.
        // Where an entry names them as a lead's owner, before or after, it keeps that an owner
        // changed ("": a teammate since erased), not who.
        const historyBy = await tx
          .updateTable("lead_history")
          .set({
            changed_by: unlessThem("changed_by", null),
            owner_from: unlessThem("owner_from", ""),
            owner_to: unlessThem("owner_to", ""),
          })
          .where((eb) => eb.or([byThem("changed_by"), byThem("owner_from"), byThem("owner_to")]))
          .executeTakeFirst();
        return {
          leads: Number(deletedLeads.numDeletedRows),
          outbox: Number(outbox.numDeletedRows),
          subscriptions: Number(subscriptions.numDeletedRows),
          signIns: Number(links.numDeletedRows) + Number(sessions.numDeletedRows),
          changedBy: Number(changedBy.numUpdatedRows),
          historyBy: Number(historyBy.numUpdatedRows),
          unowned: Number(owned?.count ?? 0),
        };
      });
      const copyLeft = await compact(db, logRetryMs, [
        "leads",
        "lead_history",
        "outbox",
        "newsletter_subscribers",
        "desk_sign_in_links",
        "desk_sessions",
      ]);
      return { ...report, copyLeft };
    },

    /**
     * The retention sweep: leads older than `leadMonths` go (with their mail, deliveries and
     * history),
     * and delivered mail keeps its bodies for `mailBodyDays` only.
     */
    async applyRetention(
      policy: { leadMonths: number; mailBodyDays: number },
      at = new Date(),
    ): Promise<{ leads: number; mailBodies: number }> {
      const leadCutoff = new Date(at);
      leadCutoff.setUTCMonth(leadCutoff.getUTCMonth() - policy.leadMonths);
      const bodyCutoff = new Date(at.getTime() - policy.mailBodyDays * 86_400_000).toISOString();
      const result = await db.transaction().execute(async (tx) => {
        const old = await tx
          .selectFrom("leads")
          .select("id")
          .where("created_at", "<", leadCutoff.toISOString())
          .execute();
        const ids = old.map((row) => row.id);
        if (ids.length > 0) {
          await tx.deleteFrom("outbox").where("lead_id", "in", ids).execute();
          await tx.deleteFrom("lead_history").where("lead_id", "in", ids).execute();
          await tx.deleteFrom("leads").where("id", "in", ids).execute();
        }
        const bodies = await tx
          .updateTable("outbox")
          .set({ text_body: "", html_body: "", subject: "(removed after delivery)", headers: "{}" })
          .where("status", "=", "sent")
          .where("sent_at", "<", bodyCutoff)
          .where("text_body", "!=", "")
          .executeTakeFirst();
        return { leads: ids.length, mailBodies: Number(bodies.numUpdatedRows) };
      });
      if (result.leads + result.mailBodies > 0) {
        await compact(db, logRetryMs, ["leads", "lead_history", "outbox"]);
      }
      return result;
    },
  };
}

/** The desk's "to do" line (Desk.todo). */
export interface DeskTodo {
  /** Sales leads still New: nobody has answered them. */
  awaitingReply: number;
  /** Of those, the ones past the reply time their visitor was told. */
  overdue: number;
  /** New or contacted leads whose follow-up day has come. */
  followUpsDue: number;
  /** Leads with a webhook or Slack delivery that gave up. */
  deliveriesFailed: number;
}

export interface ErasureReport {
  leads: number;
  outbox: number;
  subscriptions: number;
  signIns: number;
  /**
   * Other leads whose status or note they had last changed, or that they owned (now nobody's),
   * which no longer name them: one count for both.
   */
  changedBy: number;
  /** Entries of leads' history they had saved, or that named them as owner, kept without their address. */
  historyBy: number;
  /** Of `changedBy`, the leads they owned, which now have no owner (the list's "Nobody"). */
  unowned: number;
  /** Whether, and where, the database's files may still hold a copy of what was deleted. */
  copyLeft: CopyLeft;
}

/**
 * "none": nothing deleted is left readable. "write-ahead-log" (SQLite): another process was
 * reading the file, so its write-ahead log still holds the old pages; the server keeps trying to
 * empty it and logs when it has. "vacuum-failed" (PostgreSQL): VACUUM FULL failed (it ran past
 * the statement limit, say); running the erasure again with `npm run leads` compacts the tables.
 */
export type CopyLeft = "none" | "write-ahead-log" | "vacuum-failed";

export type Desk = ReturnType<typeof createDesk>;

/**
 * After deletions: leave no readable copy of what was deleted in the database's files. Answers
 * where a copy may be left when SQLite's write-ahead log could not be emptied yet (it then keeps
 * trying in the background, see emptySqliteLog) or PostgreSQL's VACUUM FULL failed: the deletion
 * has committed by then, so a failure here is reported, never thrown.
 */
async function compact(db: AppDatabase, logRetryMs: number, tables: string[]): Promise<CopyLeft> {
  if (!isPostgres(db)) {
    // secure_delete zeroed the rows in the pages; the WAL still holds older page images.
    if (await emptySqliteLog(db)) return "none";
    log("warn", "write-ahead log busy after a deletion; retrying", { retryMs: logRetryMs });
    void (async () => {
      for (let attempt = 1; attempt <= logRetries; attempt++) {
        await sleep(logRetryMs, undefined, { ref: false });
        if (await emptySqliteLog(db).catch(() => false)) {
          log("info", "write-ahead log emptied after a deletion", { attempt });
          return;
        }
      }
      log("error", "write-ahead log still holds deleted rows; stop the process reading it", {
        attempts: logRetries,
      });
    })();
    return "write-ahead-log";
  }
  try {
    for (const table of tables) await sql`vacuum full ${sql.table(table)}`.execute(db);
    return "none";
  } catch (error) {
    log("error", "VACUUM FULL failed after a deletion; run the erasure again with npm run leads", {
      error: error instanceof Error ? error.message : String(error),
    });
    return "vacuum-failed";
  }
}

const logRetries = 20;

/**
 * Checkpoints SQLite's write-ahead log and truncates it. While another connection reads (a backup,
 * a second process on the file), SQLite answers `busy` instead of failing, and the log keeps its
 * pages: tried for about two seconds before giving up.
 */
async function emptySqliteLog(db: AppDatabase): Promise<boolean> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    if (Number(rows[0]?.busy ?? 1) === 0) return true;
    await sleep(250);
  }
  return false;
}

export interface DeskNumbers {
  days: number;
  from: string;
  to: string;
  series: Array<{ day: string; views: number; visitors: number; leads: number }>;
  /**
   * `convertedVisits`: the counted visits that sent a lead, the only base a rate per visitor can
   * honestly be taken from. A visit counts once however many messages it sent (one person a day,
   * known by the address they wrote from); newsletter sign-ups are never matched to a visit, and a
   * post from another day, network or browser matches none.
   */
  totals: {
    views: number;
    visitors: number;
    leads: number;
    convertedVisits: number;
    notFound: number;
  };
  /**
   * Each row's `leads` are all its leads; its `convertedVisits` the counted visits among them, as in
   * the totals, for its rate: a page's leads include sign-ups confirmed days after the view, posts
   * matched to no visit, and a second message from the same visitor, so leads per view passed
   * 100 %.
   */
  topPages: Array<{ path: string; views: number; leads: number; convertedVisits: number }>;
  sources: Array<{ source: string; visitors: number; leads: number; convertedVisits: number }>;
  campaigns: Array<{ campaign: string; visitors: number; leads: number; convertedVisits: number }>;
  notFound: Array<{ path: string; count: number }>;
  estimates: { views: number; messages: number };
}

/** The Sources table's rows for visits without a referrer and leads that matched no visit. */
export const directLabel = "Direct (no referrer)";
export const unmatchedLabel = "Lead not matched to a visit";
export const newsletterLabel = "Newsletter sign-ups (not attributed)";

/**
 * Views, visitors, sources and leads for the last `days` days (today included): the agency's
 * days, as the visit counts are kept (agencyDay, docs/decisions/031).
 */
export async function deskNumbers(
  db: AppDatabase,
  days: number,
  at = new Date(),
): Promise<DeskNumbers> {
  const to = agencyDay(at);
  const from = agencyDayBefore(at, days - 1);
  const pages = await db
    .selectFrom("visit_pages")
    .select(["day", "path", "views", "not_found"])
    .where("day", ">=", from)
    .execute();
  const dayVisitors = await db
    .selectFrom("visit_days")
    .selectAll()
    .where("day", ">=", from)
    .execute();
  const sources = await db
    .selectFrom("visit_sources")
    .selectAll()
    .where("day", ">=", from)
    .execute();
  // Today's (and any day not yet rolled up) visitors are still rows of their own.
  const live = await db
    .selectFrom("visit_visitors")
    .select(["day", "landing_page", "referrer_host", "utm_campaign"])
    .where("day", ">=", from)
    .execute();
  const leads = await db
    .selectFrom("leads")
    .select([
      "kind",
      "created_at",
      "email",
      "source_page",
      "landing_page",
      "referrer_host",
      "utm_campaign",
      "estimate",
    ])
    .where("created_at", ">=", agencyDayStart(from))
    .execute();

  const series = new Map<string, { day: string; views: number; visitors: number; leads: number }>();
  for (let n = 0; n < days; n++) {
    const day = agencyDayBefore(at, days - 1 - n);
    series.set(day, { day, views: 0, visitors: 0, leads: 0 });
  }
  const pageViews = new Map<string, number>();
  const notFound = new Map<string, number>();
  let notFoundTotal = 0;
  for (const row of pages) {
    const point = series.get(row.day);
    if (point) point.views += Number(row.views);
    if (Number(row.views) > 0)
      pageViews.set(row.path, (pageViews.get(row.path) ?? 0) + Number(row.views));
    if (Number(row.not_found) > 0) {
      notFound.set(row.path, (notFound.get(row.path) ?? 0) + Number(row.not_found));
      notFoundTotal += Number(row.not_found);
    }
  }
  for (const row of dayVisitors) {
    const point = series.get(row.day);
    if (point) point.visitors += Number(row.visitors);
  }
  const sourceVisitors = new Map<string, number>();
  const campaignVisitors = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, n: number) =>
    map.set(key, (map.get(key) ?? 0) + n);
  for (const row of sources) {
    if (row.kind === "referrer") {
      add(
        sourceVisitors,
        row.value === directSource ? directLabel : row.value,
        Number(row.visitors),
      );
    }
    if (row.kind === "campaign") add(campaignVisitors, row.value, Number(row.visitors));
  }
  for (const row of live) {
    const point = series.get(row.day);
    if (point) point.visitors += 1;
    add(sourceVisitors, row.referrer_host ?? directLabel, 1);
    if (row.utm_campaign) add(campaignVisitors, row.utm_campaign, 1);
  }
  const leadsByPage = new Map<string, number>();
  const leadsBySource = new Map<string, number>();
  const leadsByCampaign = new Map<string, number>();
  // The visits that sent a lead, per row: a set, so a visitor who sent two messages is one.
  const convertedByPage = new Map<string, Set<string>>();
  const convertedBySource = new Map<string, Set<string>>();
  const convertedByCampaign = new Map<string, Set<string>>();
  const converted = new Set<string>();
  const addVisit = (map: Map<string, Set<string>>, key: string, visit: string) =>
    map.set(key, (map.get(key) ?? new Set()).add(visit));
  const countOf = (map: Map<string, Set<string>>, key: string) => map.get(key)?.size ?? 0;
  let estimateMessages = 0;
  for (const lead of leads) {
    const day = agencyDay(new Date(lead.created_at));
    const point = series.get(day);
    if (point) point.leads += 1;
    // Newsletter sign-ups are never matched (the Privacy Policy promises only their page), and a
    // post from another day, network or browser matches no visit: neither counts in a rate.
    const fromVisit = lead.kind !== "newsletter" && lead.landing_page !== null;
    // A visitor is counted once a day; the address they wrote from tells their messages apart
    // from another visitor's (the visit's own hash is never kept with a lead).
    const visit = `${day} ${lead.email.trim().toLowerCase()}`;
    add(leadsByPage, lead.source_page, 1);
    if (fromVisit) addVisit(convertedByPage, lead.source_page, visit);
    // A lead from no counted visit has no source to count it under: it gets a row of its own
    // (with no visitors, so no rate) rather than inflating "Direct".
    add(
      leadsBySource,
      lead.kind === "newsletter"
        ? newsletterLabel
        : lead.landing_page === null
          ? unmatchedLabel
          : (lead.referrer_host ?? directLabel),
      1,
    );
    // A campaign comes only from the matched visit, so its leads are all from counted visits.
    if (lead.utm_campaign) {
      add(leadsByCampaign, lead.utm_campaign, 1);
      addVisit(convertedByCampaign, lead.utm_campaign, visit);
    }
    if (lead.estimate) estimateMessages += 1;
    if (fromVisit) {
      addVisit(convertedBySource, lead.referrer_host ?? directLabel, visit);
      converted.add(visit);
    }
  }
  const top = <T>(items: T[], by: (item: T) => number, n = 10) =>
    items.sort((a, b) => by(b) - by(a)).slice(0, n);
  const points = [...series.values()];
  return {
    days,
    from,
    to,
    series: points,
    totals: {
      views: points.reduce((sum, p) => sum + p.views, 0),
      visitors: points.reduce((sum, p) => sum + p.visitors, 0),
      leads: leads.length,
      convertedVisits: converted.size,
      notFound: notFoundTotal,
    },
    topPages: top(
      [...new Set([...pageViews.keys(), ...leadsByPage.keys()])].map((path) => ({
        path,
        views: pageViews.get(path) ?? 0,
        leads: leadsByPage.get(path) ?? 0,
        convertedVisits: countOf(convertedByPage, path),
      })),
      (p) => p.views * 1000 + p.leads,
    ),
    sources: top(
      [...new Set([...sourceVisitors.keys(), ...leadsBySource.keys()])].map((source) => ({
        source,
        visitors: sourceVisitors.get(source) ?? 0,
        leads: leadsBySource.get(source) ?? 0,
        convertedVisits: countOf(convertedBySource, source),
      })),
      (s) => s.visitors * 1000 + s.leads,
    ),
    campaigns: top(
      [...new Set([...campaignVisitors.keys(), ...leadsByCampaign.keys()])].map((campaign) => ({
        campaign,
        visitors: campaignVisitors.get(campaign) ?? 0,
        leads: leadsByCampaign.get(campaign) ?? 0,
        convertedVisits: countOf(convertedByCampaign, campaign),
      })),
      (c) => c.visitors * 1000 + c.leads,
    ),
    notFound: top(
      [...notFound.entries()].map(([path, count]) => ({ path, count })),
      (p) => p.count,
    ),
    estimates: { views: pageViews.get(pathTo("estimate")) ?? 0, messages: estimateMessages },
  };
}
