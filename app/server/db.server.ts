/**
 * The one database layer: Kysely over an embedded SQLite file (default) or PostgreSQL
 * (several app instances). Migrations live in code and run on start.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import Database from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type AbortableOperationOptions,
  type DatabaseConnection,
  type QueryResult,
  type SqliteDialectConfig,
  type Generated,
} from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import pg from "pg";
import { log } from "./logger.server";

/**
 * What a lead is: a contact message, a request to be called (booking's fallback), or a confirmed
 * newsletter subscription (stored as a lead once confirmed, so the desk, deliveries and erasure
 * treat every kind alike).
 */
export const leadKinds = ["contact", "call_request", "newsletter"] as const;
export type LeadKind = (typeof leadKinds)[number];

export interface LeadsTable {
  id: string;
  kind: Generated<LeadKind>;
  created_at: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  /** JSON array of the chosen service names. */
  services: string;
  consent_version: string;
  consent_at: string;
  source_page: string;
  /** Call requests only: which call, the preferred day (YYYY-MM-DD), time of day and zone. */
  call_type: string | null;
  preferred_day: string | null;
  time_window: string | null;
  time_zone: string | null;
  /**
   * Call requests only: "video" (we email an invite) or "phone" (we call their number). Null on
   * call requests from before the form asked, which read as "phone": that form asked for a
   * number to call.
   */
  meeting: Generated<string | null>;
  /** Where the team is with it (the desk): new, contacted, won or lost, with a note. */
  status: Generated<LeadStatus>;
  status_note: Generated<string | null>;
  status_changed_at: Generated<string | null>;
  status_changed_by: Generated<string | null>;
  /**
   * When and by whom the note last changed (a save that changed only the note included), apart
   * from the status's: null before the first such save, and on leads from before they were kept.
   */
  note_changed_at: Generated<string | null>;
  note_changed_by: Generated<string | null>;
  /**
   * A sales lead's follow-up date, the agency's day to chase it on ("2026-12-03"), saved with the
   * status and note; null: none. A won or lost lead keeps it, though it is no longer due.
   */
  follow_up_on: Generated<string | null>;
  /**
   * The teammate working a sales lead (one of DESK_EMAILS, lower-case), saved with the status;
   * null: nobody. Cleared when that teammate is erased.
   */
  owner: Generated<string | null>;
  /** Attribution (first-party, joined on the server through the day's visitor hash). */
  landing_page: Generated<string | null>;
  referrer_host: Generated<string | null>;
  utm_source: Generated<string | null>;
  utm_medium: Generated<string | null>;
  utm_campaign: Generated<string | null>;
  /** The /estimate link a message carried ("Send this estimate"), if any. */
  estimate: Generated<string | null>;
}

/**
 * One save on the desk that changed a lead's status, note, follow-up date or owner
 * (docs/decisions/035, 037): appended in the save's transaction, never changed afterwards, except
 * that erasing a teammate clears `changed_by` and empties `owner_from`/`owner_to` where they name
 * them. Goes with its lead (erasure, retention).
 */
interface LeadHistoryTable {
  lead_id: string;
  /** 1, 2, 3 … per lead, in the order the saves committed. */
  seq: number;
  changed_at: string;
  /** The teammate who saved; null once that teammate was erased. */
  changed_by: string | null;
  /** The status before and after the save: the same when the save left it. */
  status_from: LeadStatus;
  status_to: LeadStatus;
  /** The note before and after the save (null: none): the same when the save left it. */
  note_from: string | null;
  note_to: string | null;
  /**
   * The follow-up date before and after (null: none); both null on entries from before it was
   * kept, as on saves that had none.
   */
  follow_up_from: Generated<string | null>;
  follow_up_to: Generated<string | null>;
  /**
   * The owner before and after (null: nobody; both null on entries from before it was kept).
   * "" once that teammate was erased: the entry stays, whose lead it was goes.
   */
  owner_from: Generated<string | null>;
  owner_to: Generated<string | null>;
}

