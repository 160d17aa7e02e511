/**
 * One counter of form posts per client and fixed window, read against two thresholds:
 * - over `formLimit` (RATE_LIMIT_MAX) the form answers with its own friendly message and 429;
 * - over `floodLimit` (a multiple of it) the server answers a plain 429 before any rendering, so
 *   a flood costs no render.
 * Every post is counted once, in server.ts, and the verdict travels to the form through the load
 * context. Both answers carry Retry-After.
 *
 * The counting is rate-limiter-flexible's: in the process's memory with SQLite (one instance),
 * and in a PostgreSQL table shared by every instance otherwise, so several instances behind one
 * proxy allow a client the same number of posts as one (docs/decisions/003-rate-limits.md).
 */
import { createHash } from "node:crypto";
import { isIP } from "node:net";
import type pg from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";

export interface RateLimitVerdict {
  /** Posts counted in this window, this one included. */
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
}

/** The table the PostgreSQL counts live in; created by migration 0002 (app/server/db.server.ts). */
const rateLimitTable = "rate_limits";

export class RateLimiter {
  private constructor(
    private readonly counter: RateLimiterAbstract,
    private readonly options: RateLimitOptions,
  ) {}

  /** Counts in this process's memory: exact for one instance (SQLite deployments). */
  static inMemory(options: RateLimitOptions): RateLimiter {
    return new RateLimiter(
      new RateLimiterMemory({ points: options.floodLimit, duration: options.windowMs / 1000 }),
      options,
    );
  }

  /** Counts in PostgreSQL, shared by every instance that uses the database. */
  static inPostgres(pool: pg.Pool, options: RateLimitOptions): RateLimiter {
    return new RateLimiter(
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: "pool",
        tableName: rateLimitTable,
        // Our migration creates the table: instances starting together never race to create it.
        tableCreated: true,
        points: options.floodLimit,
        duration: options.windowMs / 1000,
      }),
      options,
    );
  }

  /** Counts one post from `clientKey` (see `clientKey()`). */
  async hit(clientKey: string): Promise<RateLimitVerdict> {
    let result: RateLimiterRes;
    try {
      result = await this.counter.consume(clientKey);
    } catch (rejection) {
      // Over the flood limit the library rejects with the same counts; anything else is a
      // real failure (the database is unreachable).
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      result = rejection;
    }
    const count = result.consumedPoints;
    return {
      count,
      retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
      overFormLimit: count > this.options.formLimit,
      overFloodLimit: count > this.options.floodLimit,
    };
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

/** A plain counter: `points` per `durationSeconds` and key (desk sign-in link requests). */
export class CountLimiter {
  private constructor(private readonly counter: RateLimiterAbstract) {}

  static create(
    pool: pg.Pool | undefined,
    options: { keyPrefix: string; points: number; durationSeconds: number },
  ): CountLimiter {
    const common = {
      keyPrefix: options.keyPrefix,
      points: options.points,
      duration: options.durationSeconds,
    };
    return new CountLimiter(
      pool
        ? new RateLimiterPostgres({
            ...common,
            storeClient: pool,
            storeType: "pool",
            tableName: rateLimitTable,
            tableCreated: true,
          })
        : new RateLimiterMemory(common),
    );
  }

  /** Counts one; `allowed` false once over the limit, with seconds until it resets. */
  async hit(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    try {
      const result = await this.counter.consume(key);
      return { allowed: true, retryAfterSeconds: Math.ceil(result.msBeforeNext / 1000) };
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      };
    }
  }
}
