/**
 * The desk's privacy duties: erasing a person everywhere, checked against the leads a page named,
 * and the retention sweep; after either, no readable copy of what went is left in the database's
 * files (docs/decisions/021-erasure-leaves-no-copy.md). createDesk offers both as its own.
 */
import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import type { AppDatabase } from "./db.server";
import { isPostgres } from "./db.server";
import { log } from "./logger.server";

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

/**
 * Desk.erasePerson and Desk.applyRetention, on `db`; `logRetryMs` is how long to wait between
 * tries at emptying a busy write-ahead log (createDesk's option).
 */
export function privacyDuties(db: AppDatabase, logRetryMs: number) {
  return {
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
     * history), and delivered mail keeps its bodies for `mailBodyDays` only.
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
  /**
   * Entries of leads' history they had saved, or that named them as owner, kept without their
   * address.
   */
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