export const leadStatuses = ["new", "contacted", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** A mailed one-time sign-in link for the desk; only its SHA-256 is kept. */
interface DeskSignInLinksTable {
  token_hash: string;
  /** The allow-listed address it was sent to; it signs in as this address only. */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A desk session; the cookie holds the token, the table its SHA-256. */
interface DeskSessionsTable {
  token_hash: string;
  email: string;
  created_at: string;
  expires_at: string;
}

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

interface NewsletterSubscribersTable {
  id: string;
  /** Lower-cased address; unique. */
  email: string;
  status: SubscriberStatus;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /**
   * SHA-256 of the single-use confirmation token. Kept once used (its expiry cleared) so a second
   * click is told the subscription stands; replaced by a new sign-up, cleared by unsubscribing.
   */
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  /** Random token in every newsletter mail's unsubscribe link. */
  unsubscribe_token: string;
  source_page: string;
  /** When the last confirmation mail was queued (the per-address mail caps). */
  confirm_sent_at: string | null;
  /** UTC day (YYYY-MM-DD) that `confirm_sent_count` counts. */
  confirm_sent_day: string | null;
  confirm_sent_count: Generated<number>;
}

/**
 * "failed": a lead delivery (webhook, Slack) that will not be tried again by itself: the receiver
 * answered 410 Gone, or every retry over more than 24 hours failed. The desk can retry it.
 * Mail is never given up.
 */
export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

/** Where an outbox row goes: SMTP mail, the signed lead webhook, or Slack. */
export type OutboxChannel = "mail" | "webhook" | "slack";

interface OutboxTable {
  id: string;
  created_at: string;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** JSON object of extra mail headers (List-Unsubscribe, Reply-To). */
  headers: string;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  channel: Generated<OutboxChannel>;
  /** The lead a delivery is about (also the webhook-id); null for mail not tied to one. */
  lead_id: Generated<string | null>;
  /** HTTP status of the last delivery attempt (webhook, Slack); null before one or for mail. */
  last_status: Generated<number | null>;
  last_attempt_at: Generated<string | null>;
}

interface SpamCountersTable {
  day: string;
  form: string;
  reason: string;
  count: number;
}

/** rate-limiter-flexible's counts per client key (app/server/rate-limit.server.ts). */
interface RateLimitsTable {
  key: string;
  points: number;
  /** Epoch milliseconds at which the window ends. */
  expire: number | null;
}

/** Today's salt for visitor hashes; deleted when its day is over. */
interface VisitSaltsTable {
  day: string;
  salt: string;
}

/** Today's visitors (hash and first page, referrer, UTM); rolled up and deleted after the day. */
interface VisitVisitorsTable {
  day: string;
  hash: string;
  landing_page: string;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

interface VisitPagesTable {
  day: string;
  path: string;
  views: number;
  not_found: number;
}

/** Visitors per day by referrer host, campaign or landing page. */
interface VisitSourcesTable {
  day: string;
  kind: "referrer" | "campaign" | "landing";
  value: string;
  visitors: number;
}

interface VisitDaysTable {
  day: string;
  visitors: number;
}

export interface DatabaseSchema {
  visit_salts: VisitSaltsTable;
  visit_visitors: VisitVisitorsTable;
  visit_pages: VisitPagesTable;
  visit_sources: VisitSourcesTable;
  visit_days: VisitDaysTable;
  rate_limits: RateLimitsTable;
  leads: LeadsTable;
  lead_history: LeadHistoryTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  outbox: OutboxTable;
  spam_counters: SpamCountersTable;
  desk_sign_in_links: DeskSignInLinksTable;
  desk_sessions: DeskSessionsTable;
}

export type AppDatabase = Kysely<DatabaseSchema>;

/** The engine is the handle's to say (`isPostgres`), so nothing carries it beside the handle. */
export interface OpenedDatabase {
  db: AppDatabase;
  /** The PostgreSQL connection pool, shared with the rate limiter; none for SQLite. */
  pool?: pg.Pool;
}

export interface OpenOptions {
  /** SQLite: how long a write may wait for the write lock before it fails (SQLITE_BUSY). */
  sqliteWriteWaitMs?: number;
  /**
   * PostgreSQL: the longest one statement may run before the server cancels it. The default
   * suits the site's requests; a maintenance command (scripts/leads.ts) passes a longer one.
   */
  postgresStatementTimeoutMs?: number;
}

/**
 * PostgreSQL's limits for the site's requests. Without them a database that stops answering
 * left posts and /healthz waiting with no answer at all: the promised 503 with Retry-After came
 * only when the connection was refused outright.
 */
export const postgresLimits = {
  /** Connecting, and waiting for a free connection of the pool. */
  connectMs: 3000,
  statementMs: 10_000,
  /** Waiting for a row another transaction holds: far shorter than a statement. */
  lockMs: 5000,
  /** A transaction left open by a stalled process gives its locks back. */
  idleInTransactionMs: 30_000,
  /**
   * Waiting for any reply beyond the statement's own limit: a server that has stopped answering
   * (frozen, or its network gone) cancels nothing itself.
   */
  replyGraceMs: 5000,
  /** A connection silent this long is probed, so one whose network is gone is found and closed. */
  keepAliveMs: 30_000,
};

/** The statement limit of maintenance (migrations, `npm run leads`): exports, VACUUM FULL. */
export const maintenanceStatementMs = 600_000;

/** pg's error for a reply that never came within `query_timeout`. */
const noReply = "Query read timeout";

/**
 * Closes a client's connection when a reply never came. pg leaves that query active on the client
 * and Kysely hands the client back to the pool as healthy, so every later query on it waited out
 * the limit again, even once the database was back (six queries in a row failed so, measured).
 * Closed, the client leaves the pool, which opens a fresh connection for the next query.
 */
function dropConnectionWhenNoReply(pooled: pg.PoolClient): void {
  const client = pooled as unknown as pg.Client;
  // The closed connection's error arrives here; without a listener it would end the process.
  // pg reports one closing twice (the cause, then "Connection terminated unexpectedly"), and one
  // line says it.
  let reported = false;
  client.on("error", (error) => {
    if (reported) return;
    reported = true;
    log("warn", "PostgreSQL connection closed", { error: error.message });
  });
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: typeof query }).query = (...args) => {
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch(async (error: unknown) => {
      const { stream } = client.connection;
      if (error instanceof Error && error.message === noReply && !stream.destroyed) {
        // Closed with the error, and only then answered: the client is marked unusable before
        // Kysely releases it, so the pool discards it instead of lending it once more.
        const closed = new Promise((resolve) => stream.once("close", resolve));
        stream.destroy(error);
        await closed;
      }
      throw error;
    });
  };
}

/** Opens (and for SQLite creates) the database named by a DATABASE_URL. */
export function openDatabase(url: string, options: OpenOptions = {}): OpenedDatabase {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    const statementMs = options.postgresStatementTimeoutMs ?? postgresLimits.statementMs;
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: postgresLimits.connectMs,
      statement_timeout: statementMs,
      lock_timeout: Math.min(postgresLimits.lockMs, statementMs),
      idle_in_transaction_session_timeout: postgresLimits.idleInTransactionMs,
      query_timeout: statementMs + postgresLimits.replyGraceMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: postgresLimits.keepAliveMs,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on("error", (error) =>
      log("error", "idle PostgreSQL client error", { error: error.message }),
    );
    pool.on("connect", dropConnectionWhenNoReply);
    return {
      db: new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) }),
      pool,
    };
  }
  if (!url.startsWith("file:")) throw new Error(`Unsupported DATABASE_URL: ${url.split(":")[0]}:…`);
  const file = sqliteFileOf(url);
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  // WAL lets readers (exports, health checks) run beside the writer; FULL sync makes a
  // committed lead survive power loss, not only a crash of this process.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  // Never wait inside SQLite: better-sqlite3 is synchronous, so its busy wait would stop the
  // event loop (measured: a static page took 9.9 s while another process held the lock). The
  // driver below waits for the lock with timers instead.
  sqlite.pragma("busy_timeout = 0");
  sqlite.pragma("foreign_keys = ON");
  // Deleted rows are overwritten with zeros, so an erased person leaves no readable copy in the
  // file (docs/decisions/021-erasure-leaves-no-copy.md).
  sqlite.pragma("secure_delete = ON");
  return {
    db: new Kysely<DatabaseSchema>({
      dialect: new NonBlockingSqliteDialect(
        { database: sqlite },
        options.sqliteWriteWaitMs ?? 5000,
      ),
    }),
  };
}

