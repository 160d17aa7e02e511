/**
 * A PostgreSQL that stops answering gives the site an error to answer 503 with, never a wait
 * without end (app/server/db.server.ts, postgresLimits).
 */
import net from "node:net";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import pg from "pg";
import { migrateToLatest, openDatabase, pingDatabase, postgresLimits } from "~/server/db.server";
import { createDesk } from "~/server/desk.server";
import { startTemporaryPostgres, type TemporaryPostgres } from "../support/postgres";
import { testLeadStore } from "../support/lead-store";

/** What a promise came to, or "still waiting" once `ms` have passed. */
const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => "answered",
      (error: unknown) => `failed: ${String(error)}`,
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve("still waiting"), ms)),
  ]);

describe("a PostgreSQL server that accepts connections and never answers", () => {
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.resume(); // reads (and ignores) the startup message, so it sees the client leave
  });
  beforeAll(() => new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve)));
  afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));

  it("fails a ping and a lead's save within the connect limit, so the site can answer 503", async () => {
    const { port } = silent.address() as net.AddressInfo;
    const opened = openDatabase(`postgres://site:secret@127.0.0.1:${port}/site`);
    const store = testLeadStore(opened.db);
    const limit = postgresLimits.connectMs + 2000;
    const [ping, save] = await Promise.all([
      settledWithin(pingDatabase(opened.db), limit),
      settledWithin(
        store.saveLead(
          {
            name: "Asha",
            email: "asha@example.com",
            phone: undefined,
            subject: "An app",
            message: "For our clinics",
            services: [],
            consent: "yes",
          },
          { sourcePage: "/contact", consentVersion: "v1" },
        ),
        limit,
      ),
    ]);
    expect(ping).toMatch(/^failed: .*timeout/i);
    expect(save).toMatch(/^failed: .*timeout/i);
    // The given-up connections are closed, not left open for every post of an outage.
    await vi.waitFor(() => expect(sockets.size).toBe(0));
    await opened.db.destroy();
  }, 15_000);
});

describe("a statement that runs too long on a real PostgreSQL", () => {
  let server: TemporaryPostgres | null = null;
  beforeAll(async () => {
    server = await startTemporaryPostgres();
  }, 60_000);
  afterAll(() => server?.stop());

  it("is cancelled by the server at the statement limit, and the pool goes on working", async (ctx) => {
    if (!server) {
      if (process.env.CI) throw new Error("PostgreSQL is required in CI");
      return ctx.skip();
    }
    const opened = openDatabase(server.url, { postgresStatementTimeoutMs: 300 });
    const slow = await settledWithin(sql`select pg_sleep(5)`.execute(opened.db), 4000);
    expect(slow).toMatch(/^failed: .*statement timeout/);
    expect(await pingDatabase(opened.db)).toBe(true);
    await opened.db.destroy();
  }, 30_000);

  it("drops a connection that stopped answering, so queries work again once the server does", async (ctx) => {
    if (!server) {
      if (process.env.CI) throw new Error("PostgreSQL is required in CI");
      return ctx.skip();
    }
    // A proxy whose open connections can be frozen: the network between them gone, say.
    const target = new URL(server.url);
    const frozen = new Set<net.Socket>();
    const links = new Set<{ client: net.Socket; upstream: net.Socket }>();
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      const link = { client, upstream };
      links.add(link);
      client.on("data", (data) => frozen.has(client) || upstream.write(data));
      upstream.on("data", (data) => frozen.has(client) || client.write(data));
      for (const end of [client, upstream]) {
        end.on("error", () => {});
        end.on("close", () => (client.destroy(), upstream.destroy(), links.delete(link)));
      }
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const proxied = new URL(server.url);
    proxied.port = String((proxy.address() as net.AddressInfo).port);
    const opened = openDatabase(proxied.toString(), { postgresStatementTimeoutMs: 300 });
    try {
      await Promise.all([1, 2, 3].map(() => pingDatabase(opened.db)));
      for (const { client } of links) frozen.add(client);
      const stalled = await Promise.all(
        [1, 2, 3].map(() => settledWithin(pingDatabase(opened.db), 10_000)),
      );
      expect(stalled).toEqual(Array(3).fill("failed: Error: Query read timeout"));
      // New connections get through again: each query answers at once, none on a frozen one.
      for (let n = 0; n < 6; n++) {
        expect(await settledWithin(pingDatabase(opened.db), 2000), `query ${n}`).toBe("answered");
      }
    } finally {
      await opened.db.destroy().catch(() => {});
      for (const { client, upstream } of links) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
  }, 40_000);

  it("reports an erasure whose VACUUM FULL failed as leaving a copy, its deletion kept", async (ctx) => {
    if (!server) {
      if (process.env.CI) throw new Error("PostgreSQL is required in CI");
      return ctx.skip();
    }
    const opened = openDatabase(server.url, { postgresStatementTimeoutMs: 1000 });
    const reader = new pg.Client({ connectionString: server.url });
    try {
      await migrateToLatest(opened.db);
      await testLeadStore(opened.db).saveLead(
        {
          name: "Ravi",
          email: "ravi@example.com",
          phone: undefined,
          subject: "An app",
          message: "For our shop",
          services: [],
          consent: "yes",
        },
        { sourcePage: "/contact", consentVersion: "v1" },
      );
      // A reader holding the outbox: deleting rows may go on beside it, VACUUM FULL may not.
      await reader.connect();
      await reader.query("begin");
      await reader.query("lock table outbox in access share mode");
      const report = await createDesk(opened.db).erasePerson("ravi@example.com");
      // It was thrown after the deletion had committed: a 500 for an erasure that happened.
      expect(report).toMatchObject({ leads: 1, copyLeft: "vacuum-failed" });
      const left = await opened.db
        .selectFrom("leads")
        .select("id")
        .where("email", "=", "ravi@example.com")
        .execute();
      expect(left).toEqual([]);
    } finally {
      await reader.end();
      await opened.db.destroy();
    }
  }, 30_000);
});
