/**
 * Production server (`npm start`), built to build/server.js by scripts/build-server.mjs.
 *
 * - Prerendered pages, their `.data` files and hashed assets are answered from memory with
 *   precompressed variants, validators and ready-made headers (app/server/static-files.server.ts).
 * - Everything else (the 404 page, form posts, URLs with a query string) goes to React Router,
 *   with a fresh CSP nonce per response.
 * - One canonical URL form: no trailing slash except "/"; the other form gets a 301.
 * - Security headers on every response, JSON request logs, /healthz, graceful shutdown.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createRequestListener } from "@mjackson/node-fetch-server";
import type { AppLoadContext, NonIndexRouteObject, ServerBuild } from "react-router";
import { EnvError, serverEnv, type ServerEnv } from "~/server/env.server";
import { FloodGuard } from "~/server/flood-guard.server";
import { flushLogs, log, logRequest as writeRequestLog } from "~/server/logger.server";
import type { AppRuntime } from "~/server/runtime.server";
import {
  contentSecurityPolicy,
  createNonce,
  staticSecurityHeaders,
} from "~/server/security-headers.server";
import { parseByteRange, partialContentHeaders } from "~/server/byte-range.server";
import { compressResponse } from "~/server/compression.server";
import {
  loadStaticIndex,
  notFoundEntry,
  selectVariant,
  type StaticEntry,
} from "~/server/static-files.server";

/** Slow or idle clients are cut off after these; they bound slowloris-style attacks. */
const timeouts = {
  /** Time to receive the complete request head. */
  headersMs: 10_000,
  /** Time to receive the complete request, body included. */
  requestMs: 30_000,
  /** Idle time allowed between requests on a keep-alive connection. */
  keepAliveMs: 5_000,
  /** How often Node checks the two limits above. */
  checkIntervalMs: 1_000,
  /** Graceful shutdown must be over by then (orchestrators kill at 10 s). */
  shutdownMs: 9_000,
  /**
   * On shutdown, idle keep-alive connections stay open this long so a client that is about to
   * send on one gets a real answer (with Connection: close) instead of a reset.
   */
  drainIdleAfterMs: 1_000,
};

/**
 * Form posts per client and window before the server answers 429 itself, as a multiple of the
 * form actions' own limit (RATE_LIMIT_MAX): people meet the actions' friendly message first,
 * floods meet this cheap refusal.
 */
const floodLimitMultiplier = 3;

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

/** The app runtime (database, outbox) exported by app/entry.server.tsx, checked at start-up. */
function runtimeOf(entryModule: object): AppRuntime {
  const runtime: unknown = "runtime" in entryModule ? entryModule.runtime : undefined;
  const isRuntime =
    typeof runtime === "object" &&
    runtime !== null &&
    ["start", "stop", "health"].every(
      (name) => typeof (runtime as Record<string, unknown>)[name] === "function",
    );
  if (!isRuntime) {
    throw new Error(
      "The server build's entry module does not export `runtime` (start/stop/health)",
    );
  }
  return runtime as AppRuntime;
}

const env = loadEnv();
// React chooses its development or production build from process.env.NODE_ENV when it is first
// loaded, and the development build renders several times slower. The validated default
// ("production") must therefore be in place before anything imports React: React Router and the
// server build are imported only from here on.
process.env.NODE_ENV = env.NODE_ENV;
const { createRequestHandler, matchRoutes } = await import("react-router");
const buildDir = path.dirname(fileURLToPath(import.meta.url));
const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
const runtime = runtimeOf(build.entry.module);

const headerOptions = { hsts: env.HSTS, allowIndexing: env.ALLOW_INDEXING };
const staticIndex = loadStaticIndex(path.join(buildDir, "client"), headerOptions);
const securityHeaders = staticSecurityHeaders(headerOptions);
const floodGuard = new FloodGuard(
  env.RATE_LIMIT_MAX * floodLimitMultiplier,
  env.RATE_LIMIT_WINDOW_MS,
);

