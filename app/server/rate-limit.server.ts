/**
 * One counter of form posts per client and fixed window, read against two thresholds:
 * - over `formLimit` (RATE_LIMIT_MAX) the form answers with its own friendly message and 429;
 * - over `floodLimit` (a multiple of it) the server answers a plain 429 before any rendering, so
 *   a flood costs no render.
 * Every post is counted once, in server.ts, and the verdict travels to the form through the load
 * context. Both answers carry Retry-After.
 *
 * The counts live in the process's memory with SQLite (one instance), and in a PostgreSQL table
 * shared by every instance otherwise, so several instances behind one proxy allow a client the
 * same number of posts as one (docs/decisions/003-rate-limits-in-our-own-table.md).
 */
import { createHash } from "node:crypto";
import { isIP } from "node:net";
import { sql } from "kysely";
import type { AppDatabase } from "./db.server";

/** How many posts a client has made in the current window, and when that window ends. */
export interface WindowCount {
  count: number;
  resetAtMs: number;
}

/** Where the counts live. `hit` adds one post and returns the window's count including it. */
export interface RateLimitStore {
  hit(key: string, windowMs: number, nowMs: number): Promise<WindowCount>;
}

export interface RateLimitVerdict {
  count: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
  overFormLimit: boolean;
  overFloodLimit: boolean;
}

export interface RateLimitOptions {
  formLimit: number;
  floodLimit: number;
  windowMs: number;
  now?: () => number;
}

export class RateLimiter {
  private readonly now: () => number;

  constructor(
    private readonly store: RateLimitStore,
    private readonly options: RateLimitOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Counts one post from `clientKey` (see `clientKey()`). */
  async hit(clientKey: string): Promise<RateLimitVerdict> {
    const now = this.now();
    const { count, resetAtMs } = await this.store.hit(clientKey, this.options.windowMs, now);
    return {
      count,
      retryAfterSeconds: Math.max(1, Math.ceil((resetAtMs - now) / 1000)),
      overFormLimit: count > this.options.formLimit,
      overFloodLimit: count > this.options.floodLimit,
    };
  }
}

/** Start of the fixed window that holds `nowMs`; every instance computes the same one. */
export function windowStart(nowMs: number, windowMs: number): number {
  return Math.floor(nowMs / windowMs) * windowMs;
}

/**
 * Counts in this process's memory: exact for one instance. At most `maxClients` windows are
 * kept, so a flood from spoofed addresses cannot grow memory without end.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly maxClients = 10_000) {}

  async hit(key: string, windowMs: number, nowMs: number): Promise<WindowCount> {
    const start = windowStart(nowMs, windowMs);
    let window = this.windows.get(key);
    if (!window || window.start !== start) {
      if (!window && this.windows.size >= this.maxClients) this.sweep(start);
      window = { start, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetAtMs: start + windowMs };
  }

  private sweep(currentStart: number): void {
    for (const [key, window] of this.windows) {
      if (window.start !== currentStart) this.windows.delete(key);
    }
    // Still full of live windows: forget the oldest rather than grow.
    if (this.windows.size >= this.maxClients) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
  }
}

/**
 * Counts in the `rate_limit_windows` table: one atomic upsert per post, so instances sharing
 * the database share the counts. Rows of past windows are deleted now and then.
 */
export class PostgresRateLimitStore implements RateLimitStore {
  private hitsSinceCleanup = 0;

  constructor(
    private readonly db: AppDatabase,
    private readonly cleanupEvery = 500,
  ) {}

  async hit(key: string, windowMs: number, nowMs: number): Promise<WindowCount> {
    const start = windowStart(nowMs, windowMs);
    const result = await sql<{ count: number | string }>`
      insert into rate_limit_windows (client_key, window_start, count)
      values (${key}, ${start}, 1)
      on conflict (client_key) do update set
        count = case when rate_limit_windows.window_start = excluded.window_start
                     then rate_limit_windows.count + 1 else 1 end,
        window_start = excluded.window_start
      returning count`.execute(this.db);
    this.hitsSinceCleanup += 1;
    if (this.hitsSinceCleanup >= this.cleanupEvery) {
      this.hitsSinceCleanup = 0;
      await this.db
        .deleteFrom("rate_limit_windows")
        .where("window_start", "<", start - windowMs)
        .execute();
    }
    return { count: Number(result.rows[0]?.count ?? 1), resetAtMs: start + windowMs };
  }
}

/**
 * The rate-limit key for an address: IPv4 as is, IPv6 truncated to its /64 (one subscriber
 * line), then hashed so that raw addresses never sit in memory dumps, logs or the database.
 */
export function clientKey(address: string | undefined): string {
  const raw = (address ?? "unknown").toLowerCase().replace(/^::ffff:/, "");
  let network = raw;
  if (isIP(raw) === 6) {
    // Written out and without leading zeros, so every spelling of one /64 gives one key.
    const groups = expandIpv6(raw).map((group) => parseInt(group, 16).toString(16));
    network = groups.slice(0, 4).join(":") + "::/64";
  }
  return createHash("sha256").update(network).digest("base64url").slice(0, 22);
}

function expandIpv6(address: string): string[] {
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  return [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups].map((g) => g || "0");
}
