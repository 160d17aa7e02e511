/**
 * The HTTP server's limits and its graceful shutdown. Slow or idle clients are cut off; malformed
 * requests get a 4xx from Node's parser; SIGTERM/SIGINT stop accepting, let in-flight responses
 * finish, stop the app's services and exit within 10 s.
 */
import http from "node:http";
import net from "node:net";
import { flushLogs, log } from "../logger.server";

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

export function createHttpServer(listener: http.RequestListener): http.Server {
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    listener,
  );
  // Malformed requests never reach the listener; Node's parser reports them here. Answer with
  // the matching 4xx (never 5xx) and close, since the connection's framing can no longer be
  // trusted.
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
  return server;
}

/**
 * Stops the server gracefully on SIGTERM and SIGINT. `inFlight` holds the responses still being
 * produced; every response from then on carries Connection: close.
 */
export function shutDownGracefully(
  server: http.Server,
  inFlight: ReadonlySet<http.ServerResponse>,
  stopServices: () => Promise<void>,
): { readonly shuttingDown: boolean } {
  const state = { shuttingDown: false };

  async function shutdown(signal: string) {
    if (state.shuttingDown) return;
    state.shuttingDown = true;
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
      await stopServices();
    } catch (error) {
      log("error", "services stop failed", { error: String(error) });
    }
    log("info", "stopped");
    flushLogs();
    process.exit(0);
  }

  // Buffered log lines must not be lost when the process exits for any other reason.
  process.on("exit", flushLogs);
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  return state;
}
