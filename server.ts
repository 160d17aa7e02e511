/**
 * Production server (`npm start`), built to build/server.js by scripts/build-server.mjs. A short
 * composition of the parts in app/server/http/:
 *
 *   GET/HEAD ─► canonical URL (301) ─► /healthz ─► routing.server: file from memory, cached 404,
 *            redirect, or React Router (pages that read their query string, newsletter links)
 *   POST     ─► /api/page-view (a prerendered page opened: counted here) or
 *               post-guard (size, same origin → 403, flood → 429) ─► React Router (form actions)
 *   other    ─► 204 (OPTIONS) or 405 (PUT, PATCH, DELETE, TRACE, CONNECT, unknown methods)
 *
 * Security headers on every response, one JSON log line per request (assets only when they
 * fail), graceful shutdown.
 */
import type http from "node:http";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { EnvError, configuredOriginOf, serverEnv, type ServerEnv } from "~/server/env.server";
import { canonicalPath } from "~/server/http/canonical.server";
import { clientAddressOf } from "~/server/http/client-address.server";
import { createHttpServer, shutDownGracefully } from "~/server/http/lifecycle.server";
import { guardPost } from "~/server/http/post-guard.server";
import { crossSiteReason, publicOriginOf } from "~/server/http/public-origin.server";
import { createRouterHandler } from "~/server/http/react-router.server";
import { createResponders } from "~/server/http/responses.server";
import {
  createGetRouter,
  isFrameworkDataPath,
  loadServerRouting,
} from "~/server/http/routing.server";
import { routerContextFor, type RequestValues } from "~/server/load-context.server";
import { log, logRequest } from "~/server/logger.server";
import { clientKey } from "~/server/rate-limit.server";
import { runtime } from "~/server/runtime.server";
import { createNonce } from "~/server/security-headers.server";
import { loadStaticIndex, type StaticEntry } from "~/server/static-files.server";
import { isApiPath, isDeskPath, pathTo } from "~/route-paths";