/** better-sqlite3's error for a lock held by another connection (with busy_timeout 0). */
function isBusy(error: unknown): boolean {
  return error instanceof Error && "code" in error && String(error.code).startsWith("SQLITE_BUSY");
}

/**
 * Runs `attempt` again, after short timer waits (2, 4, 8 … 50 ms), while it fails because
 * another connection holds the lock, for at most `waitMs`; then the last error stands.
 */
async function retryWhileBusy<T>(attempt: () => Promise<T>, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let delay = 2; ; delay = Math.min(delay * 2, 50)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error) || Date.now() + delay > deadline) throw error;
      await sleep(delay);
    }
  }
}

/**
 * Kysely's SQLite driver, but a transaction takes the write lock when it begins
 * (`begin immediate`), so a held lock can only show at that first statement, where trying again
 * is safe; the same holds for single statements outside a transaction. Waits are timers, never
 * a blocked event loop. `inTransaction` holds because Kysely lends SQLite's one connection to one
 * user at a time: since 0.29 its runtime driver does that (the SQLite adapter says it supports no
 * more than one connection), no longer `SqliteDriver.acquireConnection` itself.
 */
class NonBlockingSqliteDriver extends SqliteDriver {
  private inTransaction = false;

  constructor(
    config: SqliteDialectConfig,
    private readonly waitMs: number,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    return {
      executeQuery: <R>(
        query: CompiledQuery,
        queryOptions?: AbortableOperationOptions,
      ): Promise<QueryResult<R>> =>
        this.inTransaction
          ? connection.executeQuery<R>(query, queryOptions)
          : retryWhileBusy(() => connection.executeQuery<R>(query, queryOptions), this.waitMs),
      streamQuery: (query, chunkSize, streamOptions) =>
        connection.streamQuery(query, chunkSize, streamOptions),
    };
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    this.inTransaction = true;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    this.inTransaction = false;
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.inTransaction = false;
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }
}

