// Durability of acknowledged leads across a crash:
//   node scripts/bench/leads-durability.mjs [runs=3] [seconds=6] [concurrency=16]
// Each run posts valid leads at load, kills the server with SIGKILL halfway, restarts it on the
// same database and compares the leads the server acknowledged (200 + success page) with the
// rows stored. Every acknowledged lead must be stored. Uses a fresh SQLite file per run, or
// DURABILITY_DATABASE_URL (e.g. a PostgreSQL URL) if set. Needs `npm run build` first.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { freePort, median, startServer } from "./leads-server.mjs";

const runs = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 6);
const concurrency = Number(process.argv[4] ?? 16);

async function storedSubjects(databaseUrl, prefix) {
  if (databaseUrl.startsWith("file:")) {
    const db = new Database(databaseUrl.slice("file:".length), { readonly: true });
    const rows = db.prepare("select subject from leads where subject like ?").all(`${prefix}%`);
    db.close();
    return new Set(rows.map((r) => r.subject));
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query("select subject from leads where subject like $1", [
    `${prefix}%`,
  ]);
  await client.end();
  return new Set(rows.map((r) => r.subject));
}

async function run(index) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "leads-durability-"));
  const databaseUrl = process.env.DURABILITY_DATABASE_URL ?? `file:${path.join(dir, "site.db")}`;
  const port = await freePort();
  let server = await startServer({ port, databaseUrl });
  const prefix = `durability-${Date.now().toString(36)}-${index}-`;
  const acknowledged = new Set();
  let attempted = 0;
  let failed = 0;
  let killed = false;
  const started = Date.now();

  async function worker() {
    while (!killed && Date.now() - started < seconds * 1000) {
      const subject = `${prefix}${attempted++}`;
      const body = new URLSearchParams({
        name: "Durable Person",
        email: "durable@example.com",
        subject,
        message: "Please keep this lead, whatever happens to the server.",
        consent: "yes",
      });
      try {
        const response = await fetch(`${server.origin}/contact`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: server.origin },
          body,
        });
        const html = await response.text();
        if (response.status === 200 && html.includes('data-form-status="success"'))
          acknowledged.add(subject);
        else failed += 1;
      } catch {
        failed += 1; // connection reset by the kill: not acknowledged
      }
    }
  }

  const workers = Array.from({ length: concurrency }, worker);
  await new Promise((r) => setTimeout(r, (seconds * 1000) / 2));
  const acknowledgedBeforeKill = acknowledged.size;
  await server.kill("SIGKILL");
  killed = true;
  await Promise.all(workers);
  server = await startServer({ port, databaseUrl });
  const stored = await storedSubjects(databaseUrl, prefix);
  const lost = [...acknowledged].filter((subject) => !stored.has(subject));
  const extra = [...stored].filter((subject) => !acknowledged.has(subject));
  await server.kill();
  rmSync(dir, { recursive: true, force: true });
  const elapsed = (Date.now() - started) / 1000;
  return {
    attempted,
    acknowledged: acknowledged.size,
    acknowledgedBeforeKill,
    stored: stored.size,
    lost: lost.length,
    extra: extra.length,
    failed,
    rate: acknowledgedBeforeKill / ((seconds * 1000) / 2 / 1000),
    elapsed,
  };
}

const results = [];
for (let i = 0; i < runs; i++) {
  const result = await run(i);
  results.push(result);
  console.log(
    `run ${i + 1}: attempted ${result.attempted}, acknowledged ${result.acknowledged}, stored ${result.stored}, ` +
      `acknowledged but missing ${result.lost}, stored without acknowledgement ${result.extra} ` +
      `(in flight at the kill), ${result.rate.toFixed(0)} acknowledged/s before the kill`,
  );
}
const m = (key) => median(results.map((r) => r[key]));
console.log(
  `median of ${runs}: acknowledged ${m("acknowledged")}, stored ${m("stored")}, lost ${m("lost")}, ` +
    `${m("rate").toFixed(0)} acknowledged/s`,
);
const totalLost = results.reduce((sum, r) => sum + r.lost, 0);
console.log(`acknowledged leads lost across all runs: ${totalLost} (must be 0)`);
process.exitCode = totalLost === 0 ? 0 : 1;