/** Per-request values React Router's getLoadContext cannot see on its own. */
const requestContext = new AsyncLocalStorage<AppLoadContext>();
const renderWithRouter = createRequestHandler(build, env.NODE_ENV);
/** The route tree of the server build, for deciding without a render that a URL is a 404. */
const routeTree = (() => {
  const children = new Map<string | undefined, NonIndexRouteObject[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push({ id: route.id, path: route.path, caseSensitive: route.caseSensitive });
    children.set(route.parentId, siblings);
  }
  const attach = (routes: NonIndexRouteObject[]): NonIndexRouteObject[] =>
    routes.map((route) => {
      const nested = children.get(route.id);
      return nested ? { ...route, children: attach(nested) } : route;
    });
  // Index routes match like their parent's path, so they need no flag for this question.
  return attach(children.get(undefined) ?? []);
})();
/** The catch-all route (app/routes.ts) that renders the not-found screen. */
const catchAllRouteId = "not-found";

/**
 * Renders the not-found page once, without a nonce (its inline scripts are then allowed by hash,
 * as on prerendered pages). The page does not depend on the missing URL, so every 404 that only
 * the catch-all route matches is served from this copy. If the render is not the expected 404,
 * those URLs simply keep going to React Router.
 */
async function renderNotFoundPage(): Promise<StaticEntry | null> {
  const probePath = "/__not-found__";
  if (!onlyTheCatchAllMatches(probePath)) return null;
  const response = await renderWithRouter(
    new Request(`http://${env.HOST}:${env.PORT}${probePath}`),
    {},
  );
  if (response.status !== 404) {
    log("warn", "not-found page not cached", { status: response.status });
    return null;
  }
  return notFoundEntry(await response.text(), headerOptions);
}

/** True when no route but the catch-all matches: the answer is the not-found page. */
function onlyTheCatchAllMatches(pathname: string): boolean {
  return matchRoutes(routeTree, pathname)?.at(-1)?.route.id === catchAllRouteId;
}

const handleWithRouter = createRequestListener(async (request) =>
  compressResponse(request, await renderWithRouter(request, requestContext.getStore() ?? {})),
);

let shuttingDown = false;
/** Responses React Router is still producing; told to close their connection on shutdown. */
const inFlight = new Set<http.ServerResponse>();

function clientAddress(req: http.IncomingMessage): string | undefined {
  if (env.TRUST_PROXY) {
    // The last hop is the one our own proxy appended; earlier ones are client-controlled.
    const forwarded = req.headers["x-forwarded-for"];
    const last = (Array.isArray(forwarded) ? forwarded.join(",") : forwarded)
      ?.split(",")
      .pop()
      ?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress;
}

function logRequest(req: http.IncomingMessage, pathname: string, status: number, started: number) {
  if (!env.ACCESS_LOG) return;
  const durationMs = Math.round((performance.now() - started) * 100) / 100;
  writeRequestLog(req.method ?? "GET", pathname, status, durationMs);
}

/** The canonical form of a path, or null when it already is canonical. */
function canonicalPath(pathname: string): string | null {
  // Collapse leading slashes first: "//evil.example/" must never become a protocol-relative
  // Location. Backslashes are escaped for the same reason ("/\evil.example" is "//" to browsers).
  let canonical = pathname.replace(/^\/{2,}/, "/");
  if (canonical.endsWith("/index.html")) canonical = canonical.slice(0, -"index.html".length);
  if (canonical.length > 1 && canonical.endsWith("/")) canonical = canonical.replace(/\/+$/, "");
  if (canonical === "") canonical = "/";
  return canonical === pathname ? null : canonical.replace(/\\/g, "%5C");
}

function setSecurityHeaders(res: http.ServerResponse, nonce?: string) {
  res.setHeader(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce ? { nonce } : { hashes: [] }),
  );
  for (const [name, value] of securityHeaders) res.setHeader(name, value);
}

