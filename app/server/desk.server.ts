/**
 * What the desk reads and changes: leads (listed, filtered and searched, with their status,
 * note, follow-up date and owner, and each lead's history of saves), each lead's deliveries (with
 * a retry) and a person's leads. listLeads applies the list's filters, cursor and search terms,
 * which app/server/lead-filter.server.ts reads and writes; createDesk takes on the privacy
 * duties, erasing a person everywhere and the retention sweep, from
 * app/server/desk-privacy.server.ts (docs/decisions/021-erasure-leaves-no-copy.md). The numbers
 * page's figures are app/server/desk-numbers.server.ts, apart from the desk.
 */
import { sql, type ExpressionBuilder } from "kysely";
import { agencyDay } from "~/lib/agency-time";
import { followUpStatuses } from "~/desk/follow-up";
import { replyDue } from "~/desk/reply-due";
import type {
  AppDatabase,
  DatabaseSchema,
  LeadKind,
  LeadStatus,
  OutboxChannel,
  OutboxStatus,
  SubscriberStatus,
} from "./db.server";
import { isPostgres, leadKinds } from "./db.server";
import { privacyDuties } from "./desk-privacy.server";
import { leadSearchMatches, type LeadFilter } from "./lead-filter.server";
import { leadContentOf, type LeadContent } from "./leads-store.server";

/** A stored lead as the desk shows it: its status and attribution, without the consent record. */
export interface DeskLead extends LeadContent {
  /**
   * Where the team is with a sales lead (a message or a call request); null for a newsletter
   * sign-up, which is no sales work
   * (docs/decisions/033-newsletter-sign-ups-have-no-sales-status.md).
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

/** The kinds of lead that are sales work, with a status and a reply due: all but sign-ups. */
const salesKinds = leadKinds.filter((kind) => kind !== "newsletter");

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

/** A newsletter lead's subscription (the address is unique there, and stored lower-case). */
const subscriptionOf = (eb: ExpressionBuilder<DatabaseSchema, "leads">) =>
  eb
    .selectFrom("newsletter_subscribers as subscriber")
    .whereRef("subscriber.email", "=", "leads.email")
    .where("leads.kind", "=", "newsletter");

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
  ...leadContentOf(row),
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

export function createDesk(
  db: AppDatabase,
  options: {
    /** How long to wait between tries at emptying a busy write-ahead log (30 s). */
    logRetryMs?: number;
  } = {},
) {
  const logRetryMs = options.logRetryMs ?? 30_000;
  // Their channels as one comma-separated value (null for none), so the list stays one query.
  const channelList = isPostgres(db)
    ? sql<string | null>`string_agg(outbox.channel, ',')`
    : sql<string | null>`group_concat(outbox.channel, ',')`;
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

  return {
    /**
     * What needs doing, whatever the list shows: leads waiting for a first reply (and of those,
     * past the reply time their visitor was told), follow-ups due by the agency's today, and
     * leads a delivery gave up on (newsletter sign-ups too: their webhook or Slack deliveries
     * matter as much). The desk's list opens with it; app/desk/todo-lists.ts names each count's
     * list.
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
      if (term) query = query.where((eb) => eb.or(leadSearchMatches(term)));
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
     * still what the saver's page showed (`seen`): two people working one lead must not
     * overwrite each other's note unseen, so a save made against an out-of-date page is refused
     * as "changed", in the same statement that would have saved it. The status and the note each
     * keep when and by whom they last changed: a save that changes only the note leaves the
     * status's as they were, and the other way round (decided in the row, against what it held
     * before this save). A newsletter sign-up has no status to save ("no-status").
     *
     * A save that changed any of the four is appended to the lead's history in the same
     * transaction, so the two land together or not at all. What it replaced is `seen`: the
     * update matched only if the row still held it.
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

    ...privacyDuties(db, logRetryMs),
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

export type Desk = ReturnType<typeof createDesk>;
