/**
 * Form posts as a real deployment meets them: behind a TLS proxy, forged from other sites, with
 * unreadable bodies, while another process holds the SQLite write lock, and with two instances
 * sharing one PostgreSQL. (The end-to-end proof with nginx and Chromium is
 * tests/e2e/tls-proxy.spec.ts.)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTemporaryPostgres, type TemporaryPostgres } from "../support/postgres";
import {
  request,
  startServer,
  type RawResponse,
  type RunningServer,
} from "../support/server-process";

const timeout = 60_000;
const form = "application/x-www-form-urlencoded";

/** A contact form body that passes validation; `marker` finds its row again. */
function contactBody(marker: string, extra = ""): string {
  return (
    new URLSearchParams({
      name: "Asha Rao",
      email: "asha@example.com",
      subject: marker,
      message: "We need a booking app for three clinics.",
      consent: "yes",
    }).toString() + extra
  );
}

function tempDatabase() {
  const dir = mkdtempSync(path.join(tmpdir(), "deploy-test-"));
  const file = path.join(dir, "site.db");
  return {
    url: `file:${file}`,
    file,
    leadsWith(subject: string): number {
      const db = new Database(file, { readonly: true });
      try {
        const row = db.prepare("select count(*) as n from leads where subject = ?").get(subject);
        return Number((row as { n: number }).n);
      } finally {
        db.close();
      }
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

describe("form posts refused before anything is read", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_MAX: "1000", FORM_MIN_FILL_MS: "0" });
  }, timeout);
  afterAll(() => server?.stop());

  it(
    "answers every cross-site post with 403, a short page and one log line",
    { timeout },
    async () => {
      const ours = server.origin;
      const forged: Array<[string, Record<string, string>]> = [
        ["/contact", { Origin: "https://evil.example" }],
        ["/contact", { Origin: "null" }],
        ["/contact", { Origin: "not a url" }],
        ["/contact", { "Sec-Fetch-Site": "cross-site" }],
        ["/contact", { "Sec-Fetch-Site": "same-site", Origin: ours }],
        ["/contact", { Origin: ours.replace("http:", "https:") }],
        ["/newsletter", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }],
        ["/newsletter/unsubscribe?token=x", { Origin: "https://evil.example" }],
      ];
      const before = server.logs.length;
      const answers: RawResponse[] = [];
      for (const [target, headers] of forged) {
        answers.push(
          await request(ours, target, {
            method: "POST",
            headers: { "Content-Type": form, ...headers },
            body: contactBody("forged"),
          }),
        );
      }
      expect(answers.map((a) => a.status)).toEqual(forged.map(() => 403));
      for (const answer of answers) {
        expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(answer.body.toString("utf8")).toContain("This form was not accepted");
        expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
      }
      // Logs are batched every 50 ms.
      await expect
        .poll(() => server.logs.slice(before).filter((l) => l.includes('"msg":"refused"')).length)
        .toBe(forged.length);
      const lines = server.logs
        .slice(before)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.every((line) => line.msg === "refused" && line.status === 403)).toBe(true);
      expect(server.stderr()).toBe("");
    },
  );

  it(
    "accepts a same-origin post and one without Origin (curl, mail clients)",
    { timeout },
    async () => {
      const variants: Array<Record<string, string>> = [
        { Origin: server.origin, "Sec-Fetch-Site": "same-origin" },
        {},
      ];
      for (const headers of variants) {
        const answer = await request(server.origin, "/contact", {
          method: "POST",
          headers: { "Content-Type": form, ...headers },
          body: contactBody("same-origin"),
        });
        expect(answer.status).toBe(200);
      }
    },
  );
});