/** Small fixed answers the server gives itself (redirects, 413, health). */
function sendPlain(
  res: http.ServerResponse,
  status: number,
  body: string,
  extra: Record<string, string> = {},
  head = false,
) {
  setSecurityHeaders(res);
  if (status === 204) {
    // No content means no Content-Length or Content-Type either (RFC 9110 §8.6).
    res.writeHead(status, { "Cache-Control": "no-store", ...extra });
    res.end();
    return;
  }
  res.writeHead(status, {
    "Content-Type": extra["Content-Type"] ?? "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    ...extra,
  });
  res.end(head ? undefined : body);
}

function serveStatic(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  entry: StaticEntry,
  status = 200,
) {
  const variant = selectVariant(entry, req.headers["accept-encoding"]);
  const ifNoneMatch = req.headers["if-none-match"];
  if (
    status === 200 &&
    ifNoneMatch !== undefined &&
    (ifNoneMatch === "*" || ifNoneMatch.includes(variant.etag))
  ) {
    res.writeHead(304, variant.notModifiedHeaders);
    res.end();
    return 304;
  }
  // Media (files without compressed variants) answer byte ranges, so video players can seek.
  if (!entry.compressible) {
    const size = variant.body.length;
    const range = parseByteRange(req.headers.range, size);
    if (range === "unsatisfiable") {
      res.writeHead(416, [
        ...variant.notModifiedHeaders,
        "Content-Range",
        `bytes */${size}`,
        "Content-Length",
        "0",
      ]);
      res.end();
      return 416;
    }
    if (range) {
      res.writeHead(206, partialContentHeaders(variant.headers, range, size));
      res.end(
        req.method === "HEAD" ? undefined : variant.body.subarray(range.start, range.end + 1),
      );
      return 206;
    }
    res.writeHead(200, [...variant.headers, "Accept-Ranges", "bytes"]);
    res.end(req.method === "HEAD" ? undefined : variant.body);
    return 200;
  }
  res.writeHead(status, variant.headers);
  res.end(req.method === "HEAD" ? undefined : variant.body);
  return status;
}

async function serveHealth(res: http.ServerResponse, head: boolean) {
  let ok = false;
  let checks: Record<string, boolean> = {};
  if (!shuttingDown) {
    try {
      ({ ok, checks } = await runtime.health());
    } catch (error) {
      log("error", "health check failed", { error: String(error) });
    }
  }
  const body = JSON.stringify({ ok, checks, shuttingDown });
  sendPlain(res, ok ? 200 : 503, body, { "Content-Type": "application/json" }, head);
  return ok ? 200 : 503;
}

const bodyMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The site's pages take GET and HEAD, its forms POST; routes answer 405 to the others. */
const allowedMethods = "GET, HEAD, POST";

async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  const started = performance.now();
  const url = req.url ?? "/";
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const method = req.method ?? "GET";
  // Connections finish their current response and close once shutdown has begun.
  if (shuttingDown) res.shouldKeepAlive = false;

  if (method === "GET" || method === "HEAD") {
    const canonical = canonicalPath(pathname);
    if (canonical !== null) {
      const location = canonical + (queryStart === -1 ? "" : url.slice(queryStart));
      sendPlain(res, 301, `Moved to ${location}\n`, { Location: location }, method === "HEAD");
      return logRequest(req, pathname, 301, started);
    }
    if (pathname === "/healthz") {
      const status = await serveHealth(res, method === "HEAD");
      return logRequest(req, pathname, status, started);
    }
    if (queryStart === -1) {
      const entry = staticIndex.entries.get(pathname);
      if (entry) return logRequest(req, pathname, serveStatic(req, res, entry), started);
      if (notFoundPage && onlyTheCatchAllMatches(pathname)) {
        return logRequest(req, pathname, serveStatic(req, res, notFoundPage, 404), started);
      }
    }
  } else if (!bodyMethods.has(method)) {
    // OPTIONS (CORS preflights: none are granted), TRACE, CONNECT and unknown methods never
    // reach React Router, whose Request constructor would turn some of them into a 500.
    const status = method === "OPTIONS" ? 204 : 405;
    sendPlain(res, status, status === 204 ? "" : "Method Not Allowed\n", { Allow: allowedMethods });
    return logRequest(req, pathname, status, started);
  } else {
    // Refuse oversized bodies before reading them. Browsers always send Content-Length with
    // form posts; a streamed body of unknown length is refused rather than counted.
    const length = req.headers["content-length"];
    if (length === undefined && req.headers["transfer-encoding"] !== undefined) {
      res.shouldKeepAlive = false;
      sendPlain(res, 411, "Length Required\n");
      return logRequest(req, pathname, 411, started);
    }
    if (length !== undefined && Number(length) > env.BODY_LIMIT_BYTES) {
      res.shouldKeepAlive = false;
      sendPlain(res, 413, "Payload Too Large\n");
      return logRequest(req, pathname, 413, started);
    }
    // Machine endpoints under /api/ (web-vitals beacons) cap and validate their own bodies and
    // never render; counting them would let an eager beacon sender block its own form post.
    const retryAfter = pathname.startsWith("/api/")
      ? null
      : floodGuard.hit(clientAddress(req) ?? "unknown");
    if (retryAfter !== null) {
      sendPlain(res, 429, "Too Many Requests\n", { "Retry-After": String(retryAfter) });
      return logRequest(req, pathname, 429, started);
    }
  }

  const nonce = createNonce();
  setSecurityHeaders(res, nonce);
  inFlight.add(res);
  res.once("close", () => {
    inFlight.delete(res);
    logRequest(req, pathname, res.statusCode, started);
  });
  await requestContext.run({ cspNonce: nonce, clientAddress: clientAddress(req) }, () =>
    handleWithRouter(req, res),
  );
}