class NonBlockingSqliteDialect extends SqliteDialect {
  constructor(
    private readonly driverConfig: SqliteDialectConfig,
    private readonly waitMs: number,
  ) {
    super(driverConfig);
  }

  override createDriver() {
    return new NonBlockingSqliteDriver(this.driverConfig, this.waitMs);
  }
}

/** file:./data/site.db → ./data/site.db; file:///abs/path.db → /abs/path.db. */
function sqliteFileOf(url: string): string {
  const rest = url.slice("file:".length);
  return rest.startsWith("//") ? rest.replace(/^\/\/[^/]*/, "") : rest;
}

const migrations: Record<string, Migration> = {
  "0001_leads_newsletter_outbox": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("leads")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("created_at", "varchar(30)", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text")
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("services", "text", (c) => c.notNull())
        .addColumn("consent_version", "text", (c) => c.notNull())
        .addColumn("consent_at", "varchar(30)", (c) => c.notNull())
        .addColumn("source_page", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();

      await db.schema
        .createTable("newsletter_subscribers")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("status", "varchar(16)", (c) => c.notNull())
        .addColumn("created_at", "varchar(30)", (c) => c.notNull())
        .addColumn("updated_at", "varchar(30)", (c) => c.notNull())
        .addColumn("confirmed_at", "varchar(30)")
        .addColumn("unsubscribed_at", "varchar(30)")
        .addColumn("confirm_token_hash", "varchar(64)", (c) => c.unique())
        .addColumn("confirm_expires_at", "varchar(30)")
        .addColumn("unsubscribe_token", "varchar(64)", (c) => c.notNull().unique())
        .addColumn("source_page", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("outbox")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("created_at", "varchar(30)", (c) => c.notNull())
        .addColumn("kind", "varchar(40)", (c) => c.notNull())
        .addColumn("recipient", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text_body", "text", (c) => c.notNull())
        .addColumn("html_body", "text", (c) => c.notNull())
        .addColumn("headers", "text", (c) => c.notNull())
        .addColumn("status", "varchar(16)", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "varchar(30)", (c) => c.notNull())
        .addColumn("lease_owner", "varchar(36)")
        .addColumn("lease_until", "varchar(30)")
        .addColumn("last_error", "text")
        .addColumn("sent_at", "varchar(30)")
        .execute();
      await db.schema
        .createIndex("outbox_due")
        .on("outbox")
        .columns(["status", "next_attempt_at"])
        .execute();

      await db.schema
        .createTable("spam_counters")
        .addColumn("day", "varchar(10)", (c) => c.notNull())
        .addColumn("form", "varchar(20)", (c) => c.notNull())
        .addColumn("reason", "varchar(40)", (c) => c.notNull())
        .addColumn("count", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("spam_counters_pk", ["day", "form", "reason"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["spam_counters", "outbox", "newsletter_subscribers", "leads"]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  },
};

migrations["0002_mail_caps_and_shared_rate_limits"] = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("newsletter_subscribers")
      .addColumn("confirm_sent_at", "varchar(30)")
      .execute();
    await db.schema
      .alterTable("newsletter_subscribers")
      .addColumn("confirm_sent_day", "varchar(10)")
      .execute();
    await db.schema
      .alterTable("newsletter_subscribers")
      .addColumn("confirm_sent_count", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    // The layout rate-limiter-flexible's RateLimiterPostgres expects (it would create it itself,
    // but instances starting together would race). Unused with SQLite, harmless there.
    await db.schema
      .createTable("rate_limits")
      .addColumn("key", "varchar(255)", (c) => c.primaryKey())
      .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("expire", "bigint")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("rate_limits").ifExists().execute();
    for (const column of ["confirm_sent_count", "confirm_sent_day", "confirm_sent_at"]) {
      await db.schema.alterTable("newsletter_subscribers").dropColumn(column).execute();
    }
  },
};

migrations["0003_call_requests"] = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("leads")
      .addColumn("kind", "varchar(20)", (c) => c.notNull().defaultTo("contact"))
      .execute();
    for (const column of ["call_type", "preferred_day", "time_window", "time_zone"]) {
      await db.schema.alterTable("leads").addColumn(column, "varchar(40)").execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const column of ["time_zone", "time_window", "preferred_day", "call_type", "kind"]) {
      await db.schema.alterTable("leads").dropColumn(column).execute();
    }
  },
};

migrations["0004_lead_deliveries"] = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("outbox")
      .addColumn("channel", "varchar(16)", (c) => c.notNull().defaultTo("mail"))
      .execute();
    await db.schema.alterTable("outbox").addColumn("lead_id", "varchar(36)").execute();
    await db.schema.alterTable("outbox").addColumn("last_status", "integer").execute();
    await db.schema.alterTable("outbox").addColumn("last_attempt_at", "varchar(30)").execute();
    await db.schema.createIndex("outbox_lead").on("outbox").column("lead_id").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("outbox_lead").ifExists().execute();
    for (const column of ["last_attempt_at", "last_status", "lead_id", "channel"]) {
      await db.schema.alterTable("outbox").dropColumn(column).execute();
    }
  },
};

migrations["0005_desk_sign_in_and_lead_status"] = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("leads")
      .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("new"))
      .execute();
    await db.schema.alterTable("leads").addColumn("status_note", "text").execute();
    await db.schema.alterTable("leads").addColumn("status_changed_at", "varchar(30)").execute();
    await db.schema.alterTable("leads").addColumn("status_changed_by", "text").execute();
    await db.schema.createIndex("leads_email").on("leads").column("email").execute();
    await db.schema
      .createTable("desk_sign_in_links")
      .addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("created_at", "varchar(30)", (c) => c.notNull())
      .addColumn("expires_at", "varchar(30)", (c) => c.notNull())
      .addColumn("used_at", "varchar(30)")
      .execute();
    await db.schema
      .createTable("desk_sessions")
      .addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("created_at", "varchar(30)", (c) => c.notNull())
      .addColumn("expires_at", "varchar(30)", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("desk_sessions_email")
      .on("desk_sessions")
      .column("email")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("desk_sessions").ifExists().execute();
    await db.schema.dropTable("desk_sign_in_links").ifExists().execute();
    await db.schema.dropIndex("leads_email").ifExists().execute();
    for (const column of ["status_changed_by", "status_changed_at", "status_note", "status"]) {
      await db.schema.alterTable("leads").dropColumn(column).execute();
    }
  },
};

