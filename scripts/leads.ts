/**
 * The agency's command line for stored leads (see README "Leads command line"):
 *   npm run leads -- export --format csv|json [--since 2026-01-01]
 *   npm run leads -- stats
 *   npm run leads -- erase <email>
 *   npm run leads -- desk-link <email>
 * Reads DATABASE_URL (and, for desk-link, DESK_EMAILS and SITE_URL) like the server.
 */
import { parseArgs } from "node:util";
import { maintenanceStatementMs, migrateToLatest, openDatabase } from "~/server/db.server";
import { parseEnv, configuredOriginOf } from "~/server/env.server";
import { createDeskAuth, deskLinkTtlMinutes } from "~/server/desk-auth.server";
import { leadsToCsv } from "~/server/leads-export.server";
import { createDesk } from "~/server/desk.server";
import { createLeadStore } from "~/server/leads-store.server";

const usage = `Usage:
  npm run leads -- export --format csv|json [--since DATE]   print the leads (DATE: YYYY-MM-DD or ISO time)
  npm run leads -- stats                                      counts by day, outbox state and subscribers
  npm run leads -- erase <email>                              remove a person everywhere (leads and their history, mail, deliveries, subscription, sign-ins)
  npm run leads -- desk-link <email>                          print a desk sign-in link (${deskLinkTtlMinutes} min) for an address in DESK_EMAILS`;

const isEmail = (value: string | undefined): value is string =>
  value !== undefined && /^[^\s@]+@[^\s@]+$/.test(value);

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}\n`);
  process.exit(2);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      format: { type: "string" },
      since: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  if (!["export", "stats", "erase", "desk-link"].includes(command)) {
    fail(`Unknown command: ${command}`);
  }
  const email = positionals[1];
  if ((command === "erase" || command === "desk-link") && !isEmail(email)) {
    fail(`${command} needs an email address`);
  }
  let since: Date | undefined;
  if (values.since !== undefined) {
    since = new Date(values.since);
    if (Number.isNaN(since.getTime())) fail(`--since is not a date: ${values.since}`);
  }
  const format = values.format ?? "csv";
  if (command === "export" && format !== "csv" && format !== "json")
    fail(`--format must be csv or json`);

  const env = parseEnv(process.env);
  // An export or an erasure's VACUUM FULL of a large database may take longer than the ten
  // seconds a site request is given.
  const { db } = openDatabase(env.DATABASE_URL, {
    postgresStatementTimeoutMs: maintenanceStatementMs,
  });
  try {
    await migrateToLatest(db);
    if (command === "desk-link" && email) {
      // For a server that cannot send mail (SMTP_URL unset): whoever runs this has the server.
      const auth = createDeskAuth(db, {
        allowList: env.DESK_EMAILS,
        publicOrigin: configuredOriginOf(env),
      });
      const link = await auth.linkFor(email);
      if (link === "not-allowed") fail(`${email} is not in DESK_EMAILS`);
      process.stdout.write(
        `${link}\nIt signs ${email} in once, within ${deskLinkTtlMinutes} minutes.\n`,
      );
      return;
    }
    if (command === "erase" && email) {
      const report = await createDesk(db).erasePerson(email);
      process.stdout.write(
        `Erased ${email}: ${report.leads} leads, ${report.outbox} mails and deliveries, ` +
          `${report.subscriptions} subscriptions, ${report.signIns} desk sign-ins; ` +
          `${report.changedBy} other leads and ${report.historyBy} entries of leads' history ` +
          `no longer name them as who changed or owned them.\n` +
          (report.unowned > 0
            ? `The ${report.unowned} leads they owned now have no owner ("Nobody" on the desk): ` +
              `give them to someone.\n`
            : ""),
      );
      if (report.copyLeft !== "none") {
        // This process ends now, so it cannot keep retrying as the server does.
        process.stderr.write(
          report.copyLeft === "write-ahead-log"
            ? "The database's write-ahead log still holds the erased rows: another process (the " +
                "server, a backup) was reading the file. Run the same command again in a moment.\n"
            : "VACUUM FULL failed, so the database's files may still hold the erased rows. Run " +
                "the same command again.\n",
        );
        process.exitCode = 1;
      }
      return;
    }
    const store = createLeadStore(db, {
      notifyTo: env.LEADS_NOTIFY_TO,
      publicOrigin: "",
      confirmTtlHours: env.NEWSLETTER_CONFIRM_TTL_HOURS,
      confirmMinIntervalMs: env.NEWSLETTER_CONFIRM_INTERVAL_MINUTES * 60_000,
      confirmMaxPerDay: env.NEWSLETTER_CONFIRM_MAX_PER_DAY,
    });
    if (command === "export") {
      const leads = await store.listLeads({ since });
      if (format === "json") {
        process.stdout.write(`${JSON.stringify(leads, null, 2)}\n`);
      } else {
        process.stdout.write(leadsToCsv(leads));
      }
      return;
    }
    const stats = await store.stats();
    const out: string[] = ["Leads by day:"];
    if (stats.leadsByDay.length === 0) out.push("  (none)");
    for (const row of stats.leadsByDay) {
      out.push(`  ${row.day}  ${row.kind.padEnd(12)}  ${row.count}`);
    }
    out.push("", "Outbox by state:");
    if (stats.outboxByStatus.length === 0) out.push("  (empty)");
    for (const row of stats.outboxByStatus) out.push(`  ${row.status.padEnd(8)} ${row.count}`);
    out.push("", "Newsletter subscribers:");
    if (stats.subscribersByStatus.length === 0) out.push("  (none)");
    for (const row of stats.subscribersByStatus)
      out.push(`  ${row.status.padEnd(12)} ${row.count}`);
    out.push("", "Caught bots (not stored):");
    if (stats.spamByDay.length === 0) out.push("  (none)");
    for (const row of stats.spamByDay)
      out.push(`  ${row.day}  ${row.form.padEnd(10)} ${row.reason.padEnd(9)} ${row.count}`);
    process.stdout.write(`${out.join("\n")}\n`);
  } finally {
    await db.destroy();
  }
}

await main();
