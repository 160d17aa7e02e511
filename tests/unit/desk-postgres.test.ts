/** The desk on a throwaway PostgreSQL cluster (skipped with a message when it is not installed). */
import { openDatabase } from "~/server/db.server";
import { deskSuite } from "../support/desk-suite";
import { startTemporaryPostgres } from "../support/postgres";

deskSuite("desk on PostgreSQL", async () => {
  const pg = await startTemporaryPostgres();
  if (!pg) {
    if (process.env.CI) throw new Error("PostgreSQL is required in CI");
    console.warn("PostgreSQL binaries not found: skipping the PostgreSQL desk tests");
    return null;
  }
  return { opened: openDatabase(pg.url), cleanup: () => pg.stop() };
});