migrations["0006_visits_and_attribution"] = {
  async up(db: Kysely<unknown>) {
    for (const column of [
      "landing_page",
      "referrer_host",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "estimate",
    ]) {
      await db.schema.alterTable("leads").addColumn(column, "text").execute();
    }
    await db.schema
      .createTable("visit_salts")
      .addColumn("day", "varchar(10)", (c) => c.primaryKey())
      .addColumn("salt", "varchar(64)", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("visit_visitors")
      .addColumn("day", "varchar(10)", (c) => c.notNull())
      .addColumn("hash", "varchar(32)", (c) => c.notNull())
      .addColumn("landing_page", "text", (c) => c.notNull())
      .addColumn("referrer_host", "text")
      .addColumn("utm_source", "text")
      .addColumn("utm_medium", "text")
      .addColumn("utm_campaign", "text")
      .addPrimaryKeyConstraint("visit_visitors_pk", ["day", "hash"])
      .execute();
    await db.schema
      .createTable("visit_pages")
      .addColumn("day", "varchar(10)", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("views", "integer", (c) => c.notNull())
      .addColumn("not_found", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("visit_pages_pk", ["day", "path"])
      .execute();
    await db.schema
      .createTable("visit_sources")
      .addColumn("day", "varchar(10)", (c) => c.notNull())
      .addColumn("kind", "varchar(16)", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("visitors", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("visit_sources_pk", ["day", "kind", "value"])
      .execute();
    await db.schema
      .createTable("visit_days")
      .addColumn("day", "varchar(10)", (c) => c.primaryKey())
      .addColumn("visitors", "integer", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      "visit_days",
      "visit_sources",
      "visit_pages",
      "visit_visitors",
      "visit_salts",
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    for (const column of [
      "estimate",
      "utm_campaign",
      "utm_medium",
      "utm_source",
      "referrer_host",
      "landing_page",
    ]) {
      await db.schema.alterTable("leads").dropColumn(column).execute();
    }
  },
};

// Leads saved before this migration keep null: who last edited their note was never recorded.
migrations["0007_lead_note_changes"] = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("leads").addColumn("note_changed_at", "varchar(30)").execute();
    await db.schema.alterTable("leads").addColumn("note_changed_by", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ["note_changed_by", "note_changed_at"]) {
      await db.schema.alterTable("leads").dropColumn(column).execute();
    }
  },
};

// Call requests saved before this migration keep null, read as a phone call (callOf in
// leads-store.server.ts): the form then offered nothing else.
migrations["0008_call_meeting"] = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("leads").addColumn("meeting", "varchar(16)").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("leads").dropColumn("meeting").execute();
  },
};

// Saves from before this migration were never recorded: a lead's history starts at its first save
// after it, whose "from" status and note show where the lead stood then.
migrations["0009_lead_history"] = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("lead_history")
      .addColumn("lead_id", "varchar(36)", (c) => c.notNull())
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("changed_at", "varchar(30)", (c) => c.notNull())
      .addColumn("changed_by", "text")
      .addColumn("status_from", "varchar(16)", (c) => c.notNull())
      .addColumn("status_to", "varchar(16)", (c) => c.notNull())
      .addColumn("note_from", "text")
      .addColumn("note_to", "text")
      // Also the index the lead's page reads its history by, newest first.
      .addPrimaryKeyConstraint("lead_history_pk", ["lead_id", "seq"])
      // No cascade: the code that deletes a lead deletes its history first, and a path that
      // forgot to would fail rather than leave a person's notes behind.
      .addForeignKeyConstraint("lead_history_lead", ["lead_id"], "leads", ["id"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("lead_history").ifExists().execute();
  },
};

// Leads and history entries from before this migration have no follow-up date (null).
migrations["0010_lead_follow_up"] = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("leads").addColumn("follow_up_on", "varchar(10)").execute();
    // The "Follow-up due" list reads the dates up to today.
    await db.schema.createIndex("leads_follow_up_on").on("leads").column("follow_up_on").execute();
    await db.schema.alterTable("lead_history").addColumn("follow_up_from", "varchar(10)").execute();
    await db.schema.alterTable("lead_history").addColumn("follow_up_to", "varchar(10)").execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ["follow_up_to", "follow_up_from"]) {
      await db.schema.alterTable("lead_history").dropColumn(column).execute();
    }
    await db.schema.dropIndex("leads_follow_up_on").ifExists().execute();
    await db.schema.alterTable("leads").dropColumn("follow_up_on").execute();
  },
};