describe("a body that is not UTF-8", () => {
  it("gets 400 with a clear message, and nothing is stored", { timeout }, async () => {
    const database = tempDatabase();
    const server = await startServer({ DATABASE_URL: database.url, FORM_MIN_FILL_MS: "0" });
    try {
      const answer = await request(server.origin, "/contact", {
        method: "POST",
        headers: { "Content-Type": form, Origin: server.origin },
        body: contactBody("bad-bytes", "&message=Caf%E9+au+lait+please"),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.toString("utf8")).toContain(
        "The form contained characters that could not be read",
      );
      expect(database.leadsWith("bad-bytes")).toBe(0);
    } finally {
      await server.stop();
      database.remove();
    }
  });
});

describe("a message in Hindi at the length limit", () => {
  it(
    "is taken as the page's form sends it without JavaScript (multipart), where URL-encoding would be refused",
    { timeout },
    async () => {
      const database = tempDatabase();
      const server = await startServer({ DATABASE_URL: database.url, FORM_MIN_FILL_MS: "0" });
      try {
        const contactPage = (await request(server.origin, "/contact")).body.toString("utf8");
        const formTag = /<form[^>]*action="\/contact[^"]*"[^>]*>/.exec(contactPage)?.[0] ?? "";
        expect(formTag).toMatch(/enctype="multipart\/form-data"/i);

        const fields = {
          name: "आशा राव",
          email: "asha@example.com",
          subject: "hindi-at-limit",
          // 5,000 characters of Devanagari: 3 bytes each in UTF-8, 9 once URL-encoded.
          message: "नमस्ते ".repeat(715).slice(0, 5000),
          consent: "yes",
        };
        expect(fields.message).toHaveLength(5000);
        const urlEncoded = new URLSearchParams(fields).toString();
        const refused = await request(server.origin, "/contact", {
          method: "POST",
          headers: { "Content-Type": form, Origin: server.origin },
          body: urlEncoded,
        });
        expect(refused.status).toBe(413);

        const formData = new FormData();
        for (const [name, value] of Object.entries(fields)) formData.append(name, value);
        const multipart = new Request("http://encoder.invalid", { method: "POST", body: formData });
        const answer = await request(server.origin, "/contact", {
          method: "POST",
          headers: {
            "Content-Type": multipart.headers.get("content-type") ?? "",
            Origin: server.origin,
          },
          body: Buffer.from(await multipart.arrayBuffer()),
        });
        expect(answer.status).toBe(200);
        expect(database.leadsWith("hindi-at-limit")).toBe(1);
      } finally {
        await server.stop();
        database.remove();
      }
    },
  );
});

describe("React Router's data URL for a form", () => {
  it(
    "is closed: a valid post to /contact.data is a plain 404 and stores nothing",
    { timeout },
    async () => {
      const database = tempDatabase();
      const server = await startServer({ DATABASE_URL: database.url, FORM_MIN_FILL_MS: "0" });
      try {
        const post = (target: string, marker: string) =>
          request(server.origin, target, {
            method: "POST",
            headers: { "Content-Type": form, Origin: server.origin },
            body: contactBody(marker),
          });
        // The same body to the form's own URL is taken, so the body is not what refuses it.
        expect((await post("/contact", "page-url")).status).toBe(200);
        expect(database.leadsWith("page-url")).toBe(1);
        const answer = await post("/contact.data", "data-url");
        expect(answer.status).toBe(404);
        expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
        expect(database.leadsWith("data-url")).toBe(0);
      } finally {
        await server.stop();
        database.remove();
      }
    },
  );
});

describe("behind a TLS-terminating proxy", () => {
  const proxied = (origin: string) => ({
    "Content-Type": form,
    Host: "127.0.0.1:8080",
    "X-Forwarded-Proto": "https",
    "X-Forwarded-Host": "www.agency.example",
    "X-Forwarded-For": "203.0.113.7",
    Origin: origin,
    "Sec-Fetch-Site": "same-origin",
  });

  it(
    "takes the public origin from the forwarded headers only with TRUST_PROXY on",
    { timeout },
    async () => {
      const trusting = await startServer({ TRUST_PROXY: "on", FORM_MIN_FILL_MS: "0" });
      const direct = await startServer({ TRUST_PROXY: "off", FORM_MIN_FILL_MS: "0" });
      try {
        const post = (server: RunningServer) =>
          request(server.origin, "/contact", {
            method: "POST",
            headers: proxied("https://www.agency.example"),
            body: contactBody("proxied"),
          });
        expect((await post(trusting)).status).toBe(200);
        // Without TRUST_PROXY anyone could send these headers: the post is cross-site.
        expect((await post(direct)).status).toBe(403);
      } finally {
        await Promise.all([trusting.stop(), direct.stop()]);
      }
    },
  );

  it(
    "knows its public origin from SITE_URL when the proxy passes the Host",
    { timeout },
    async () => {
      const server = await startServer({
        SITE_URL: "https://www.agency.example",
        FORM_MIN_FILL_MS: "0",
      });
      try {
        const answer = await request(server.origin, "/newsletter", {
          method: "POST",
          headers: {
            "Content-Type": form,
            Host: "www.agency.example",
            Origin: "https://www.agency.example",
          },
          body: "email=reader%40example.com",
        });
        expect(answer.status).toBe(200);
      } finally {
        await server.stop();
      }
    },
  );
});

