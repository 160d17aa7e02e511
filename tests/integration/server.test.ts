import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import net from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "~/site.config";
import {
  request,
  startServer,
  type RawResponse,
  type RunningServer,
} from "../support/server-process";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

// The shell module: every page loads it (scripts/vite-plugin-browser-modules.ts), and at 17 KB it
// is large enough to be precompressed.
const hashedScript = readdirSync("build/client/assets").find((file) => /^shell-.*\.js$/.test(file));

function cspDirectives(response: RawResponse): Map<string, string[]> {
  const policy = String(response.headers["content-security-policy"] ?? "");
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

function expectSecurityHeaders(response: RawResponse) {
  const h = response.headers;
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["cross-origin-opener-policy"]).toBe("same-origin");
  expect(h["permissions-policy"]).toMatch(/camera=\(\)/);
  expect(h["x-powered-by"]).toBeUndefined();
  // HSTS is off by default (plain-HTTP loopback); see the HSTS test below for "on".
  expect(h["strict-transport-security"]).toBeUndefined();
  const csp = cspDirectives(response);
  expect(csp.get("default-src")).toEqual(["'none'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  const scriptSrc = csp.get("script-src") ?? [];
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(csp.get("style-src")).toEqual(["'self'"]);
  // The scheduling provider's page is framed (and probed); none of its scripts run on ours.
  expect(scriptSrc).not.toContain(siteConfig.scheduling.origin);
  expect(csp.get("connect-src")).toEqual(["'self'", siteConfig.scheduling.origin]);
  expect(csp.get("frame-src")).toEqual([siteConfig.scheduling.origin]);
}

function inlineScripts(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map((m) => ({ attributes: m[1] ?? "", text: m[2] ?? "" }))
    .filter((script) => !/\ssrc=/.test(script.attributes));
}

describe("prerendered page", () => {
  it("is served with security headers, a short cache and validators", async () => {
    const response = await request(server.origin, "/about");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toMatch(/max-age=\d+/);
    expect(response.headers["cache-control"]).not.toMatch(/immutable/);
    expect(response.headers["etag"]).toMatch(/^"[^"]+"$/);
    expect(response.headers["vary"]).toBe("Accept-Encoding");
    expectSecurityHeaders(response);
  });

  it("allows exactly its own inline scripts by hash", async () => {
    // A page with an island has the most: the boot scripts and React Router's hydration data.
    const response = await request(server.origin, "/estimate");
    const scripts = inlineScripts(response.body.toString("utf8"));
    expect(scripts.length).toBeGreaterThan(2);
    const scriptSrc = cspDirectives(response).get("script-src") ?? [];
    for (const script of scripts) {
      const hash = createHash("sha256").update(script.text).digest("base64");
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  it("answers 304 when the ETag still matches", async () => {
    const first = await request(server.origin, "/about", { headers: { "Accept-Encoding": "br" } });
    const etag = String(first.headers["etag"]);
    const second = await request(server.origin, "/about", {
      headers: { "Accept-Encoding": "br", "If-None-Match": etag },
    });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
    expect(second.headers["etag"]).toBe(etag);
    const stale = await request(server.origin, "/about", {
      headers: { "Accept-Encoding": "br", "If-None-Match": '"something-else"' },
    });
    expect(stale.status).toBe(200);
  });

  it("negotiates Brotli, gzip and identity to the same bytes", async () => {
    const identity = await request(server.origin, "/about", {
      headers: { "Accept-Encoding": "identity" },
    });
    const br = await request(server.origin, "/about", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    const gzip = await request(server.origin, "/about", { headers: { "Accept-Encoding": "gzip" } });
    const none = await request(server.origin, "/about", {
      headers: { "Accept-Encoding": "br;q=0, gzip;q=0" },
    });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(br.body.length).toBeLessThan(identity.body.length);
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
  });

  it("answers HEAD with headers and no body", async () => {
    const response = await request(server.origin, "/about", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(Number(response.headers["content-length"])).toBeGreaterThan(0);
    expect(response.body.length).toBe(0);
  });
});

describe("React Router's client protocol, which no page uses (decision 029)", () => {
  it("is not in the build: no .data files", () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
      );
    expect(walk("build/client").filter((file) => /\.data(\.br|\.gz)?$/.test(file))).toEqual([]);
  });

  it.each([
    ["GET", "/about.data"],
    ["GET", "/_root.data"],
    ["HEAD", "/services.data"],
    ["GET", "/desk.data"],
    ["GET", "/__manifest?p=%2Fabout&version=1"],
  ])("answers %s %s with a plain 404, without rendering", async (method, target) => {
    const response = await request(server.origin, target, { method });
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expectSecurityHeaders(response);
  });
});

describe("canonical URLs", () => {
  it.each([
    ["/about/", "/about"],
    ["/about/?ref=x", "/about?ref=x"],
    ["/about/index.html", "/about"],
    ["/index.html", "/"],
    ["//evil.example/", "/evil.example"],
  ])("redirects %s to %s with 301", async (from, to) => {
    const response = await request(server.origin, from);
    expect(response.status).toBe(301);
    expect(response.headers["location"]).toBe(to);
    expectSecurityHeaders(response);
  });

  it("serves the root and canonical pages without redirecting", async () => {
    expect((await request(server.origin, "/")).status).toBe(200);
    expect((await request(server.origin, "/services")).status).toBe(200);
  });
});

describe("hashed assets", () => {
  it("are immutable, typed and precompressed", async () => {
    expect(hashedScript).toBeDefined();
    const response = await request(server.origin, `/assets/${hashedScript}`, {
      headers: { "Accept-Encoding": "br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["vary"]).toBe("Accept-Encoding");
    expectSecurityHeaders(response);
  });
});

describe("server-rendered responses", () => {
  it("render pages that read their query string, with a fresh nonce on every inline script", async () => {
    const first = await request(server.origin, "/apps?q=food");
    const second = await request(server.origin, "/apps?q=food");
    expect(first.status).toBe(200);
    expectSecurityHeaders(first);
    const nonce = (cspDirectives(first).get("script-src") ?? [])
      .find((source) => source.startsWith("'nonce-"))
      ?.slice("'nonce-".length, -1);
    expect(nonce).toBeTruthy();
    expect(cspDirectives(second).get("script-src")).not.toContain(`'nonce-${nonce}'`);
    const scripts = inlineScripts(first.body.toString("utf8"));
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) expect(script.attributes).toContain(`nonce="${nonce}"`);
  });

  it("are compressed on the fly with the encoding the client accepts", async () => {
    const path = "/apps?q=food";
    const identity = await request(server.origin, path, {
      headers: { "Accept-Encoding": "identity" },
    });
    const br = await request(server.origin, path, { headers: { "Accept-Encoding": "gzip, br" } });
    const gzip = await request(server.origin, path, { headers: { "Accept-Encoding": "gzip" } });
    for (const response of [identity, br, gzip]) {
      expect(response.status).toBe(200);
      expect(response.headers["vary"]).toContain("Accept-Encoding");
    }
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(br.body.length * 3).toBeLessThan(identity.body.length);
    // Each response has its own nonce, so compare the pages with the nonces taken out.
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
    const plain = withoutNonces(identity.body.toString("utf8"));
    expect(withoutNonces(brotliDecompressSync(br.body).toString("utf8"))).toBe(plain);
    expect(withoutNonces(gunzipSync(gzip.body).toString("utf8"))).toBe(plain);
    const notFound = await request(server.origin, "/no-such-page", {
      headers: { "Accept-Encoding": "br" },
    });
    expect(notFound.status).toBe(404);
    expect(notFound.headers["content-encoding"]).toBe("br");
  });

  it("answer a URL no page or rendered route matches with the not-found page from memory, by hash", async () => {
    const identity = await request(server.origin, "/no/such/page", {
      headers: { "Accept-Encoding": "identity" },
    });
    // An unknown slug under a real route pattern costs no render either.
    const again = await request(server.origin, "/services/no-such-service", {
      headers: { "Accept-Encoding": "identity" },
    });
    const br = await request(server.origin, "/no/such/page", {
      headers: { "Accept-Encoding": "br" },
    });
    for (const response of [identity, again, br]) {
      expect(response.status).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expectSecurityHeaders(response);
    }
    // The same bytes whatever the missing URL: nothing about the request is reflected.
    expect(again.body.equals(identity.body)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    const html = identity.body.toString("utf8");
    expect(html).toContain("Page not found");
    const scriptSrc = cspDirectives(identity).get("script-src") ?? [];
    expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(false);
    // The page has no island: its inline scripts are the theme boot script and the speculation
    // rules, each allowed by its hash.
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const script of scripts) {
      const hash = createHash("sha256").update(script.text).digest("base64");
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  it("answer a near miss with the not-found page naming the page it meant, one copy per page", async () => {
    const typo = await request(server.origin, "/portfolio/medrise", {
      headers: { "Accept-Encoding": "identity" },
    });
    // Over a second later (Last-Modified counts seconds), the copy is the one made for the first.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const bare = await request(server.origin, "/MediRise", {
      headers: { "Accept-Encoding": "identity" },
    });
    const other = await request(server.origin, "/pricng", {
      headers: { "Accept-Encoding": "identity" },
    });
    expect(bare.headers["last-modified"]).toBe(typo.headers["last-modified"]);
    expect(Date.parse(String(other.headers["last-modified"]))).toBeGreaterThan(
      Date.parse(String(typo.headers["last-modified"])),
    );
    const unknown = await request(server.origin, "/no/such/page", {
      headers: { "Accept-Encoding": "identity" },
    });
    for (const response of [typo, bare]) {
      expect(response.status).toBe(404);
      expectSecurityHeaders(response);
      const html = response.body.toString("utf8");
      expect(html).toContain("Page not found");
      expect(html).toMatch(
        /Did you mean(<!-- -->)? <a href="\/portfolio\/medirise"[^>]*>MediRise Pharmacy case study<\/a>/,
      );
      // The missing path itself is never written into the page.
      expect(html).not.toContain("medrise");
      expect(html).not.toContain("/MediRise");
    }
    // Rendered once for that page and kept: the same bytes for both misses.
    expect(bare.body.equals(typo.body)).toBe(true);
    expect(unknown.body.toString("utf8")).not.toContain("Did you mean");
  });

  it("answer HEAD with the status and no body", async () => {
    const response = await request(server.origin, "/no-such-page", { method: "HEAD" });
    expect(response.status).toBe(404);
    expect(response.body.length).toBe(0);
    expectSecurityHeaders(response);
  });

  it("render only the pages that read their query string; others ignore it", async () => {
    const usesNonce = (response: Awaited<ReturnType<typeof request>>) =>
      cspDirectives(response)
        .get("script-src")
        ?.some((source) => source.startsWith("'nonce-"));
    const focused = await request(server.origin, "/apps?category=Booking%20Apps");
    expect(focused.status).toBe(200);
    expect(usesNonce(focused)).toBe(true);
    expect(focused.body.toString("utf8")).toContain("Booking App Development");
    // A campaign tag does not change /about: the prerendered file answers, by hash.
    const tagged = await request(server.origin, "/about?utm_source=test");
    const plain = await request(server.origin, "/about");
    expect(tagged.status).toBe(200);
    expect(usesNonce(tagged)).toBe(false);
    expect(tagged.headers.etag).toBe(plain.headers.etag);
    // Nor on a page that reads its query: a campaign visitor to /pricing gets the file too,
    // and the currency beside the tags is still rendered.
    const campaign = await request(server.origin, "/pricing?utm_source=news&gclid=x1&ref=mail");
    expect(usesNonce(campaign)).toBe(false);
    expect(campaign.headers.etag).toBe((await request(server.origin, "/pricing")).headers.etag);
    const priced = await request(server.origin, "/pricing?utm_source=news&currency=usd");
    expect(usesNonce(priced)).toBe(true);
    expect(priced.body.toString("utf8")).toContain("/estimate?currency=usd");
  });

  it("give form posts security headers and never a 5xx", async () => {
    const response = await request(server.origin, "/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Test&email=test%40example.com&message=Hello",
    });
    expect(response.status).toBeLessThan(500);
    expectSecurityHeaders(response);
  });
});

describe("limits and malformed requests", () => {
  it("answers a call request whose day is no calendar day with the form's error, not a 500", async () => {
    // The answer's text is written before the schema checks the post; a day like 2026-13-45
    // once threw there, formatting an invalid date.
    for (const day of ["2026-13-45"]) {
      const response = await request(server.origin, "/book", {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: server.origin,
        },
        body: new URLSearchParams({
          call: "freeConsultation",
          meeting: "video",
          name: "Test",
          email: "test@example.com",
          day,
          window: "afternoon",
          timeZone: "Europe/London",
          consent: "yes",
        }).toString(),
      });
      expect(response.status, day).toBe(400);
      expect(response.body.toString("utf8"), day).toContain("Choose a day");
    }
  });

  it("refuses oversized bodies with 413 before reading them", async () => {
    const response = await request(server.origin, "/contact", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": "99999999",
      },
    });
    expect(response.status).toBe(413);
  });

  it("answers a malformed request line with 400", async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(server.port, "127.0.0.1", () => {
        socket.write("GET /about HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n");
      });
      let data = "";
      socket.on("data", (chunk) => (data += chunk.toString()));
      socket.on("end", () => resolve(data));
      socket.on("error", reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
  });
});

describe("methods", () => {
  it("answers OPTIONS with 204 and no CORS grant, and odd methods with 405", async () => {
    const options = await request(server.origin, "/about", { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers["allow"]).toBe("GET, HEAD, POST");
    expect(options.headers["access-control-allow-origin"]).toBeUndefined();
    const trace = await request(server.origin, "/about", { method: "TRACE" });
    expect(trace.status).toBe(405);
    expectSecurityHeaders(trace);
    // A form's action answers POST only: the other methods with a body never reach it.
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const refused = await request(server.origin, "/contact", {
        method,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: server.origin,
          "Sec-Fetch-Site": "same-origin",
        },
        body: "name=A&email=a%40example.com&message=Hello%20there%20team",
      });
      expect(refused.status, method).toBe(405);
      expect(refused.headers["allow"], method).toBe("GET, HEAD, POST");
      // Its body unread, the connection closes rather than drain a body of any size.
      expect(refused.headers["connection"], method).toBe("close");
    }
    // Node's parser refuses methods it does not know before the handler runs.
    await expect(request(server.origin, "/about", { method: "BREW" })).resolves.toMatchObject({
      status: 400,
    });
  });
});

describe("/healthz", () => {
  it("reports healthy with 200 and JSON", async () => {
    const response = await request(server.origin, "/healthz");
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(response.body.toString())).toMatchObject({ ok: true });
  });
});

describe("request logs", () => {
  it("are JSON lines without query strings or email addresses", async () => {
    const requestLines = () =>
      server.logs
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === "request");
    const before = requestLines().length;
    await request(server.origin, "/about?email=someone%40example.com");
    await request(server.origin, "/newsletter/someone@example.com");
    // The server writes a request's line as the response finishes; wait until both are read.
    await expect.poll(() => requestLines().length).toBeGreaterThanOrEqual(before + 2);
    const requests = requestLines();
    expect(requests.length).toBeGreaterThan(5);
    for (const entry of requests) {
      expect(Object.keys(entry)).toEqual(
        expect.arrayContaining(["method", "path", "status", "durationMs"]),
      );
    }
    const text = server.logs.join("\n");
    expect(text).not.toMatch(/example\.com/);
    expect(text).not.toMatch(/utm_source|\?/);
  });
});