// Leads and history entries from before this migration have no owner (null).
migrations["0011_lead_owner"] = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("leads").addColumn("owner", "text").execute();
    await db.schema.alterTable("lead_history").addColumn("owner_from", "text").execute();
    await db.schema.alterTable("lead_history").addColumn("owner_to", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ["owner_to", "owner_from"]) {
      await db.schema.alterTable("lead_history").dropColumn(column).execute();
    }
    await db.schema.alterTable("leads").dropColumn("owner").execute();
  },
};

/** The migrations above, for Kysely's Migrator (and for the test that runs them down and up). */
export const inCodeMigrations: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

/** Brings the schema up to date; safe to run on every start and from several instances. */
export async function migrateToLatest(db: AppDatabase): Promise<string[]> {
  const migrator = new Migrator({ db, provider: inCodeMigrations });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * Whether a handle (or a transaction of it) talks to PostgreSQL, from Kysely's adapter: where the
 * engines must differ, the handle says which it is, so no caller can pass the wrong one.
 */
export const isPostgres = (db: Kysely<DatabaseSchema>) =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/** A trivial query: proves the connection works. */
export async function pingDatabase(db: AppDatabase): Promise<boolean> {
  const result = await sql<{ one: number }>`select 1 as one`.execute(db);
  return Number(result.rows[0]?.one) === 1;
}