const server = http.createServer(
  {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: timeouts.checkIntervalMs,
  },
  (req, res) => {
    handle(req, res).catch((error: unknown) => {
      log("error", "request failed", { error: String(error) });
      if (!res.headersSent) sendPlain(res, 500, "Internal Server Error\n");
      else res.destroy();
    });
  },
);

// Malformed requests never reach the handler; Node's parser reports them here. Answer with the
// matching 4xx (never 5xx) and close, since the connection's framing can no longer be trusted.
server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
  if (!socket.writable || (socket as { _httpMessage?: unknown })._httpMessage) {
    socket.destroy();
    return;
  }
  const status =
    error.code === "HPE_HEADER_OVERFLOW"
      ? "431 Request Header Fields Too Large"
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? "408 Request Timeout"
        : "400 Bad Request";
  log("warn", "client error", {
    code: error.code ?? "unknown",
    status: Number(status.slice(0, 3)),
  });
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});

async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  log("info", "shutting down", { signal });
  const deadline = setTimeout(() => {
    log("error", "shutdown deadline reached; closing remaining connections", {
      open: server.connections,
    });
    server.closeAllConnections();
    flushLogs();
    process.exit(1);
  }, timeouts.shutdownMs);
  deadline.unref();

  // Stop accepting, then let in-flight responses finish. Every response from now on carries
  // Connection: close; connections still idle after a short grace are closed.
  for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
  // net.Server's close, not http.Server's: the latter also closes idle keep-alive connections
  // at once, racing clients that are sending their next request on them right now.
  const closed = new Promise<void>((resolve) =>
    net.Server.prototype.close.call(server, () => resolve()),
  );
  let sweeper: NodeJS.Timeout | undefined;
  const drain = setTimeout(() => {
    server.closeIdleConnections();
    sweeper = setInterval(() => server.closeIdleConnections(), 100);
  }, timeouts.drainIdleAfterMs);
  await closed;
  clearTimeout(drain);
  clearInterval(sweeper);

  try {
    await runtime.stop();
  } catch (error) {
    log("error", "runtime stop failed", { error: String(error) });
  }
  log("info", "stopped");
  flushLogs();
  process.exit(0);
}

await runtime.start();
const notFoundPage = await renderNotFoundPage();
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log("info", "listening", {
    url: `http://${env.HOST}:${port}`,
    staticFiles: staticIndex.entries.size,
    staticBytes: staticIndex.bytes,
    hsts: env.HSTS,
    smtp: env.SMTP_URL !== undefined,
  });
});
// Buffered log lines must not be lost when the process exits for any other reason.
process.on("exit", flushLogs);
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));