describe("while another process holds the SQLite write lock", () => {
  /** Times GET /about `count` times, one after another, in milliseconds. */
  async function timeAbout(server: RunningServer, count: number): Promise<number[]> {
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      const answer = await request(server.origin, "/about");
      times.push(performance.now() - started);
      expect(answer.status).toBe(200);
    }
    return times;
  }

  it(
    "static pages keep answering, and the waiting lead is stored once the lock is free",
    { timeout },
    async () => {
      const database = tempDatabase();
      const server = await startServer({
        DATABASE_URL: database.url,
        FORM_MIN_FILL_MS: "0",
        SQLITE_WRITE_WAIT_MS: "8000",
      });
      const holder = new Database(database.file);
      try {
        holder.exec("begin immediate");
        const posted = request(server.origin, "/contact", {
          method: "POST",
          headers: { "Content-Type": form, Origin: server.origin },
          body: contactBody("waited"),
        });
        const during = await timeAbout(server, 20);
        // Before the fix a waiting write froze the event loop: /about took 9.9 s.
        expect(Math.max(...during)).toBeLessThan(1000);
        holder.exec("commit");
        const answer = await posted;
        expect(answer.status).toBe(200);
        expect(database.leadsWith("waited")).toBe(1);
      } finally {
        if (holder.inTransaction) holder.exec("rollback");
        holder.close();
        await server.stop();
        database.remove();
      }
    },
  );

  it(
    "a write that cannot get the lock in time answers 503 with Retry-After, storing nothing",
    { timeout },
    async () => {
      const database = tempDatabase();
      const server = await startServer({
        DATABASE_URL: database.url,
        FORM_MIN_FILL_MS: "0",
        SQLITE_WRITE_WAIT_MS: "500",
      });
      const holder = new Database(database.file);
      try {
        holder.exec("begin immediate");
        const answer = await request(server.origin, "/contact", {
          method: "POST",
          headers: { "Content-Type": form, Origin: server.origin },
          body: contactBody("timed-out"),
        });
        expect(answer.status).toBe(503);
        expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
        // The answer page gives back what was typed, for the visitor to send again in a minute.
        const page = answer.body.toString("utf8");
        expect(page).toMatch(/<input[^>]*name="subject"[^>]*value="timed-out"/);
        expect(page).toContain("We need a booking app for three clinics.</textarea>");
        holder.exec("rollback");
        expect(database.leadsWith("timed-out")).toBe(0);
      } finally {
        if (holder.inTransaction) holder.exec("rollback");
        holder.close();
        await server.stop();
        database.remove();
      }
    },
  );
});

it(
  "an unsubscribe the database cannot take answers 503 with Retry-After and keeps its button",
  { timeout },
  async () => {
    const database = tempDatabase();
    const server = await startServer({ DATABASE_URL: database.url, SQLITE_WRITE_WAIT_MS: "500" });
    const holder = new Database(database.file);
    try {
      holder.exec("begin immediate");
      const answer = await request(server.origin, "/newsletter/unsubscribe?token=some-token", {
        method: "POST",
        headers: { "Content-Type": form, Origin: server.origin },
        body: "token=some-token",
      });
      // It was a 500 page: the token actions stood outside the pipeline's storage errors.
      expect(answer.status).toBe(503);
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      const page = answer.body.toString("utf8");
      expect(page).toContain("Please press the button again in a minute");
      expect(page).toMatch(/<input type="hidden" name="token" value="some-token"/);
    } finally {
      if (holder.inTransaction) holder.exec("rollback");
      holder.close();
      await server.stop();
      database.remove();
    }
  },
);

describe("two instances on one PostgreSQL", () => {
  let postgres: TemporaryPostgres | null = null;
  beforeAll(async () => {
    postgres = await startTemporaryPostgres();
    if (!postgres && process.env.CI) throw new Error("PostgreSQL is required in CI");
  }, timeout);
  afterAll(() => postgres?.stop());

  it("allow a client the same number of posts as one instance", { timeout }, async (ctx) => {
    if (!postgres) return ctx.skip();
    const env = {
      DATABASE_URL: postgres.url,
      RATE_LIMIT_MAX: "2",
      RATE_LIMIT_WINDOW_MS: "86400000" /* a day from the first post: no reset mid-test */,
      FORM_MIN_FILL_MS: "0",
    };
    const first = await startServer(env);
    const second = await startServer(env);
    try {
      const statuses: string[] = [];
      for (let i = 0; i < 8; i++) {
        const server = i % 2 === 0 ? first : second;
        const answer = await request(server.origin, "/contact", {
          method: "POST",
          headers: { "Content-Type": form, Origin: server.origin },
          body: "name=Counted",
        });
        const kind = answer.headers["content-type"]?.startsWith("text/plain") ? "plain" : "page";
        statuses.push(`${answer.status} ${kind}`);
      }
      // Counted across both: 2 posts, then the form's own 429 up to 3 × 2, then the flood guard.
      expect(statuses).toEqual([
        "400 page",
        "400 page",
        "429 page",
        "429 page",
        "429 page",
        "429 page",
        "429 plain",
        "429 plain",
      ]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
