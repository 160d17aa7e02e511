/** The outbox worker against a real SMTP server on loopback (smtp-server) and a real SQLite file. */
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, type OpenedDatabase } from "~/server/db.server";
import type { ContactInput } from "~/forms/schemas";
import { backoffMs, createOutboxWorker, smtpSender } from "~/server/outbox.server";
import { testLeadStore } from "../support/lead-store";

interface Received {
  to: string[];
  raw: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A real SMTP server on loopback; `answerDelayMs` makes it answer each envelope command late. */
async function startSmtp(
  port: number,
  received: Received[],
  answerDelayMs = 0,
): Promise<SMTPServer> {
  const later = (callback: () => void) => setTimeout(callback, answerDelayMs);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onMailFrom: (_address, _session, callback) => later(() => callback()),
    onRcptTo: (_address, _session, callback) => later(() => callback()),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        later(() => callback());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}

function htmlPartOf(raw: string): string {
  const decoded = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const start = decoded.indexOf("Content-Type: text/html");
  expect(start).toBeGreaterThan(-1);
  return decoded.slice(start, decoded.indexOf("\r\n--", start));
}

const lead = (n: number): ContactInput => ({
  name: `Person ${n} <img src=x onerror=alert(1)>`,
  email: `person${n}@example.com`,
  subject: `Subject ${n}`,
  message: `Message number ${n}, long enough.`,
  phone: undefined,
  services: [],
  consent: "yes" as const,
});

describe("outbox worker", () => {
  let dir: string;
  let opened: OpenedDatabase;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    opened = openDatabase(`file:${path.join(dir, "site.db")}`);
    await migrateToLatest(opened.db);
  });
  afterAll(async () => {
    await opened.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const store = () => testLeadStore(opened.db, { confirmMinIntervalMs: 10 * 60_000 });

  it("backs off exponentially, capped at 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((n) => backoffMs(n, 1000, 30_000))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it("delivers each mail exactly once, escaped, and marks it sent", async () => {
    const received: Received[] = [];
    const port = await freePort();
    const smtp = await startSmtp(port, received);
    const sender = smtpSender(`smtp://127.0.0.1:${port}`);
    for (let n = 0; n < 5; n++)
      await store().saveLead(lead(n), { sourcePage: "/contact", consentVersion: "v1" });
    // Two workers on one database (like two instances): claims must not overlap.
    const options = {
      send: sender.send,
      from: "site@example.com",
      pollMs: 50,
      retryBaseMs: 20,
      retryMaxMs: 100,
    };
    const a = createOutboxWorker(opened.db, options);
    const b = createOutboxWorker(opened.db, options);
    const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(sentA + sentB).toBe(5);
    expect(await a.runOnce()).toBe(0);
    expect(received).toHaveLength(5);
    expect(received.every((mail) => mail.to[0] === "agency@example.com")).toBe(true);
    const subjects = received.map((m) => /Subject: New lead: (Subject \d)/.exec(m.raw)?.[1]).sort();
    expect(subjects).toEqual(["Subject 0", "Subject 1", "Subject 2", "Subject 3", "Subject 4"]);
    // The HTML part (quoted-printable decoded) shows visitor markup only as escaped text.
    const html = htmlPartOf(received[0]?.raw ?? "");
    expect(html).toContain("Person 0 &lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img");
    const rows = await opened.db.selectFrom("outbox").select(["status", "attempts"]).execute();
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    sender.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("keeps mail while SMTP is down and delivers it once it is back, losing nothing", async () => {
    const received: Received[] = [];
    const port = await freePort(); // nothing listens here yet
    const sender = smtpSender(`smtp://127.0.0.1:${port}?connectionTimeout=2000`);
    const worker = createOutboxWorker(opened.db, {
      send: sender.send,
      from: "site@example.com",
      pollMs: 50,
      retryBaseMs: 50,
      retryMaxMs: 200,
      log: () => {},
    });
    const ids: string[] = [];
    for (let n = 10; n < 13; n++) {
      ids.push(
        (await store().saveLead(lead(n), { sourcePage: "/contact", consentVersion: "v1" })).id,
      );
    }
    worker.start();
    // Let a few attempts fail.
    await expect
      .poll(
        async () => {
          const row = await opened.db
            .selectFrom("outbox")
            .select(["attempts", "last_error"])
            .where("status", "=", "pending")
            .orderBy("attempts", "desc")
            .executeTakeFirst();
          return (row?.attempts ?? 0) >= 2 && Boolean(row?.last_error);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(received).toHaveLength(0);
    const smtp = await startSmtp(port, received);
    await expect
      .poll(
        async () => {
          const pending = await opened.db
            .selectFrom("outbox")
            .select("id")
            .where("status", "!=", "sent")
            .execute();
          return pending.length;
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    await worker.stop();
    expect(received).toHaveLength(3);
    const subjects = received
      .map((m) => /Subject: New lead: (Subject \d+)/.exec(m.raw)?.[1])
      .sort();
    expect(subjects).toEqual(["Subject 10", "Subject 11", "Subject 12"]);
    sender.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }, 30_000);

  it("keeps its lease through a send that outlasts it, so no other instance sends the mail again", async () => {
    const received: Received[] = [];
    const port = await freePort();
    // Each command answered 200 ms late: well inside the SMTP timeouts, yet the whole send takes
    // twice the 300 ms lease (in production: 14 s answers, 15 s timeouts, a 30 s lease).
    const smtp = await startSmtp(port, received, 200);
    const sender = smtpSender(`smtp://127.0.0.1:${port}`);
    await store().saveLead(lead(20), { sourcePage: "/contact", consentVersion: "v1" });
    const reports: string[] = [];
    const options = {
      send: sender.send,
      from: "site@example.com",
      pollMs: 50,
      retryBaseMs: 20,
      retryMaxMs: 100,
      leaseMs: 300,
      log: (message: string) => reports.push(message),
    };
    const a = createOutboxWorker(opened.db, options);
    const b = createOutboxWorker(opened.db, options);
    let aDone = false;
    const sentByA = a.runOnce().finally(() => (aDone = true));
    // Another instance polls all the while A sends (for a few seconds at most: without the
    // renewals the two took the mail from each other and sent it again and again).
    let sentByB = 0;
    const deadline = Date.now() + 3000;
    while (!aDone && Date.now() < deadline) {
      sentByB += await b.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect([await sentByA, sentByB]).toEqual([1, 0]);
    expect(received).toHaveLength(1);
    expect(reports).toEqual([]);
    sender.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }, 30_000);
});
