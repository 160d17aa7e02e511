/**
 * The outbox worker: sends queued mail through SMTP, and lead deliveries (webhook, Slack) over
 * HTTP (./deliveries.server.ts). A row is claimed with a lease (a compare-and-set update, safe
 * with several instances on one PostgreSQL database), sent while the lease is renewed, then
 * marked sent exactly once. Failures retry with exponential backoff capped at `retryMaxMs`;
 * rows are never dropped. (If the process dies after the SMTP server accepted a mail but before
 * the row is marked, the lease expires and that one mail is sent again: at-least-once delivery.)
 */
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import type { Kysely } from "kysely";
import type { AppDatabase, DatabaseSchema, OutboxChannel, OutboxStatus } from "./db.server";
import { deliveryRetryDelaysMs, httpChannelsOf, type HttpDestinations } from "./deliveries.server";
import { log } from "./logger.server";
import type { ComposedMail } from "./mail.server";

/**
 * Queues a row for the worker, due at once: a mail, or a lead's webhook or Slack delivery. Pass the
 * transaction that stores what the row is about, so both commit together. `leadId` ties a lead's
 * rows to the lead (erasure removes them with it).
 */
export async function enqueueOutboxRow(
  db: Kysely<DatabaseSchema>,
  row: {
    kind: string;
    channel: OutboxChannel;
    recipient: string;
    subject: string;
    /** A mail's text, or an HTTP delivery's body. */
    text: string;
    html?: string;
    headers?: Record<string, string>;
    at: string;
    leadId?: string | null;
  },
): Promise<void> {
  await db
    .insertInto("outbox")
    .values({
      id: randomUUID(),
      created_at: row.at,
      kind: row.kind,
      channel: row.channel,
      lead_id: row.leadId ?? null,
      recipient: row.recipient,
      subject: row.subject,
      text_body: row.text,
      html_body: row.html ?? "",
      headers: JSON.stringify(row.headers ?? {}),
      status: "pending" satisfies OutboxStatus,
      next_attempt_at: row.at,
      lease_owner: null,
      lease_until: null,
      last_error: null,
      sent_at: null,
    })
    .execute();
}

/** Queues a mail (`enqueueOutboxRow`, channel "mail"). */
export function enqueueMail(
  db: Kysely<DatabaseSchema>,
  kind: string,
  recipient: string,
  mail: ComposedMail,
  at: string,
  leadId: string | null = null,
): Promise<void> {
  return enqueueOutboxRow(db, {
    kind,
    channel: "mail",
    recipient,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    at,
    leadId,
  });
}

/** Mail kinds whose body holds a one-time link (sign-in, newsletter confirmation). */
const linkMailKinds = new Set(["desk_sign_in", "newsletter_confirmation"]);

interface OutboxMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Anything that can deliver a mail; nodemailer in production, the same in tests (real SMTP). */
export type SendMail = (mail: OutboxMail) => Promise<void>;

/**
 * SMTP timeouts (nodemailer's defaults allow minutes), so a send that stalls fails. They do not
 * bound a whole send (socketTimeout is per command: a server answering each one just in time
 * keeps a send going for minutes); the worker renews its lease while a send lasts instead.
 */
const smtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 15_000,
} as const;

export function smtpSender(smtpUrl: string): { send: SendMail; close: () => void } {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

export interface OutboxWorkerOptions {
  /** Sends mail; without it mail rows wait (no SMTP_URL) and only HTTP deliveries go. */
  send?: SendMail;
  /** Lead deliveries over HTTP, one sender per configured channel. */
  http?: HttpDestinations;
  /** Waits between failed HTTP delivery attempts; after the last one a delivery is "failed". */
  deliveryRetryDelaysMs?: readonly number[];
  from: string;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed row belongs to this worker before another may take it over. */
  leaseMs?: number;
  batchSize?: number;
  log?: (message: string) => void;
}

/** Delay before attempt n+1 after n failed attempts: base·2^(n-1), capped. */
export function backoffMs(failedAttempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1));
}

