/**
 * LeadStore: every write the visitor forms cause. Each write and the mail it triggers share one
 * transaction (outbox pattern), so a lead is acknowledged only once it and its notification are
 * durably stored.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql, type Selectable, type Transaction } from "kysely";
import { callMeetings, callTimeWindows, unstatedCallMeeting } from "~/content/call-request";
import type { StoredCall } from "~/desk/call-details";
import { companyFacts } from "~/content/facts";
import type { CallRequestInput, ContactInput } from "~/forms/schemas";
import { agencyDay } from "~/lib/agency-time";
import { pathTo, withQuery } from "~/route-paths";
import {
  isPostgres,
  type AppDatabase,
  type DatabaseSchema,
  type LeadKind,
  type LeadsTable,
  type OutboxChannel,
} from "./db.server";
import { leadWebhookBody, slackLeadBody, type DeliveryLead } from "./deliveries.server";
import { enqueueMail, enqueueOutboxRow } from "./outbox.server";
import type { VisitAttribution } from "./visits.server";
import {
  leadNotificationMail,
  newsletterConfirmationMail,
  newsletterWelcomeMail,
} from "./mail.server";

export interface LeadStoreOptions {
  /** Where lead notifications go. */
  notifyTo: string;
  /** Origin for links in mails, e.g. https://www.example.com. */
  publicOrigin: string;
  confirmTtlHours: number;
  /** At most one confirmation mail per address within this time. */
  confirmMinIntervalMs: number;
  /** At most this many confirmation mails per address and UTC day. */
  confirmMaxPerDay: number;
  /** Lead deliveries to queue with every new lead, besides the notification mail. */
  deliveries?: { webhook: boolean; slack: boolean };
  /**
   * Called after a commit that queued outbox rows (mail, deliveries), so the workers can send
   * without waiting to poll.
   */
  onMailQueued?: () => void;
  now?: () => Date;
}

export interface LeadMeta {
  sourcePage: string;
  consentVersion: string;
  /** Where the visit came from, joined on the server (./visits.server.ts); null when unknown. */
  attribution?: VisitAttribution | null;
}

/**
 * The /estimate link a message carries, as a path. "Send this estimate" writes the full URL
 * ("Link: https://…/estimate?…", so it opens from a mail); a message from before that wrote the
 * path alone. Any origin is accepted: an instance's SITE_URL may differ from the one that wrote it.
 */
export function estimateLinkOf(message: string): string | null {
  const match = new RegExp(
    `^Link: (?:https?://[^/\\s]+)?(${pathTo("estimate")}\\?[^\\s]{1,500})$`,
    "m",
  ).exec(message);
  return match?.[1] ?? null;
}

/** A lead as the store writes it, before it has an id and a time. */
interface NewLead {
  /** Newsletter leads are written by confirmSubscription, not here. */
  kind: Exclude<LeadKind, "newsletter">;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  services: readonly string[];
  call: StoredCall | null;
}

export interface StoredLead {
  id: string;
  kind: LeadKind;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  services: string[];
  consentVersion: string;
  consentAt: string;
  sourcePage: string;
  call: StoredCall | null;
}

/** A lead as every reader shows it (the desk, the exports): without its consent record. */
export type LeadContent = Omit<StoredLead, "consentVersion" | "consentAt">;

export interface LeadStats {
  leadsByDay: Array<{ day: string; kind: LeadKind; count: number }>;
  outboxByStatus: Array<{ status: string; count: number }>;
  subscribersByStatus: Array<{ status: string; count: number }>;
  spamByDay: Array<{ day: string; form: string; reason: string; count: number }>;
}

/** "already-confirmed": the link was used to confirm this subscription before (a second click). */
export type ConfirmOutcome = "confirmed" | "already-confirmed" | "invalid";
/** What a sign-up did; visitors see the same answer for all three. */
export type SubscribeOutcome = "queued" | "capped" | "already-confirmed";
export type UnsubscribeOutcome = "unsubscribed" | "invalid";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

type Tx = Transaction<DatabaseSchema>;

