/**
 * Structured logs: one JSON object per line on stdout. Lines are batched and written every
 * 50 ms (or per 64 KiB), because writing per request costs a noticeable share of serving a
 * static page from memory. flushLogs() writes the rest before the process exits. Callers pass only what is safe to keep: never form contents, query strings,
 * email addresses or client addresses.
 */
type Level = "info" | "warn" | "error";

let pending: string[] = [];
let flushScheduled = false;

function flush(): void {
  flushScheduled = false;
  if (pending.length === 0) return;
  const chunk = pending.join("");
  pending = [];
  pendingBytes = 0;
  process.stdout.write(chunk);
}

/** Lines wait at most this long, or until this many bytes are pending, before one write. */
const flushAfterMs = 50;
const flushAtBytes = 64 * 1024;
let pendingBytes = 0;

function enqueue(line: string): void {
  pending.push(line);
  pendingBytes += line.length;
  if (pendingBytes >= flushAtBytes) {
    flush();
  } else if (!flushScheduled) {
    flushScheduled = true;
    setTimeout(flush, flushAfterMs).unref();
  }
}

/** `time` is milliseconds since the epoch (as pino writes it): cheap to produce and to sort. */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  enqueue(`${JSON.stringify({ time: Date.now(), level, msg, ...fields })}\n`);
}

/**
 * The access-log line, written on every request, so assembled by hand rather than through
 * JSON.stringify of an object (measurably cheaper). `method` is an HTTP token (the parser
 * guarantees it), the path is escaped.
 */
export function logRequest(method: string, path: string, status: number, durationMs: number): void {
  enqueue(
    `{"time":${Date.now()},"level":"info","msg":"request","method":"${method}","path":${JSON.stringify(
      loggablePath(path),
    )},"status":${status},"durationMs":${durationMs}}\n`,
  );
}

/** Writes whatever is buffered now; used right before the process exits. */
export function flushLogs(): void {
  flush();
}

const emailLike = /[^/@]+(@|%40)[^/]+/gi;

/** A request path fit for logs: no query string, email-like segments masked. */
function loggablePath(pathname: string): string {
  return pathname.includes("@") || pathname.includes("%40")
    ? pathname.replace(emailLike, "[redacted]")
    : pathname;
}
