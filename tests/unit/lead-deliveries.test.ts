/**
 * Lead deliveries through the outbox against a real webhook receiver on loopback that checks
 * every signature with the Standard Webhooks library, answers 500 and then 200, is down for a
 * while, asks for a pause (Retry-After) or says 410 Gone; and a real SQLite file.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ContactInput } from "~/forms/schemas";
import { migrateToLatest, openDatabase, type OpenedDatabase } from "~/server/db.server";
import {
  parseRetryAfter,
  slackSender,
  webhookSender,
  type HttpDestinations,
  type SendHttp,
} from "~/server/deliveries.server";
import { parseEnv } from "~/server/env.server";
import { createOutboxWorker } from "~/server/outbox.server";
import { testLeadStore } from "../support/lead-store";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const newSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

interface Hit {
  at: number;
  id: string | undefined;
  verified: boolean;
  body: string;
}

/** A webhook receiver: verifies each request with `secret`, answers from `answers` in turn. */
class Receiver {
  hits: Hit[] = [];
  private server: http.Server | undefined;
  answers: Array<{ status: number; headers?: Record<string, string> }> = [];

  constructor(
    readonly port: number,
    private readonly secret?: string,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}/hooks/leads`;
  }

  async start() {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        let verified = false;
        if (this.secret) {
          try {
            new Webhook(this.secret).verify(body, {
              "webhook-id": String(req.headers["webhook-id"]),
              "webhook-timestamp": String(req.headers["webhook-timestamp"]),
              "webhook-signature": String(req.headers["webhook-signature"]),
            });
            verified = true;
          } catch {
            verified = false;
          }
        }
        this.hits.push({
          at: Date.now(),
          id: req.headers["webhook-id"] as string | undefined,
          verified,
          body,
        });
        const answer = this.answers.length > 1 ? this.answers.shift() : this.answers[0];
        res.writeHead(answer?.status ?? 200, answer?.headers ?? {});
        res.end("ok");
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, "127.0.0.1", resolve));
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }
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

const contact = (n: number): ContactInput => ({
  name: `Person ${n} <b>bold</b>`,
  email: `person${n}@example.com`,
  subject: `Subject ${n}`,
  message: `Message number ${n}, long enough.`,
  phone: undefined,
  services: ["Web Development"],
  consent: "yes" as const,
});

describe("lead deliveries", () => {
  let dir: string;
  let opened: OpenedDatabase;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "deliveries-"));
    opened = openDatabase(`file:${path.join(dir, "site.db")}`);
    await migrateToLatest(opened.db);
  });
  afterAll(async () => {
    await opened.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await opened.db.deleteFrom("outbox").execute();
    await opened.db.deleteFrom("leads").execute();
  });

  const store = (deliveries = { webhook: true, slack: false }) =>
    testLeadStore(opened.db, { confirmMinIntervalMs: 10 * 60_000, deliveries });

  const worker = (http: HttpDestinations, delays: readonly number[] = [50, 100, 100]) =>
    createOutboxWorker(opened.db, {
      http,
      deliveryRetryDelaysMs: delays,
      from: "site@example.com",
      pollMs: 20,
      retryBaseMs: 20,
      retryMaxMs: 100,
      log: () => {},
    });

  const deliveryRows = () =>
    opened.db
      .selectFrom("outbox")
      .selectAll()
      .where("channel", "!=", "mail")
      .orderBy("created_at")
      .execute();

  it("signs with both secrets while rotating, retries a 500, and never repeats a 2xx", async () => {
    const oldSecret = newSecret();
    const receiver = new Receiver(await freePort(), oldSecret);
    receiver.answers = [{ status: 500 }, { status: 200 }];
    await receiver.start();
    const { id } = await store().saveLead(contact(1), {
      sourcePage: "/contact",
      consentVersion: "v1",
    });
    // Two workers on one database, like two instances; the receiver holds only the old secret.
    const send = webhookSender(receiver.url, [newSecret(), oldSecret]);
    const a = worker({ webhook: send });
    const b = worker({ webhook: send });
    a.start();
    b.start();
    await expect
      .poll(async () => (await deliveryRows())[0]?.status, { timeout: 5000 })
      .toBe("sent");
    await Promise.all([a.stop(), b.stop()]);
    expect(receiver.hits.map((h) => [h.id, h.verified])).toEqual([
      [id, true],
      [id, true],
    ]);
    // The retry waited at least the schedule's first step.
    expect((receiver.hits[1]?.at ?? 0) - (receiver.hits[0]?.at ?? 0)).toBeGreaterThanOrEqual(45);
    const event = JSON.parse(receiver.hits[1]?.body ?? "{}") as {
      type: string;
      data: { id: string; email: string; deskUrl: string };
    };
    expect(event.type).toBe("lead.contact");
    expect(event.data).toMatchObject({
      id,
      email: "person1@example.com",
      deskUrl: `https://site.example/desk/leads/${id}`,
    });
    const [row] = await deliveryRows();
    expect(row).toMatchObject({ lead_id: id, attempts: 2, last_status: 200, last_error: null });
    // A restart (a new worker) finds nothing to send: the 2xx is final.
    const restarted = worker({ webhook: send });
    expect(await restarted.runOnce()).toBe(0);
    expect(receiver.hits).toHaveLength(2);
    // Mail rows stay for a worker that can send mail; this one had no SMTP.
    const mail = await opened.db
      .selectFrom("outbox")
      .select("status")
      .where("channel", "=", "mail")
      .execute();
    expect(mail).toEqual([{ status: "pending" }]);
    await receiver.stop();
  });

  it("keeps a delivery while the receiver is down and delivers it once when it is back", async () => {
    const secret = newSecret();
    const receiver = new Receiver(await freePort(), secret);
    const { id } = await store().saveLead(contact(2), {
      sourcePage: "/contact",
      consentVersion: "v1",
    });
    // Long waits after the second attempt: the row is read at rest between attempts, not in the
    // moment an attempt holds it ("sending"), which a busy CI host once caught.
    const w = worker({ webhook: webhookSender(receiver.url, [secret]) }, [30, 30, 250, 250, 250]);
    w.start();
    let down: Awaited<ReturnType<typeof deliveryRows>>[number] | undefined;
    await expect
      .poll(
        async () => {
          const [row] = await deliveryRows();
          if (row && row.attempts >= 2 && row.status === "pending") down = row;
          return down !== undefined;
        },
        { timeout: 5000 },
      )
      .toBe(true);
    expect(down).toMatchObject({ status: "pending", last_status: null });
    expect(down?.last_error).toBeTruthy();
    await receiver.start();
    await expect
      .poll(async () => (await deliveryRows())[0]?.status, { timeout: 5000 })
      .toBe("sent");
    await w.stop();
    expect(receiver.hits.map((h) => [h.id, h.verified])).toEqual([[id, true]]);
    await receiver.stop();
  });

  it("stops on 410 Gone and gives up after the schedule, both visible as failed", async () => {
    const secret = newSecret();
    const gone = new Receiver(await freePort(), secret);
    gone.answers = [{ status: 410 }];
    await gone.start();
    await store().saveLead(contact(3), { sourcePage: "/contact", consentVersion: "v1" });
    const w = worker({ webhook: webhookSender(gone.url, [secret]) }, [10, 10]);
    await w.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await w.runOnce();
    expect(gone.hits).toHaveLength(1);
    expect(await deliveryRows()).toMatchObject([{ status: "failed", last_status: 410 }]);
    await gone.stop();

    await opened.db.deleteFrom("outbox").execute();
    const failing = new Receiver(await freePort(), secret);
    failing.answers = [{ status: 502 }];
    await failing.start();
    await store().saveLead(contact(4), { sourcePage: "/contact", consentVersion: "v1" });
    const w2 = worker({ webhook: webhookSender(failing.url, [secret]) }, [10, 10]);
    w2.start();
    await expect
      .poll(async () => (await deliveryRows())[0]?.status, { timeout: 5000 })
      .toBe("failed");
    await w2.stop();
    // One first attempt and one per scheduled wait, then no more.
    expect(failing.hits).toHaveLength(3);
    expect(await deliveryRows()).toMatchObject([{ attempts: 3, last_status: 502 }]);
    await failing.stop();
  });

  it("waits as long as the receiver's Retry-After asks, beyond the schedule", async () => {
    const secret = newSecret();
    const receiver = new Receiver(await freePort(), secret);
    receiver.answers = [{ status: 503, headers: { "Retry-After": "120" } }, { status: 200 }];
    await receiver.start();
    await store().saveLead(contact(5), { sourcePage: "/contact", consentVersion: "v1" });
    const w = worker({ webhook: webhookSender(receiver.url, [secret]) }, [10, 10]);
    await w.runOnce();
    const [row] = await deliveryRows();
    expect(row?.status).toBe("pending");
    const wait =
      new Date(row?.next_attempt_at ?? 0).getTime() - new Date(row?.last_attempt_at ?? 0).getTime();
    expect(wait).toBeGreaterThanOrEqual(119_000);
    expect(await w.runOnce()).toBe(0);
    expect(receiver.hits).toHaveLength(1);
    await receiver.stop();
    expect(parseRetryAfter("3")).toBe(3000);
    expect(parseRetryAfter(new Date(Date.now() + 60_000).toUTCString())).toBeGreaterThan(50_000);
    expect(parseRetryAfter("999999999")).toBe(24 * 3_600_000);
    expect(parseRetryAfter("soon")).toBeUndefined();
  });

  it("posts Slack a message with the visitor's text inert and a link to the desk", async () => {
    const slack = new Receiver(await freePort());
    await slack.start();
    const { id } = await store({ webhook: false, slack: true }).saveLead(contact(6), {
      sourcePage: "/pricing",
      consentVersion: "v1",
    });
    const w = worker({ slack: slackSender(slack.url) });
    expect(await w.runOnce()).toBe(1);
    const { text } = JSON.parse(slack.hits[0]?.body ?? "{}") as { text: string };
    expect(text).toContain("Person 6 &lt;b&gt;bold&lt;/b&gt;");
    expect(text).not.toContain("<b>");
    expect(text).toContain("Page: /pricing");
    expect(text).toContain(`<https://site.example/desk/leads/${id}|Open in the desk>`);
    await slack.stop();
  });

  it("renews its lease while a slow receiver answers, and says so when another worker took the row", async () => {
    await store({ webhook: false, slack: true }).saveLead(contact(7), {
      sourcePage: "/contact",
      consentVersion: "v1",
    });
    let started = () => {};
    const sending = new Promise<void>((resolve) => (started = resolve));
    // Times with room for a busy two-core machine: a lease renewed every 200 ms must still be
    // held 900 ms in, though a stall of a few hundred milliseconds delays a renewal.
    const slowSlack: SendHttp = async () => {
      started();
      await sleep(2000);
      return { status: 200 };
    };
    const reports: string[] = [];
    const w = createOutboxWorker(opened.db, {
      http: { slack: slowSlack },
      from: "site@example.com",
      pollMs: 20,
      retryBaseMs: 20,
      retryMaxMs: 100,
      leaseMs: 600,
      log: (message) => reports.push(message),
    });
    const pass = w.runOnce();
    await sending;
    // Past the first lease: it was renewed, so it has not run out.
    await sleep(900);
    const [held] = await deliveryRows();
    expect(new Date(held?.lease_until ?? 0).getTime()).toBeGreaterThan(Date.now());
    // Another instance takes the row over (as after a lease ran out); the next renewal finds it.
    await opened.db
      .updateTable("outbox")
      .set({
        lease_owner: "another-instance",
        lease_until: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();
    await pass;
    expect(reports).toEqual([expect.stringMatching(/lease lost while sending/)]);
    // The row is the other instance's: this one does not mark it.
    expect(await deliveryRows()).toMatchObject([
      { status: "sending", lease_owner: "another-instance" },
    ]);
  });

  it("counts an attempt per send, also for rows another worker took over while they waited in a batch", async () => {
    const deliveries = store({ webhook: false, slack: true });
    for (let n = 8; n < 11; n++) {
      await deliveries.saveLead(contact(n), { sourcePage: "/contact", consentVersion: "v1" });
    }
    const hits: string[] = [];
    let started = () => {};
    const sending = new Promise<void>((resolve) => (started = resolve));
    // Every answer is a 500; the first one comes after two leases, long enough for the other
    // rows of the batch to lose theirs.
    const failingSlack: SendHttp = async ({ leadId }) => {
      hits.push(leadId);
      if (hits.length === 1) {
        started();
        await sleep(400);
      }
      return { status: 500, error: "HTTP 500" };
    };
    const options = {
      http: { slack: failingSlack },
      deliveryRetryDelaysMs: [50, 3_600_000],
      from: "site@example.com",
      pollMs: 20,
      retryBaseMs: 20,
      retryMaxMs: 100,
      leaseMs: 200,
      log: () => {},
    };
    const a = createOutboxWorker(opened.db, options);
    const b = createOutboxWorker(opened.db, options);
    const pass = a.runOnce();
    await sending;
    await sleep(250);
    // B takes over the two rows still waiting in A's batch, and sends them.
    await b.runOnce();
    await pass;
    const rows = await deliveryRows();
    expect(hits).toHaveLength(3);
    expect(new Set(hits).size).toBe(3);
    // One send each: one attempt each, and the schedule's first wait, not its second.
    for (const row of rows) {
      expect(row).toMatchObject({ status: "pending", attempts: 1, last_status: 500 });
      const wait =
        new Date(row.next_attempt_at).getTime() - new Date(row.last_attempt_at ?? 0).getTime();
      expect(wait).toBeLessThan(1000);
    }
  });

  it.each([
    ["hands the rest of its batch back", 10],
    ["claims no more rows", 1],
  ])(
    "stops after the delivery in hand and %s, for another instance to take at once",
    async (_, batchSize) => {
      const deliveries = store({ webhook: false, slack: true });
      for (let n = 11; n < 21; n++) {
        await deliveries.saveLead(contact(n), { sourcePage: "/contact", consentVersion: "v1" });
      }
      const hits: string[] = [];
      let started = () => {};
      const sending = new Promise<void>((resolve) => (started = resolve));
      const slowSlack: SendHttp = async ({ leadId }) => {
        hits.push(leadId);
        started();
        await sleep(200);
        return { status: 200 };
      };
      const options = { from: "site@example.com", pollMs: 20, retryBaseMs: 20, retryMaxMs: 100 };
      const w = createOutboxWorker(opened.db, {
        ...options,
        http: { slack: slowSlack },
        batchSize,
      });
      w.start();
      await sending;
      await w.stop();
      expect(hits).toHaveLength(1);
      const waiting = (await deliveryRows()).filter((row) => row.status !== "sent");
      expect(waiting).toHaveLength(9);
      for (const row of waiting) {
        expect(row).toMatchObject({
          status: "pending",
          lease_owner: null,
          lease_until: null,
          attempts: 0,
        });
      }
      // Not after the 30 s lease: at once.
      const other = createOutboxWorker(opened.db, {
        ...options,
        http: { slack: async () => ({ status: 200 }) },
      });
      expect(await other.runOnce()).toBe(9);
    },
  );

  it("cuts an attempt in hand short when stopped, so a shutdown never waits out the 10 s", async () => {
    await store({ webhook: false, slack: true }).saveLead(contact(30), {
      sourcePage: "/contact",
      consentVersion: "v1",
    });
    // A receiver that takes the post and never answers.
    const sockets = new Set<net.Socket>();
    let received = () => {};
    const posted = new Promise<void>((resolve) => (received = resolve));
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.once("data", () => received());
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const w = worker({ slack: slackSender(`http://127.0.0.1:${port}/hook`) });
      w.start();
      await posted;
      const asked = Date.now();
      await w.stop();
      // It waited out the attempt's 10 s, past the server's 9 s shutdown deadline.
      expect(Date.now() - asked).toBeLessThan(3000);
      const [row] = await deliveryRows();
      expect(row).toMatchObject({ status: "pending", attempts: 1, lease_owner: null });
      expect(row?.last_error).toMatch(/abort/i);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  const callRequest = (meeting: "video" | "phone") => ({
    name: "Ravi Iyer",
    email: "ravi@example.com",
    phone: "+44 20 7946 0958",
    call: "discoveryCall" as const,
    meeting,
    day: "2026-01-15",
    window: "morning" as const,
    timeZone: "Europe/London",
    note: undefined,
    consent: "yes" as const,
  });

  it("gives Slack a call request's phone, how to meet and its window in the agency's time", async () => {
    const slack = new Receiver(await freePort());
    await slack.start();
    await store({ webhook: false, slack: true }).saveCallRequest(callRequest("phone"), {
      sourcePage: "/book",
      consentVersion: "v1",
    });
    expect(await worker({ slack: slackSender(slack.url) }).runOnce()).toBe(1);
    const { text } = JSON.parse(slack.hits[0]?.body ?? "{}") as { text: string };
    expect(text).toContain("Phone: +44 20 7946 0958");
    expect(text).toMatch(/^Meeting: Phone call$/m);
    // London's 9:00–12:00 on 15 January (GMT) is 14:30–17:30 in India.
    expect(text).toMatch(/^In IST: .*14:30.*17:30/m);
    await slack.stop();
  });

  it("tells Slack and the webhook that a video call request expects an invite", async () => {
    const secret = newSecret();
    const receiver = new Receiver(await freePort(), secret);
    const slack = new Receiver(await freePort());
    await Promise.all([receiver.start(), slack.start()]);
    await store({ webhook: true, slack: true }).saveCallRequest(callRequest("video"), {
      sourcePage: "/book",
      consentVersion: "v1",
    });
    const w = worker({
      webhook: webhookSender(receiver.url, [secret]),
      slack: slackSender(slack.url),
    });
    expect(await w.runOnce()).toBe(2);
    const { text } = JSON.parse(slack.hits[0]?.body ?? "{}") as { text: string };
    expect(text).toMatch(/^Meeting: Video call \(email them an invite\)$/m);
    const event = JSON.parse(receiver.hits[0]?.body ?? "{}") as { data: { call: unknown } };
    expect(event.data.call).toEqual({
      type: "discoveryCall",
      day: "2026-01-15",
      window: "morning",
      timeZone: "Europe/London",
      meeting: "video",
    });
    await Promise.all([receiver.stop(), slack.stop()]);
  });
});

describe("delivery settings", () => {
  const base = { NODE_ENV: "test" };
  it("accepts one or two whsec_ secrets with a URL, and nothing half-configured", () => {
    const one = newSecret();
    const two = newSecret();
    const env = parseEnv({
      ...base,
      LEAD_WEBHOOK_URL: "https://crm.example.com/hooks",
      LEAD_WEBHOOK_SECRET: `${one} ${two}`,
      SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T/B/x",
      DESK_EMAILS: "Sales@Example.com, ops@example.com",
    });
    expect(env.LEAD_WEBHOOK_SECRET).toEqual([one, two]);
    expect(env.DESK_EMAILS).toEqual(["sales@example.com", "ops@example.com"]);
    expect(() => parseEnv({ ...base, LEAD_WEBHOOK_URL: "https://crm.example.com/h" })).toThrow(
      /LEAD_WEBHOOK_SECRET/,
    );
    expect(() =>
      parseEnv({ ...base, LEAD_WEBHOOK_URL: "https://a.example/h", LEAD_WEBHOOK_SECRET: "s3cret" }),
    ).toThrow(/whsec_/);
    expect(() =>
      parseEnv({
        ...base,
        LEAD_WEBHOOK_URL: "https://a.example/h",
        LEAD_WEBHOOK_SECRET: `${one} ${two} ${one}`,
      }),
    ).toThrow(/two secrets/);
    expect(() => parseEnv({ ...base, SLACK_WEBHOOK_URL: "http://hooks.example.com/x" })).toThrow(
      /https/,
    );
    expect(() => parseEnv({ ...base, DESK_EMAILS: "sales@example.com, nobody" })).toThrow(
      /DESK_EMAILS/,
    );
    expect(parseEnv(base).DESK_EMAILS).toEqual([]);
  });
});
