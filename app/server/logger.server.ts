/**
 * Structured logs: one JSON object per line on stdout. Lines are batched and written once per
 * event-loop turn, because a synchronous write per request would cost more than serving a
 * static page. Callers pass only what is safe to keep: never form contents, query strings,
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
  process.stdout.write(chunk);
}

export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  pending.push(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
  if (!flushScheduled) {
    flushScheduled = true;
    setImmediate(flush);
  }
}

/** Writes whatever is buffered now; used right before the process exits. */
export function flushLogs(): void {
  flush();
}

const emailLike = /[^/@]+(@|%40)[^/]+/gi;

/** A request path fit for logs: no query string, email-like segments masked. */
export function loggablePath(pathname: string): string {
  return pathname.includes("@") || pathname.includes("%40")
    ? pathname.replace(emailLike, "[redacted]")
    : pathname;
}
