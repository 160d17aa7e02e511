import net from "node:net";
import { describe, expect, it } from "vitest";
import { request, startServer } from "../support/server-process";

/** Each test starts its own server (database migrations included) on a busy machine. */
const timeout = 60_000;

describe("start-up", () => {
  it("refuses to start with a malformed setting and names it", { timeout }, async () => {
    await expect(startServer({ PORT: "not-a-port" })).rejects.toThrow(/PORT/);
  });

  it("renders on request with NODE_ENV unset, as `npm start` leaves it", { timeout }, async () => {
    // React and react-dom/server must load as the same build: with NODE_ENV unset, React came
    // in as development before the server set the default, and every page rendered on request
    // answered 500 (the prerendered ones, served as files, hid it).
    const server = await startServer({ NODE_ENV: undefined });
    try {
      const search = await request(server.origin, "/apps?q=crm");
      expect(search.status).toBe(200);
      // Rendered for this request: the search box holds the query.
      expect(search.body.toString()).toContain('value="crm"');
      expect((await request(server.origin, "/no-such-page")).status).toBe(404);
      expect(server.stderr()).not.toMatch(/TypeError/);
    } finally {
      await server.stop();
    }
  });

  it("sends HSTS when switched on, and noindex on staging", { timeout }, async () => {
    const server = await startServer({ HSTS: "on", ALLOW_INDEXING: "false" });
    try {
      const response = await request(server.origin, "/about");
      expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
      expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
      const notFound = await request(server.origin, "/no-such-page");
      expect(notFound.headers["x-robots-tag"]).toBe("noindex, nofollow");
    } finally {
      await server.stop();
    }
  });
});

describe("form-post floods", () => {
  it("are refused with 429 and Retry-After before React Router runs", { timeout }, async () => {
    const server = await startServer({
      RATE_LIMIT_MAX: "1",
      RATE_LIMIT_WINDOW_MS: "86400000" /* windows are clock-aligned: no reset mid-test */,
    });
    try {
      const responses = [];
      for (let i = 0; i < 5; i++) {
        responses.push(
          await request(server.origin, "/contact", {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: "name=Flood",
          }),
        );
      }
      // One post passes (and is invalid); the form answers the next two itself, with its
      // friendly page; past 3 × RATE_LIMIT_MAX the server refuses in plain text.
      expect(responses.map((r) => r.status)).toEqual([400, 429, 429, 429, 429]);
      const [, friendly, , flood] = responses;
      expect(friendly?.headers["content-type"]).toMatch(/^text\/html/);
      expect(friendly?.body.toString("utf8")).toContain("You have sent several forms");
      // Asked to wait, the visitor keeps what they typed.
      expect(friendly?.body.toString("utf8")).toMatch(/<input[^>]*name="name"[^>]*value="Flood"/);
      expect(flood?.headers["content-type"]).toMatch(/^text\/plain/);
      // Every 429 says when to come back.
      for (const response of responses.slice(1)) {
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      }
      const page = await request(server.origin, "/about");
      expect(page.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe("graceful shutdown", () => {
  it(
    "finishes an in-flight request, refuses new connections and exits 0",
    { timeout },
    async () => {
      const server = await startServer();
      const body = "name=Slow+client&message=" + "x".repeat(200);
      // A client that sends its body slowly keeps a request in flight across the SIGTERM. It asks
      // for `100 Continue`, which the server sends once it has read the request head: from then
      // on the request is in flight. The rest of the body follows only after the SIGTERM.
      let sendRest = () => {};
      let headRead = () => {};
      const inFlight = new Promise<void>((resolve) => (headRead = resolve));
      const reply = new Promise<string>((resolve, reject) => {
        const socket = net.connect(server.port, "127.0.0.1", () => {
          socket.write(
            `POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
          );
          socket.write(body.slice(0, 10));
          sendRest = () => socket.write(body.slice(10));
        });
        let data = "";
        socket.on("data", (chunk) => {
          data += chunk.toString();
          if (data.startsWith("HTTP/1.1 100 Continue\r\n\r\n")) headRead();
        });
        socket.on("close", () => resolve(data));
        socket.on("error", reject);
      });
      await Promise.race([
        inFlight,
        reply.then((data) => {
          throw new Error(`the server closed the connection before 100 Continue: ${data}`);
        }),
      ]);
      const signalledAt = Date.now();
      server.process.kill("SIGTERM");
      // The log line is written after the listener is closed, so new connections must fail now.
      await expect
        .poll(() => server.logs.some((line) => line.includes('"msg":"shutting down"')))
        .toBe(true);
      await expect(request(server.origin, "/about")).rejects.toThrow();
      sendRest();

      const response = (await reply).replace("HTTP/1.1 100 Continue\r\n\r\n", "");
      expect(response).toMatch(/^HTTP\/1\.1 [2-4]\d\d /);
      // The whole response arrived: a chunked body ends with its zero-length chunk.
      expect(response).toMatch(/\r\n0\r\n\r\n$/);
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      expect(server.logs.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
    },
  );
});
