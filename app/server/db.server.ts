/**
 * The one database layer: Kysely over an embedded SQLite file (default) or PostgreSQL
 * (several app instances). Migrations live in code and run on start.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Generated,
  type Migration,
  type MigrationProvider,
} from "kysely";
import pg from "pg";
import { log } from "./logger.server";

export interface LeadsTable {
  id: string;
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
}

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

export interface NewsletterSubscribersTable {
  id: string;
  /** Lower-cased address; unique. */
  email: string;
  status: SubscriberStatus;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  /** SHA-256 of the single-use confirmation token; cleared once used. */
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  /** Random token in every newsletter mail's unsubscribe link. */
  unsubscribe_token: string;
  source_page: string;
}

export type OutboxStatus = "pending" | "sending" | "sent";

export interface OutboxTable {
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
}

export interface SpamCountersTable {
  day: string;
  form: string;
  reason: string;
  count: number;
}

export interface DatabaseSchema {
  leads: LeadsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  outbox: OutboxTable;
  spam_counters: SpamCountersTable;
}

export type AppDatabase = Kysely<DatabaseSchema>;

export interface OpenedDatabase {
  db: AppDatabase;
  dialect: "sqlite" | "postgres";
}

/** Opens (and for SQLite creates) the database named by a DATABASE_URL. */
export function openDatabase(url: string): OpenedDatabase {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on("error", (error) =>
      log("error", "idle PostgreSQL client error", { error: error.message }),
    );
    return {
      db: new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) }),
      dialect: "postgres",
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
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return {
    db: new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: "sqlite",
  };
}

/** file:./data/site.db → ./data/site.db; file:///abs/path.db → /abs/path.db. */
export function sqliteFileOf(url: string): string {
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

const inCodeMigrations: MigrationProvider = {
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

/** A trivial query: proves the connection works. */
export async function pingDatabase(db: AppDatabase): Promise<boolean> {
  const result = await sql<{ one: number }>`select 1 as one`.execute(db);
  return Number(result.rows[0]?.one) === 1;
}