function loadEnv(): ServerEnv {
  try {
    return serverEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = loadEnv();
// React chooses its development or production build from process.env.NODE_ENV when it is first
// loaded, and the development build renders several times slower. build/server.js, the entry
// that imports this module, has put the default in place before any import here could load
// React (scripts/build-server.mjs); the validated value is kept for what reads it later.
process.env.NODE_ENV = env.NODE_ENV;
const buildDir = path.dirname(fileURLToPath(import.meta.url));
const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;

const security = { hsts: env.HSTS, allowIndexing: env.ALLOW_INDEXING };
const originSettings = {
  siteUrl: new URL(configuredOriginOf(env)),
  trustProxy: env.TRUST_PROXY,
};
const staticIndex = loadStaticIndex(path.join(buildDir, "client"), security);
const decideGet = createGetRouter(
  staticIndex,
  loadServerRouting(path.join(buildDir, "server/routing.json")),
);
const { setSecurityHeaders, sendPlain, sendEntry } = createResponders(security);
const router = createRouterHandler(build, env.NODE_ENV);

const services = await runtime.start();
const notFoundPage = await router.renderOnce(
  "/__not-found__",
  404,
  security,
  routerContextFor({ services }),
);
/**
 * The not-found page naming the page a missing path most likely meant ("Did you mean …?"),
 * rendered the first time a path is nearest to that page and kept: at most one per listed page,
 * so a flood of near misses costs no more renders than that.
 */
const notFoundPagesNear = new Map<string, Promise<StaticEntry | null>>();
function notFoundPageNear(near: string): Promise<StaticEntry | null> {
  let page = notFoundPagesNear.get(near);
  if (!page) {
    page = router
      .renderOnce(
        `/__not-found__?${new URLSearchParams({ near })}`,
        404,
        security,
        routerContextFor({ services }),
      )
      // A copy that cannot be made leaves the plain not-found page to answer, for good.
      .catch((error: unknown) => {
        log("warn", "not-found copy not made", { near, error: String(error) });
        return null;
      });
    notFoundPagesNear.set(near, page);
  }
  return page;
}
const refusedPage = await router.renderOnce(
  pathTo("form-refused"),
  200,
  security,
  routerContextFor({ services }),
);

/** The site's pages take GET and HEAD, its forms POST: the Allow header of a 405. */
const allowedMethods = "GET, HEAD, POST";
/**
 * The one method with a body the site takes: it passes the post guard and goes on to React
 * Router. PUT, PATCH and DELETE get a 405 here, as the Allow header says: React Router would run
 * a form's action for them as for POST, and no form of ours sends them.
 */
const bodyMethods = new Set(["POST"]);
/**
 * Methods whose request may carry a body: answered without reading it (a 404 or a 405), the
 * connection closes, so Node does not drain an unread body of any size to keep it open.
 */
const mayCarryBody = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Responses React Router is still producing; told to close their connection on shutdown. */
const inFlight = new Set<http.ServerResponse>();

async function handle(req: http.IncomingMessage, res: http.ServerResponse, started: number) {
  const url = req.url ?? "/";
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 || queryStart === url.length - 1 ? "" : url.slice(queryStart);
  const method = req.method ?? "GET";
  const head = method === "HEAD";
  const done = (status: number) =>
    env.ACCESS_LOG && logRequest(method, pathname, status, ms(started));
  const refuse = (status: number, reason: string, body: () => number) => {
    // One line per refusal, whatever ACCESS_LOG says; never a stack trace.
    log("warn", "refused", { method, path: pathname, status, reason });
    body();
  };
  if (lifecycle.shuttingDown) res.shouldKeepAlive = false;
  if (method === "POST" && pathname === pathTo("page-view")) {
    return done(await countActivatedPage(req, res));
  }
  // A page React Router renders because it was asked for with a query string it reads (a
  // campaign link to /pricing?plan=…&utm_campaign=…) is counted once its status is known.
  let countWhenRendered = false;

  if (isFrameworkDataPath(pathname)) {
    // A body sent with it stays unread; the connection cannot be reused for a next request.
    if (mayCarryBody.has(method)) res.shouldKeepAlive = false;
    return done(sendPlain(res, 404, "Not Found\n", {}, head));
  }

  if (method === "GET" || head) {
    const canonical = canonicalPath(pathname);
    if (canonical !== null) {
      const location = canonical + search;
      return done(sendPlain(res, 301, `Moved to ${location}\n`, { Location: location }, head));
    }
    if (pathname === "/healthz") return done(await serveHealth(res, head));
    const decision = decideGet(pathname, search);
    switch (decision.kind) {
      case "static": {
        const status = sendEntry(req, res, decision.entry);
        if (!decision.entry.asset && !head) countView(req, pathname, search, status);
        // Assets a page loads are logged only when they fail (docs/decisions/010-…).
        if (!decision.entry.asset || status >= 400) done(status);
        return;
      }
      case "redirect":
        return done(sendPlain(res, 301, "", { Location: decision.location }, head));
      case "not-found": {
        if (!head) countView(req, pathname, search, 404);
        const page = (decision.near && (await notFoundPageNear(decision.near))) || notFoundPage;
        if (page) return done(sendEntry(req, res, page, 404));
        break; // no cached copy: React Router renders it
      }
      case "render":
        countWhenRendered = decision.page && !head;
        break;
    }
  } else if (!bodyMethods.has(method)) {
    // OPTIONS (CORS preflights: none are granted), PUT, PATCH, DELETE, TRACE, CONNECT and
    // unknown methods never reach React Router, whose Request constructor would turn some of
    // them into a 500 and which would run a form's action for the first three.
    const status = method === "OPTIONS" ? 204 : 405;
    if (mayCarryBody.has(method)) res.shouldKeepAlive = false;
    return done(
      sendPlain(res, status, status === 204 ? "" : "Method Not Allowed\n", {
        Allow: allowedMethods,
      }),
    );
  }

  const publicOrigin = publicOriginOf(req.headers, originSettings);
  if (publicOrigin === null) return done(sendPlain(res, 400, "Bad Request\n"));
  const context: RequestValues = { services };
  if (bodyMethods.has(method)) {
    const guard = await guardPost(
      req,
      pathname,
      publicOrigin,
      clientAddressOf(req, env.TRUST_PROXY),
      {
        bodyLimitBytes: env.BODY_LIMIT_BYTES,
        rateLimiter: services.rateLimiter,
      },
    );
    if (!guard.ok) {
      // The body stays unread; the connection cannot be reused for a next request.
      res.shouldKeepAlive = false;
      return refuse(guard.status, guard.reason, () =>
        guard.status === 403 && refusedPage
          ? sendEntry(req, res, refusedPage, 403)
          : sendPlain(res, guard.status, `${statusText[guard.status]}\n`, guard.headers),
      );
    }
    context.postLimit = guard.limit;
    context.clientAddress = clientAddressOf(req, env.TRUST_PROXY);
    context.clientKey = clientKey(context.clientAddress);
  }

  const nonce = createNonce();
  context.cspNonce = nonce;
  setSecurityHeaders(res, nonce);
  // The desk's answers, its error pages included, are never stored by a browser or proxy.
  if (isDeskPath(pathname)) {
    res.setHeader("Cache-Control", "no-store");
  }
  inFlight.add(res);
  res.once("close", () => {
    inFlight.delete(res);
    done(res.statusCode);
    if (countWhenRendered && (res.statusCode < 400 || res.statusCode === 404)) {
      countView(req, pathname, search, res.statusCode);
    }
  });
  await router.render(req, res, publicOrigin, routerContextFor(context));
}

/**
 * Counts a page view for the desk's numbers (app/server/visits.server.ts): memory only on this
 * path. Pages only (no file extension: not feeds or sitemaps), never the desk itself.
 */
function countView(
  req: http.IncomingMessage,
  pathname: string,
  search: string,
  status: number,
  /** The page's referrer when the request is not the page's own (a page-view beacon). */
  referer?: string,
) {
  // The beacons' own paths (/api/…) are not pages either.
  if (/\.[a-z0-9]+$/i.test(pathname) || isDeskPath(pathname) || isApiPath(pathname)) return;
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  services.visits.record({
    path: pathname,
    search,
    status,
    address: clientAddressOf(req, env.TRUST_PROXY),
    userAgent: header("user-agent"),
    referer: referer ?? header("referer"),
    purpose: header("sec-purpose") ?? header("purpose"),
    host: (env.TRUST_PROXY ? header("x-forwarded-host") : undefined) ?? header("host") ?? "",
  });
}

/** A page-view beacon's body: a path, a query string and a referrer, form-encoded. */
const pageViewBodyLimit = 2048;

/**
 * POST /api/page-view: a page the browser prerendered (the speculation rules in app/root.tsx,
 * or a search engine's) made its request with `Sec-Purpose: prefetch`, which is not counted, and
 * the visitor's opening it makes none. The shell sends this beacon when it is opened
 * (app/shell/shell.ts). Counted like the page's own request would have been: only a page this
 * server serves, from the same site; anything else is a 400 and counts nothing.
 */
async function countActivatedPage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<number> {
  const publicOrigin = publicOriginOf(req.headers, originSettings);
  const length = Number(req.headers["content-length"] ?? Number.NaN);
  if (
    publicOrigin === null ||
    crossSiteReason(req.headers, publicOrigin) !== null ||
    !(length >= 0 && length <= pageViewBodyLimit)
  ) {
    res.shouldKeepAlive = false;
    return sendPlain(res, 400, "Bad Request\n");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > pageViewBodyLimit) return sendPlain(res, 413, "Payload Too Large\n");
      chunks.push(chunk);
    }
  } catch {
    return 499; // the client went away mid-body: nothing to count, nothing to answer
  }
  const body = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
  const path = body.get("path") ?? "";
  const search = body.get("search") ?? "";
  // The page as a GET of it would be counted: its canonical URL, a prerendered page (a page
  // rendered for its query is one too), not an asset, a redirect or a per-request route.
  const decision =
    path.startsWith("/") && canonicalPath(path) === null ? decideGet(path, search) : null;
  const isPage =
    decision !== null &&
    ((decision.kind === "static" && !decision.entry.asset) ||
      (decision.kind === "render" && decision.page));
  if (!isPage || (search !== "" && !search.startsWith("?"))) {
    return sendPlain(res, 400, "Bad Request\n");
  }
  countView(req, path, search, 200, body.get("referrer") ?? undefined);
  return sendPlain(res, 204, "");
}

