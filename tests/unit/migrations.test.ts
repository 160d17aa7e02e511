/**
 * The migrations run down as well as up: from nothing to the latest one step at a time, all the
 * way down one step at a time, and up again, on a SQLite file and on a throwaway PostgreSQL
 * cluster. After each step the schema (tables, their columns, their indexes) must be what it was
 * at that step on the way up, so a down step that leaves a column, an index or a table behind, or
 * takes one too many, fails here rather than on the day a release is rolled back.
 */
import { sql, type Kysely } from "kysely";
import { Migrator, NO_MIGRATIONS } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { inCodeMigrations, isPostgres } from "~/server/db.server";
import { postgresForSuite } from "../support/postgres";
import { sqliteForSuite, suiteDatabase, type SuiteDatabaseTarget } from "../support/suite-database";

interface Schema {
  /** Table name → its columns ("name type null|not null"), sorted. */
  tables: Record<string, string[]>;
  /** "table.index", sorted; primary keys and unique constraints' own indexes left out. */
  indexes: string[];
}

async function schemaOf(db: Kysely<unknown>, postgres: boolean): Promise<Schema> {
  const tables: Record<string, string[]> = {};
  // Kysely's own migration tables are left out: they stay when every migration is down.
  for (const table of await db.introspection.getTables()) {
    tables[table.name] = table.columns
      .map((c) => `${c.name} ${c.dataType.toLowerCase()} ${c.isNullable ? "null" : "not null"}`)
      .sort();
  }
  const { rows } = !postgres
    ? await sql<{ name: string }>`
          select tbl_name || '.' || name as name from sqlite_master
          where type = 'index' and sql is not null`.execute(db)
    : await sql<{ name: string }>`
          select i.tablename || '.' || i.indexname as name from pg_indexes i
          where i.schemaname = 'public'
            and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(
        db,
      );
  const indexes = rows
    .map((r) => r.name)
    .filter((name) => !name.startsWith("kysely_"))
    .sort();
  return { tables, indexes };
}

function migrationSuite(name: string, open: () => Promise<SuiteDatabaseTarget | null>) {
  describe(name, () => {
    const database = suiteDatabase(open);

    it("migrates up, all the way down and up again, each step undoing exactly its own", async (ctx) => {
      const opened = database.openOrSkip(ctx);
      const db = opened.db as unknown as Kysely<unknown>;
      const migrator = new Migrator({ db, provider: inCodeMigrations });
      const names = Object.keys(await inCodeMigrations.getMigrations()).sort();
      expect(names).toHaveLength(11);

      // Up one step at a time, the schema after each step kept: [0] before any, [11] after all.
      const steps: Schema[] = [await schemaOf(db, isPostgres(opened.db))];
      expect(steps[0]).toEqual({ tables: {}, indexes: [] });
      for (const migration of names) {
        const { error, results } = await migrator.migrateUp();
        expect(error, `up ${migration}`).toBeUndefined();
        expect(results?.map((r) => [r.migrationName, r.direction, r.status])).toEqual([
          [migration, "Up", "Success"],
        ]);
        steps.push(await schemaOf(db, isPostgres(opened.db)));
      }
      const latest = steps.at(-1)!;
      expect(Object.keys(latest.tables).sort()).toEqual([
        "desk_sessions",
        "desk_sign_in_links",
        "lead_history",
        "leads",
        "newsletter_subscribers",
        "outbox",
        "rate_limits",
        "spam_counters",
        "visit_days",
        "visit_pages",
        "visit_salts",
        "visit_sources",
        "visit_visitors",
      ]);
      const columns = (schema: Schema, table: string) =>
        (schema.tables[table] ?? []).map((column) => column.split(" ")[0]);
      // The last three: the history (0009), the follow-up date (0010) and the owner (0011).
      expect(columns(latest, "leads")).toEqual(expect.arrayContaining(["follow_up_on", "owner"]));
      expect(columns(latest, "lead_history")).toEqual(
        expect.arrayContaining(["follow_up_from", "follow_up_to", "owner_from", "owner_to"]),
      );
      expect(latest.indexes).toContain("leads.leads_follow_up_on");
      expect(steps[10]!.tables["leads"]).not.toContainEqual(expect.stringMatching(/^owner /));
      expect(columns(steps[10]!, "lead_history")).not.toContain("owner_from");
      expect(columns(steps[9]!, "leads")).not.toContain("follow_up_on");
      expect(steps[9]!.indexes).not.toContain("leads.leads_follow_up_on");
      expect(steps[8]!.tables["lead_history"]).toBeUndefined();

      // A lead worked on the desk, with a history entry: the way down meets rows, as a real
      // rollback would.
      const at = "2026-11-28T10:00:00.000Z";
      await sql`insert into leads (id, created_at, name, email, subject, message, services,
          consent_version, consent_at, source_page, follow_up_on, owner)
        values ('lead-1', ${at}, 'Asha', 'asha@example.com', 'An app', 'For our clinics', '[]',
          'v1', ${at}, '/contact', '2026-12-03', 'sales@agency.example')`.execute(db);
      await sql`insert into lead_history (lead_id, seq, changed_at, changed_by, status_from,
          status_to, follow_up_to, owner_to)
        values ('lead-1', 1, ${at}, 'sales@agency.example', 'new', 'contacted', '2026-12-03',
          'sales@agency.example')`.execute(db);

      // Down one step at a time: each leaves the schema as it was before that step went up.
      for (let step = names.length; step > 0; step--) {
        const { error, results } = await migrator.migrateDown();
        expect(error, `down ${names[step - 1]}`).toBeUndefined();
        expect(results?.map((r) => [r.migrationName, r.direction, r.status])).toEqual([
          [names[step - 1], "Down", "Success"],
        ]);
        expect(await schemaOf(db, isPostgres(opened.db)), `after down ${names[step - 1]}`).toEqual(
          steps[step - 1],
        );
      }
      expect((await migrator.getMigrations()).filter((m) => m.executedAt)).toEqual([]);

      // And up again, all at once, to the same latest schema.
      const again = await migrator.migrateToLatest();
      expect(again.error).toBeUndefined();
      expect(again.results?.map((r) => r.migrationName)).toEqual(names);
      expect(await schemaOf(db, isPostgres(opened.db))).toEqual(latest);

      // All the way down at once as well, as `migrateTo(NO_MIGRATIONS)` does it.
      const none = await migrator.migrateTo(NO_MIGRATIONS);
      expect(none.error).toBeUndefined();
      expect(await schemaOf(db, isPostgres(opened.db))).toEqual(steps[0]);
    }, 60_000);
  });
}

migrationSuite("migrations on SQLite", () => sqliteForSuite("migrations-"));

migrationSuite("migrations on PostgreSQL", () =>
  postgresForSuite("the PostgreSQL migration tests"),
);