function parseHeaders(json: string): Record<string, string> {
  const parsed: unknown = JSON.parse(json);
  const headers: Record<string, string> = {};
  if (parsed && typeof parsed === "object") {
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === "string") headers[key] = value;
    }
  }
  return headers;
}

export function createOutboxWorker(db: AppDatabase, options: OutboxWorkerOptions) {
  const owner = randomUUID();
  const leaseMs = options.leaseMs ?? 30_000;
  const batchSize = options.batchSize ?? 10;
  const report = options.log ?? ((message: string) => log("warn", "outbox", { detail: message }));
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = true;
  let wakeRequested = false;
  /** Set by stop(): a pass ends after the row in hand instead of working through the backlog. */
  let stopping = false;
  /**
   * Ends an HTTP attempt in hand when stop() is called: one may take 10 s, past the server's
   * 9 s shutdown deadline. The row is retried like any failed attempt (by another instance, or
   * after the restart).
   */
  let abortOnStop = new AbortController();
  let current: Promise<unknown> = Promise.resolve();
  const httpSenders = options.http ?? {};
  const retryDelays = options.deliveryRetryDelaysMs ?? deliveryRetryDelaysMs;
  /** Rows of channels nobody here can send stay for a worker that can (or a later start). */
  const channels: OutboxChannel[] = [
    ...(options.send ? (["mail"] as const) : []),
    ...httpChannelsOf(httpSenders),
  ];

  /**
   * Claims due rows (pending and due, or sending with an expired lease). No attempt is counted
   * here: rows late in a slow batch may lose their lease before their turn and be taken over,
   * and only a send is an attempt (deliver() counts it).
   */
  async function claim(): Promise<string[]> {
    const nowIso = new Date().toISOString();
    const due = await db
      .selectFrom("outbox")
      .select("id")
      .where("channel", "in", channels)
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", nowIso)]),
          eb.and([eb("status", "=", "sending"), eb("lease_until", "<", nowIso)]),
        ]),
      )
      .orderBy("created_at")
      .limit(batchSize)
      .execute();
    const claimed: string[] = [];
    const leaseUntil = new Date(Date.now() + leaseMs).toISOString();
    for (const { id } of due) {
      const result = await db
        .updateTable("outbox")
        .set({ status: "sending", lease_owner: owner, lease_until: leaseUntil })
        .where("id", "=", id)
        .where((eb) =>
          eb.or([
            eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", nowIso)]),
            eb.and([eb("status", "=", "sending"), eb("lease_until", "<", nowIso)]),
          ]),
        )
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) claimed.push(id);
    }
    return claimed;
  }

  /**
   * Extends this worker's lease on a row, counting an attempt too when a send is about to start;
   * false when the row is no longer this worker's.
   */
  async function renewLease(id: string, { countAttempt = false } = {}): Promise<boolean> {
    const renewed = await db
      .updateTable("outbox")
      .set((eb) => ({
        lease_until: new Date(Date.now() + leaseMs).toISOString(),
        ...(countAttempt ? { attempts: eb("attempts", "+", 1) } : {}),
      }))
      .where("id", "=", id)
      .where("status", "=", "sending")
      .where("lease_owner", "=", owner)
      .executeTakeFirst();
    return Number(renewed.numUpdatedRows) === 1;
  }

  /**
   * Runs one send while renewing the row's lease every third of it: a send may last longer than
   * a lease (a slow SMTP server), and another worker taking the row over meanwhile would send it
   * a second time. The renewals end before the send's outcome is written, so none lands after.
   */
  async function keepingLease<T>(row: { id: string; kind: string }, send: () => Promise<T>) {
    let renewal: Promise<void> | null = null;
    let lost = false;
    const timer = setInterval(() => {
      // One renewal at a time: while the database is slow, ticks are skipped, not queued.
      if (renewal || lost) return;
      renewal = renewLease(row.id)
        .then((held) => {
          if (held) return;
          lost = true;
          clearInterval(timer);
          report(`${row.kind} ${row.id}: lease lost while sending; another worker may send it too`);
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          report(`${row.kind} ${row.id}: lease renewal failed (${message})`);
        })
        .finally(() => (renewal = null));
    }, leaseMs / 3);
    try {
      return await send();
    } finally {
      clearInterval(timer);
      await renewal;
    }
  }

  async function deliver(id: string): Promise<"sent" | "failed" | "taken-over"> {
    // A fresh lease for each send: mail later in a batch must not start on a lease that is
    // nearly over. If another worker took the row meanwhile, it is theirs now, and so is the
    // attempt: it is counted here, in the same update, so each send counts once.
    if (!(await renewLease(id, { countAttempt: true }))) return "taken-over";
    const row = await db
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    if (row.channel !== "mail") return deliverHttp(row);
    const send = options.send;
    if (!send) return "taken-over"; // not claimable without a sender; kept for the type checker
    try {
      await keepingLease(row, () =>
        send({
          from: options.from,
          to: row.recipient,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          headers: parseHeaders(row.headers),
        }),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = backoffMs(row.attempts, options.retryBaseMs, options.retryMaxMs);
      await db
        .updateTable("outbox")
        .set({
          status: "pending",
          lease_owner: null,
          lease_until: null,
          last_error: message.slice(0, 500),
          next_attempt_at: new Date(Date.now() + delay).toISOString(),
        })
        .where("id", "=", id)
        .where("lease_owner", "=", owner)
        .execute();
      // SMTP errors can quote addresses; logs never carry them.
      const safeMessage = message.replace(/[^\s<>"']+@[^\s<>"']+/g, "[address]");
      report(
        `${row.kind} ${id}: attempt ${row.attempts} failed (${safeMessage}); retrying in ${delay} ms`,
      );
      return "failed";
    }
    // A mail that carries a one-time link keeps no copy of it once sent: the link's token is
    // stored hashed, and the outbox must not hold it in clear.
    const clear = linkMailKinds.has(row.kind) ? { text_body: "", html_body: "" } : {};
    await db
      .updateTable("outbox")
      .set({
        status: "sent",
        sent_at: new Date().toISOString(),
        lease_owner: null,
        lease_until: null,
        last_error: null,
        ...clear,
      })
      .where("id", "=", id)
      .where("status", "=", "sending")
      .where("lease_owner", "=", owner)
      .execute();
    return "sent";
  }

  /**
   * A webhook or Slack delivery. 2xx: sent, and never sent again (the update is conditional on
   * this worker's lease, and a sent row is never claimed). 410 Gone: failed, not retried.
   * Anything else (another status, a timeout, no connection): tried again after the retry
   * schedule's wait, or the receiver's Retry-After when that is longer, until the schedule ends.
   */
  async function deliverHttp(row: {
    id: string;
    channel: OutboxChannel;
    lead_id: string | null;
    text_body: string;
    attempts: number;
    kind: string;
  }): Promise<"sent" | "failed"> {
    const sender = row.channel === "mail" ? undefined : httpSenders[row.channel];
    const attemptAt = new Date().toISOString();
    const attempt = sender
      ? await keepingLease(row, () =>
          sender({
            leadId: row.lead_id ?? row.id,
            body: row.text_body,
            signal: abortOnStop.signal,
          }),
        )
      : { status: null, error: "destination no longer configured" };
    const ok = attempt.status !== null && attempt.status >= 200 && attempt.status <= 299;
    if (ok) {
      await db
        .updateTable("outbox")
        .set({
          status: "sent",
          sent_at: attemptAt,
          last_attempt_at: attemptAt,
          last_status: attempt.status,
          lease_owner: null,
          lease_until: null,
          last_error: null,
        })
        .where("id", "=", row.id)
        .where("status", "=", "sending")
        .where("lease_owner", "=", owner)
        .execute();
      return "sent";
    }
    const gone = attempt.status === 410;
    const scheduled = retryDelays[row.attempts - 1];
    const giveUp = gone || scheduled === undefined;
    const delay = Math.max(scheduled ?? 0, attempt.retryAfterMs ?? 0);
    await db
      .updateTable("outbox")
      .set({
        status: giveUp ? "failed" : "pending",
        lease_owner: null,
        lease_until: null,
        last_attempt_at: attemptAt,
        last_status: attempt.status,
        last_error: (attempt.error ?? "failed").slice(0, 500),
        next_attempt_at: new Date(Date.now() + delay).toISOString(),
      })
      .where("id", "=", row.id)
      .where("lease_owner", "=", owner)
      .execute();
    report(
      `${row.kind} ${row.id}: attempt ${row.attempts} failed (${attempt.error ?? "?"}); ${
        giveUp ? (gone ? "410 Gone: not retried" : "retries used up") : `retrying in ${delay} ms`
      }`,
    );
    return "failed";
  }

  /**
   * Gives claimed rows that were not started back (pending, no lease) so another instance can
   * take them at once instead of after the lease. No attempt was counted for them.
   */
  async function release(ids: string[]): Promise<void> {
    await db
      .updateTable("outbox")
      .set({ status: "pending", lease_owner: null, lease_until: null })
      .where("id", "in", ids)
      .where("status", "=", "sending")
      .where("lease_owner", "=", owner)
      .execute();
  }

  /**
   * One pass: claims and sends every due row, or stops after the row in hand once stop() is
   * called (a shutdown must not wait for the backlog). Returns how many were sent.
   */
  async function runOnce(): Promise<number> {
    let sent = 0;
    if (channels.length === 0) return 0;
    for (;;) {
      if (stopping) return sent;
      const ids = await claim();
      if (ids.length === 0) return sent;
      let failures = 0;
      for (const [index, id] of ids.entries()) {
        if (stopping) {
          await release(ids.slice(index));
          return sent;
        }
        const outcome = await deliver(id);
        if (outcome === "sent") sent += 1;
        else if (outcome === "failed") failures += 1;
      }
      // While the SMTP server fails, stop this pass; backoff decides when to try again.
      if (failures > 0) return sent;
    }
  }

  async function nextDueDelay(): Promise<number> {
    const next = await db
      .selectFrom("outbox")
      .select("next_attempt_at")
      .where("channel", "in", channels)
      .where("status", "=", "pending")
      .orderBy("next_attempt_at")
      .limit(1)
      .executeTakeFirst();
    if (!next) return options.pollMs;
    const delay = new Date(next.next_attempt_at).getTime() - Date.now();
    return Math.max(0, Math.min(options.pollMs, delay));
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick() {
    if (stopped || running) return;
    running = true;
    wakeRequested = false;
    current = runOnce()
      .then(() => nextDueDelay())
      .catch((error: unknown) => {
        report(`pass failed: ${error instanceof Error ? error.message : String(error)}`);
        return options.pollMs;
      })
      .then((delay) => {
        running = false;
        schedule(wakeRequested ? 0 : delay);
      });
  }

  return {
    start() {
      if (!stopped || channels.length === 0) return;
      stopped = false;
      stopping = false;
      abortOnStop = new AbortController();
      schedule(0);
    },
    /** Sends soon instead of at the next poll (called after a commit queued mail). */
    wake() {
      if (stopped) return;
      if (running) wakeRequested = true;
      else schedule(0);
    },
    /**
     * Waits for the send in hand only (an HTTP attempt is cut short; a mail is let finish); the
     * rest of a claimed batch is handed back.
     */
    async stop() {
      stopped = true;
      stopping = true;
      abortOnStop.abort();
      clearTimeout(timer);
      await current;
    },
    runOnce,
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