const statusText = {
  403: "Forbidden",
  411: "Length Required",
  413: "Payload Too Large",
  429: "Too Many Requests",
} as const;

const ms = (started: number) => Math.round((performance.now() - started) * 100) / 100;

async function serveHealth(res: http.ServerResponse, head: boolean): Promise<number> {
  let ok = false;
  let checks: Record<string, boolean> = {};
  if (!lifecycle.shuttingDown) {
    try {
      ({ ok, checks } = await runtime.health());
    } catch (error) {
      log("error", "health check failed", { error: String(error) });
    }
  }
  const body = JSON.stringify({ ok, checks, shuttingDown: lifecycle.shuttingDown });
  return sendPlain(res, ok ? 200 : 503, body, { "Content-Type": "application/json" }, head);
}

const server = createHttpServer((req, res) => {
  const started = performance.now();
  handle(req, res, started).catch((error: unknown) => {
    log("error", "request failed", { error: String(error) });
    if (!res.headersSent) sendPlain(res, 500, "Internal Server Error\n");
    else res.destroy();
  });
});
const lifecycle = shutDownGracefully(server, inFlight, () => runtime.stop());

server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log("info", "listening", {
    url: `http://${env.HOST}:${port}`,
    staticFiles: staticIndex.entries.size,
    staticBytes: staticIndex.bytes,
    hsts: env.HSTS,
    trustProxy: env.TRUST_PROXY,
    smtp: env.SMTP_URL !== undefined,
    // Whether this instance queues a lead's deliveries is decided as it stores the lead: every
    // instance needs the same settings, and this line shows which it has.
    leadWebhook: env.LEAD_WEBHOOK_URL !== undefined,
    slack: env.SLACK_WEBHOOK_URL !== undefined,
  });
});
