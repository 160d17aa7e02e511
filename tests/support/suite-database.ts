/**
 * One database for a `describe` block, run once on a SQLite file and once on a throwaway
 * PostgreSQL cluster: opened before the block's tests, closed and removed after them. Where
 * PostgreSQL is missing (locally only; CI requires it), its tests skip.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, type TestContext } from "vitest";
import { openDatabase, type OpenedDatabase } from "~/server/db.server";

/** Where a suite's database lives, and how to remove it afterwards. */
export interface SuiteDatabaseTarget {
  url: string;
  cleanup: () => Promise<void>;
}

/** A SQLite file at `file` (a relative path) in a fresh temporary directory. */
export async function sqliteForSuite(
  prefix: string,
  file = "site.db",
): Promise<SuiteDatabaseTarget> {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    url: `file:${path.join(dir, file)}`,
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface SuiteDatabase {
  /** The open database, or the calling test skips (a suite whose engine is missing). */
  openOrSkip(ctx: TestContext): OpenedDatabase;
  /** The open database, for helpers the tests call after `openOrSkip`. */
  readonly opened: OpenedDatabase;
  /** Its URL, for a second handle on it: another instance of the site. */
  readonly url: string;
}

/**
 * Registers the block's `beforeAll` and `afterAll`: opens the target that `open` gives (null: none
 * on this machine) and hands it to `prepare` (migrations, with whatever the suite checks of them).
 */
export function suiteDatabase(
  open: () => Promise<SuiteDatabaseTarget | null>,
  prepare: (opened: OpenedDatabase) => Promise<unknown> = async () => {},
): SuiteDatabase {
  let opened: OpenedDatabase | undefined;
  let url: string | undefined;
  let cleanup = async () => {};
  beforeAll(async () => {
    const target = await open();
    if (!target) return;
    cleanup = target.cleanup;
    url = target.url;
    const database = openDatabase(target.url);
    opened = database;
    await prepare(database);
  }, 60_000);
  afterAll(async () => {
    await opened?.db.destroy();
    await cleanup();
  });
  return {
    openOrSkip(ctx) {
      if (!opened) return ctx.skip();
      return opened;
    },
    get opened() {
      if (!opened) throw new Error("the suite's database is not open");
      return opened;
    },
    get url() {
      if (!url) throw new Error("the suite's database is not open");
      return url;
    },
  };
}