/** A lead row's services column (a JSON list); anything unreadable is no services. */
function parseServices(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/**
 * A call request's details from its row; null for leads that are not call requests. A call
 * request without a meeting is from before the form asked, when it offered only a phone call.
 */
function callOf(row: {
  call_type: string | null;
  preferred_day: string | null;
  time_window: string | null;
  time_zone: string | null;
  meeting: string | null;
}): StoredCall | null {
  return row.call_type && row.preferred_day && row.time_window && row.time_zone
    ? {
        type: row.call_type,
        day: row.preferred_day,
        window: row.time_window,
        timeZone: row.time_zone,
        meeting: callMeetings.find((m) => m.id === row.meeting)?.id ?? unstatedCallMeeting,
      }
    : null;
}

/** The columns of a lead that say who wrote, what, from which page, and the call asked for. */
type LeadContentRow = Pick<
  Selectable<LeadsTable>,
  | "id"
  | "kind"
  | "created_at"
  | "name"
  | "email"
  | "phone"
  | "subject"
  | "message"
  | "services"
  | "source_page"
  | "call_type"
  | "preferred_day"
  | "time_window"
  | "time_zone"
  | "meeting"
>;

/**
 * A lead as every reader shows it, from its row: the store adds the consent record, the desk
 * (app/server/desk.server.ts) its status and attribution.
 */
export function leadContentOf(row: LeadContentRow): LeadContent {
  return {
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
  };
}

function toStoredLead(row: Selectable<LeadsTable>): StoredLead {
  return { ...leadContentOf(row), consentVersion: row.consent_version, consentAt: row.consent_at };
}

/** How long the same message from the same address counts as a repeat of the first. */
const repeatWindowMs = 30 * 60_000;

export function createLeadStore(db: AppDatabase, options: LeadStoreOptions) {
  const now = options.now ?? (() => new Date());

  const deskLeadUrl = (id: string) => `${options.publicOrigin}${pathTo("desk-lead", { id })}`;

  /** A lead's webhook and Slack deliveries, queued in the transaction that stores the lead. */
  async function enqueueDeliveries(tx: Tx, lead: DeliveryLead) {
    const wanted: Array<[OutboxChannel, string]> = [];
    if (options.deliveries?.webhook) {
      wanted.push(["webhook", leadWebhookBody(lead, deskLeadUrl(lead.id))]);
    }
    if (options.deliveries?.slack) {
      wanted.push(["slack", slackLeadBody(lead, deskLeadUrl(lead.id))]);
    }
    for (const [channel, body] of wanted) {
      await enqueueOutboxRow(tx, {
        kind: `lead_${channel}`,
        channel,
        recipient: channel,
        subject: lead.subject,
        text: body,
        at: lead.createdAt,
        leadId: lead.id,
      });
    }
  }

  /**
   * One lead and its notification mail, in one transaction: acknowledged only once both are.
   * The same form, field for field, from the same address within `repeatWindowMs` is the same
   * lead, answered as stored again: a reload of a plain post's answer page re-posts it (browsers
   * ask, and people say yes), and the agency should not get it twice. A resend that corrects
   * anything (a phone number, the day of a call) is a lead of its own, so the correction is kept.
   */
  async function save(lead: NewLead, meta: LeadMeta): Promise<{ id: string }> {
    const moment = now();
    const at = moment.toISOString();
    // How the visit that sent it began (null where it matched none), and any estimate it carries.
    const attribution = {
      landingPage: meta.attribution?.landingPage ?? null,
      referrerHost: meta.attribution?.referrerHost ?? null,
      utmSource: meta.attribution?.utmSource ?? null,
      utmMedium: meta.attribution?.utmMedium ?? null,
      utmCampaign: meta.attribution?.utmCampaign ?? null,
      estimate: estimateLinkOf(lead.message),
    };
    const saved = await db.transaction().execute(async (tx) => {
      // Two posts of one lead at once (a double submit while the server is slow, two instances)
      // must not both find no repeat and both store it. SQLite's transactions take the write lock
      // as they begin (db.server.ts), so they already run one at a time; PostgreSQL's do not, so
      // a transaction for the same address waits here for the one before it to commit.
      if (isPostgres(tx)) {
        await sql`select pg_advisory_xact_lock(hashtextextended(${lead.email.toLowerCase()}, 0))`.execute(
          tx,
        );
      }
      const repeated = await tx
        .selectFrom("leads")
        .select("id")
        .where("email", "=", lead.email)
        .where("created_at", ">=", new Date(moment.getTime() - repeatWindowMs).toISOString())
        .where("kind", "=", lead.kind)
        .where("subject", "=", lead.subject)
        .where("message", "=", lead.message)
        .where("name", "=", lead.name)
        .where("phone", lead.phone === null ? "is" : "=", lead.phone)
        .where("services", "=", JSON.stringify(lead.services))
        .where("call_type", lead.call ? "=" : "is", lead.call?.type ?? null)
        .where("preferred_day", lead.call ? "=" : "is", lead.call?.day ?? null)
        .where("time_window", lead.call ? "=" : "is", lead.call?.window ?? null)
        .where("time_zone", lead.call ? "=" : "is", lead.call?.timeZone ?? null)
        .where("meeting", lead.call ? "=" : "is", lead.call?.meeting ?? null)
        .executeTakeFirst();
      if (repeated) return { id: repeated.id, queued: false };
      const id = randomUUID();
      await tx
        .insertInto("leads")
        .values({
          id,
          kind: lead.kind,
          created_at: at,
          name: lead.name,
          email: lead.email,
          phone: lead.phone,
          subject: lead.subject,
          message: lead.message,
          services: JSON.stringify(lead.services),
          consent_version: meta.consentVersion,
          consent_at: at,
          source_page: meta.sourcePage,
          call_type: lead.call?.type ?? null,
          preferred_day: lead.call?.day ?? null,
          time_window: lead.call?.window ?? null,
          time_zone: lead.call?.timeZone ?? null,
          meeting: lead.call?.meeting ?? null,
          landing_page: attribution.landingPage,
          referrer_host: attribution.referrerHost,
          utm_source: attribution.utmSource,
          utm_medium: attribution.utmMedium,
          utm_campaign: attribution.utmCampaign,
          estimate: attribution.estimate,
        })
        .execute();
      const mail = leadNotificationMail({
        ...lead,
        id,
        sourcePage: meta.sourcePage,
        consentVersion: meta.consentVersion,
        createdAt: at,
        deskUrl: deskLeadUrl(id),
      });
      await enqueueMail(tx, "lead_notification", options.notifyTo, mail, at, id);
      await enqueueDeliveries(tx, {
        ...lead,
        id,
        createdAt: at,
        sourcePage: meta.sourcePage,
        attribution,
      });
      return { id, queued: true };
    });
    if (saved.queued) options.onMailQueued?.();
    return { id: saved.id };
  }

  const confirmUrl = (token: string) =>
    `${options.publicOrigin}${withQuery(pathTo("newsletter-confirm"), { token })}`;
  const unsubscribeUrl = (token: string) =>
    `${options.publicOrigin}${withQuery(pathTo("newsletter-unsubscribe"), { token })}`;

  return {
    /** Stores a contact message and its notification; resolves after the commit. */
    saveLead(input: ContactInput, meta: LeadMeta): Promise<{ id: string }> {
      return save(
        {
          kind: "contact",
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          subject: input.subject,
          message: input.message,
          services: input.services,
          call: null,
        },
        meta,
      );
    },

    /** Stores a request to be called (booking's fallback) and its notification. */
    saveCallRequest(input: CallRequestInput, meta: LeadMeta): Promise<{ id: string }> {
      const { name: callName } = companyFacts.calls[input.call];
      const window = callTimeWindows.find((w) => w.id === input.window)?.label ?? input.window;
      return save(
        {
          kind: "call_request",
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          subject: `Call request: ${callName}, ${input.day}, ${window}, ${input.timeZone}`,
          message: input.note ?? "",
          services: [],
          call: {
            type: input.call,
            day: input.day,
            window: input.window,
            timeZone: input.timeZone,
            meeting: input.meeting,
          },
        },
        meta,
      );
    },

    /**
     * Starts (or restarts) a double opt-in and queues the confirmation mail, unless the address
     * is confirmed already or over its mail caps (one mail per `confirmMinIntervalMs`, at most
     * `confirmMaxPerDay` per UTC day, whoever asks). The caller answers the same in every case,
     * so nothing reveals whether an address is known, and repeated sign-ups send nothing.
     * The cap check and the update are one conditional statement, so two simultaneous sign-ups
     * cannot both pass it.
     */
    async subscribe(rawEmail: string, sourcePage: string): Promise<SubscribeOutcome> {
      const email = rawEmail.trim().toLowerCase();
      const at = now();
      const atIso = at.toISOString();
      const day = atIso.slice(0, 10);
      const intervalCutoff = new Date(at.getTime() - options.confirmMinIntervalMs).toISOString();
      const expires = new Date(at.getTime() + options.confirmTtlHours * 3_600_000).toISOString();
      const token = newToken();
      const mail = newsletterConfirmationMail(confirmUrl(token), options.confirmTtlHours);
      const pending = {
        status: "pending" as const,
        updated_at: atIso,
        confirm_token_hash: hashToken(token),
        confirm_expires_at: expires,
        confirm_sent_at: atIso,
        confirm_sent_day: day,
        source_page: sourcePage,
      };
      const attempt = () =>
        db.transaction().execute(async (tx): Promise<SubscribeOutcome> => {
          const restarted = await tx
            .updateTable("newsletter_subscribers")
            .set({
              ...pending,
              confirm_sent_count: sql<number>`case when confirm_sent_day = ${day} then confirm_sent_count + 1 else 1 end`,
            })
            .where("email", "=", email)
            .where("status", "!=", "confirmed")
            .where((eb) =>
              eb.or([
                eb("confirm_sent_at", "is", null),
                eb("confirm_sent_at", "<=", intervalCutoff),
              ]),
            )
            .where((eb) =>
              eb.or([
                eb("confirm_sent_day", "is", null),
                eb("confirm_sent_day", "!=", day),
                eb("confirm_sent_count", "<", options.confirmMaxPerDay),
              ]),
            )
            .executeTakeFirst();
          if (Number(restarted.numUpdatedRows) === 0) {
            const existing = await tx
              .selectFrom("newsletter_subscribers")
              .select("status")
              .where("email", "=", email)
              .executeTakeFirst();
            if (existing) return existing.status === "confirmed" ? "already-confirmed" : "capped";
            await tx
              .insertInto("newsletter_subscribers")
              .values({
                id: randomUUID(),
                email,
                created_at: atIso,
                confirmed_at: null,
                unsubscribed_at: null,
                unsubscribe_token: newToken(),
                confirm_sent_count: 1,
                ...pending,
              })
              .execute();
          }
          await enqueueMail(tx, "newsletter_confirmation", email, mail, atIso);
          return "queued";
        });
      let outcome: SubscribeOutcome;
      try {
        outcome = await attempt();
      } catch (error) {
        // Two simultaneous first sign-ups of one address: the loser retries and meets the caps.
        if (!isUniqueViolation(error)) throw error;
        outcome = await attempt();
      }
      if (outcome === "queued") options.onMailQueued?.();
      return outcome;
    },

    /**
     * Confirms a pending subscription with its single-use, expiring token; the same token again
     * answers "already-confirmed" while the subscription stands.
     */
    async confirmSubscription(token: string): Promise<ConfirmOutcome> {
      const atIso = now().toISOString();
      const confirmed = await db.transaction().execute(async (tx) => {
        const row = await tx
          .updateTable("newsletter_subscribers")
          .set({
            status: "confirmed",
            confirmed_at: atIso,
            updated_at: atIso,
            // The used token's hash stays (without an expiry) so that a second click on the
            // same link can be told it is subscribed; only a pending row can be confirmed.
            confirm_expires_at: null,
          })
          .where("confirm_token_hash", "=", hashToken(token))
          .where("status", "=", "pending")
          .where("confirm_expires_at", ">", atIso)
          .returning(["email", "unsubscribe_token", "source_page"])
          .executeTakeFirst();
        if (!row) return false;
        // A confirmed subscription is a lead like the others: listed in the desk, delivered
        // to the webhook and Slack, erased with the person.
        const lead: DeliveryLead = {
          id: randomUUID(),
          kind: "newsletter",
          createdAt: atIso,
          name: "",
          email: row.email,
          phone: null,
          subject: "Newsletter subscription",
          message: "",
          services: [],
          sourcePage: row.source_page,
          call: null,
        };
        await tx
          .insertInto("leads")
          .values({
            id: lead.id,
            kind: lead.kind,
            created_at: atIso,
            name: lead.name,
            email: lead.email,
            phone: null,
            subject: lead.subject,
            message: "",
            services: "[]",
            consent_version: "newsletter-double-opt-in",
            consent_at: atIso,
            source_page: lead.sourcePage,
            call_type: null,
            preferred_day: null,
            time_window: null,
            time_zone: null,
            meeting: null,
          })
          .execute();
        await enqueueDeliveries(tx, lead);
        await enqueueMail(
          tx,
          "newsletter_welcome",
          row.email,
          newsletterWelcomeMail(unsubscribeUrl(row.unsubscribe_token)),
          atIso,
        );
        return true;
      });
      if (confirmed) {
        options.onMailQueued?.();
        return "confirmed";
      }
      const used = await db
        .selectFrom("newsletter_subscribers")
        .select("status")
        .where("confirm_token_hash", "=", hashToken(token))
        .executeTakeFirst();
      return used?.status === "confirmed" ? "already-confirmed" : "invalid";
    },

    async unsubscribe(token: string): Promise<UnsubscribeOutcome> {
      const atIso = now().toISOString();
      const result = await db
        .updateTable("newsletter_subscribers")
        .set({
          status: "unsubscribed",
          unsubscribed_at: atIso,
          updated_at: atIso,
          confirm_token_hash: null,
          confirm_expires_at: null,
        })
        .where("unsubscribe_token", "=", token)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? "unsubscribed" : "invalid";
    },

    /** Counts a caught bot; bots are never stored as leads. */
    async countSpam(form: string, reason: string): Promise<void> {
      const day = agencyDay(now());
      await db
        .insertInto("spam_counters")
        .values({ day, form, reason, count: 1 })
        .onConflict((oc) =>
          oc
            .columns(["day", "form", "reason"])
            .doUpdateSet({ count: sql<number>`spam_counters.count + 1` }),
        )
        .execute();
    },

    async listLeads(filter: { since?: Date } = {}): Promise<StoredLead[]> {
      let query = db.selectFrom("leads").selectAll().orderBy("created_at").orderBy("id");
      if (filter.since) query = query.where("created_at", ">=", filter.since.toISOString());
      return (await query.execute()).map(toStoredLead);
    },

    async stats(): Promise<LeadStats> {
      // Days are the agency's (IST), as on the desk's Numbers, not UTC's: a lead at 02:00 IST
      // belongs to that morning. Counted here, as stored times are UTC in both databases.
      const leadsByDay = countByDay(
        await db.selectFrom("leads").select(["created_at", "kind"]).execute(),
      );
      const outboxByStatus = await db
        .selectFrom("outbox")
        .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
        .groupBy("status")
        .orderBy("status")
        .execute();
      const subscribersByStatus = await db
        .selectFrom("newsletter_subscribers")
        .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
        .groupBy("status")
        .orderBy("status")
        .execute();
      const spamByDay = await db
        .selectFrom("spam_counters")
        .select(["day", "form", "reason", "count"])
        .orderBy("day")
        .orderBy("form")
        .orderBy("reason")
        .execute();
      // PostgreSQL returns count(*) as a string (bigint); normalise to numbers.
      const num = <T extends { count: number | string | bigint }>(rows: T[]) =>
        rows.map((row) => ({ ...row, count: Number(row.count) }));
      return {
        leadsByDay,
        outboxByStatus: num(outboxByStatus),
        subscribersByStatus: num(subscribersByStatus),
        spamByDay: num(spamByDay),
      };
    },
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;

/** Leads per agency day and kind, in day then kind order. */
function countByDay(rows: ReadonlyArray<{ created_at: string; kind: LeadKind }>) {
  const counts = new Map<string, { day: string; kind: LeadKind; count: number }>();
  for (const row of rows) {
    const day = agencyDay(new Date(row.created_at));
    const key = `${day} ${row.kind}`;
    const entry = counts.get(key) ?? { day, kind: row.kind, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind),
  );
}

/** SQLite and PostgreSQL report unique-constraint violations differently. */
function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = "code" in error ? String(error.code) : "";
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    /UNIQUE constraint failed/.test(error.message)
  );
}
