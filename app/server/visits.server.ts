/**
 * Counting visits without cookies (docs/decisions/023-cookieless-visit-counts.md), after
 * Plausible's and Umami's method: a visitor is a hash of the client address, the user agent and
 * a salt that changes every day (the agency's day, IST: the desk counts its days). The salt lives in the database (instances share it) and is
 * deleted, with the day's visitor hashes, once the day is over; what stays are aggregates per day
 * and path (views, 404s), per day and source (referrer host, campaign, landing page) and visitors
 * per day. Bots (`isbot`) and prefetches are left out.
 *
 * The request path only touches memory (a hash and two map updates); a timer writes the counts
 * every few seconds. The day's visitor rows also let a lead be attributed on the server: the
 * lead's request hashes to the same visitor, whose first page, referrer and UTM are known.
 */
import { createHash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { sql } from "kysely";
import { agencyDay, agencyDayStart } from "~/lib/agency-time";
import type { AppDatabase } from "./db.server";
import { log } from "./logger.server";

export interface PageHit {
  path: string;
  search: string;
  status: number;
  address: string | undefined;
  userAgent: string | undefined;
  referer: string | undefined;
  /** Sec-Purpose / Purpose: "prefetch" (speculation rules, link prefetch) is not a view. */
  purpose: string | undefined;
  /** The site's own host: a referrer on it is internal navigation, not a source. */
  host: string;
}

export interface VisitAttribution {
  landingPage: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

interface NewVisitor extends VisitAttribution {
  day: string;
  hash: string;
}

/** A visit's day is the agency's, so the desk's numbers count the days the team works. */
const dayOf = agencyDay;
/** At most this many distinct paths per flush; the rest count as "(other)" (404 floods). */
const maxPathsPerFlush = 2000;
/** New visitors held in memory before a flush is asked for, and at most while writes fail. */
const pendingVisitorsMax = 5000;

/**
 * The referrer a visitor without one is rolled up under in `visit_sources`: no host has
 * parentheses, so it cannot collide with a real one.
 */
export const directSource = "(direct)";
const utmMax = 100;

function clean(value: string | null): string | null {
  if (value === null) return null;
  const flat = value
    // eslint-disable-next-line no-control-regex -- dropping control characters is the point
    .replace(/[\u0000-\u001F\u007F]/g, "")
    .trim()
    .slice(0, utmMax);
  return flat === "" ? null : flat.toLowerCase();
}

/** The referrer's host when it is another site; null for none, our own, or unreadable. */
export function referrerHostOf(referer: string | undefined, ownHost: string): string | null {
  if (!referer) return null;
  try {
    const host = new URL(referer).hostname.toLowerCase().replace(/^www\./, "");
    const own = ownHost
      .toLowerCase()
      .replace(/:\d+$/, "")
      .replace(/^www\./, "");
    return host === "" || host === own ? null : host.slice(0, 253);
  } catch {
    return null;
  }
}

interface PageCount {
  day: string;
  path: string;
  views: number;
  notFound: number;
}

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

export function createVisitCounter(
  db: AppDatabase,
  options: { retentionDays: number; flushMs?: number; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());
  let salt: { day: string; value: string } | null = null;
  const pages = new Map<string, PageCount>();
  const newVisitors = new Map<string, NewVisitor>();
  /** Visitor hashes of today already sent to the database by this process. */
  const known = new Set<string>();
  /**
   * isbot takes ~2 µs and a hash ~1 µs, a static page ~50 µs of CPU in all: both are remembered
   * (user agents repeat, and a visitor's pages share one hash), so a repeat view costs a few map
   * lookups. Both caches are bounded and the hashes go with their day's salt.
   */
  const botByAgent = new Map<string, boolean>();
  /** The current (agency) day, worked out once per day rather than once per request. */
  let dayCache = { day: "", from: 0, until: 0 };
  function today(): string {
    const at = now().getTime();
    if (at < dayCache.from || at >= dayCache.until) {
      const day = dayOf(new Date(at));
      const from = Date.parse(agencyDayStart(day));
      dayCache = { day, from, until: from + 86_400_000 };
    }
    return dayCache.day;
  }
  const hashByClient = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  function visitorHash(address: string | undefined, userAgent: string | undefined, day = today()) {
    if (!salt || salt.day !== day) return null;
    const client = `${address ?? ""}\n${userAgent ?? ""}`;
    let hash = hashByClient.get(client);
    if (hash === undefined) {
      hash = createHash("sha256")
        .update(`${salt.value}\n${client}`)
        .digest("base64url")
        .slice(0, 22);
      if (hashByClient.size >= 20_000) hashByClient.clear();
      hashByClient.set(client, hash);
    }
    return hash;
  }

  function isBot(userAgent: string): boolean {
    let bot = botByAgent.get(userAgent);
    if (bot === undefined) {
      bot = isbot(userAgent);
      if (botByAgent.size >= 5000) botByAgent.clear();
      botByAgent.set(userAgent, bot);
    }
    return bot;
  }

  /** Today's salt, created by whichever instance asks first; yesterday's are deleted. */
  async function ensureSalt(): Promise<void> {
    const day = dayOf(now());
    if (salt?.day === day) return;
    await db
      .insertInto("visit_salts")
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const row = await db
      .selectFrom("visit_salts")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    salt = { day, value: row.salt };
    known.clear();
    hashByClient.clear();
    await closePastDays(day);
  }

  /**
   * Rolls finished days' visitor rows up into aggregates, then deletes their salts. The rows are
   * deleted first and only the rows that delete returned are counted, so a day is rolled up once
   * even when two instances (or a flush and a lead's attribution in one) close it at the same
   * time: on PostgreSQL the second delete waits for the first to commit, then finds nothing.
   */
  async function closePastDays(today: string): Promise<void> {
    await db.transaction().execute(async (tx) => {
      const closed = await tx
        .deleteFrom("visit_visitors")
        .where("day", "<", today)
        .returning(["day", "landing_page", "referrer_host", "utm_campaign"])
        .execute();
      const visitorsByDay = new Map<string, number>();
      const sources = new Map<
        string,
        { day: string; kind: "referrer" | "campaign" | "landing"; value: string; n: number }
      >();
      for (const visitor of closed) {
        visitorsByDay.set(visitor.day, (visitorsByDay.get(visitor.day) ?? 0) + 1);
        // A visit without a referrer is a source too (typed or bookmarked, or a browser that sent
        // none); a visit without a campaign is not.
        for (const [kind, value] of [
          ["referrer", visitor.referrer_host ?? directSource],
          ["campaign", visitor.utm_campaign],
          ["landing", visitor.landing_page],
        ] as const) {
          if (value === null) continue;
          const key = `${visitor.day}\n${kind}\n${value}`;
          const source = sources.get(key) ?? { day: visitor.day, kind, value, n: 0 };
          source.n += 1;
          sources.set(key, source);
        }
      }
      // Written in key order, as flush() writes, so that two writers never wait on each other.
      for (const [day, visitors] of [...visitorsByDay].sort(byKey)) {
        await tx
          .insertInto("visit_days")
          .values({ day, visitors })
          .onConflict((oc) =>
            oc
              .column("day")
              .doUpdateSet({ visitors: sql<number>`visit_days.visitors + ${visitors}` }),
          )
          .execute();
      }
      for (const [, { day, kind, value, n }] of [...sources].sort(byKey)) {
        await tx
          .insertInto("visit_sources")
          .values({ day, kind, value, visitors: n })
          .onConflict((oc) =>
            oc.columns(["day", "kind", "value"]).doUpdateSet({
              visitors: sql<number>`visit_sources.visitors + ${n}`,
            }),
          )
          .execute();
      }
      await tx.deleteFrom("visit_salts").where("day", "<", today).execute();
    });
  }

  async function flush(): Promise<void> {
    await ensureSalt();
    // In key order, so that two instances writing the same rows at once wait for each other
    // instead of deadlocking.
    const pageEntries = [...pages].sort(byKey);
    pages.clear();
    const arrived = [...newVisitors.values()];
    const visitorRows = [...newVisitors].sort(byKey).map(([, visitor]) => visitor);
    newVisitors.clear();
    if (pageEntries.length === 0 && visitorRows.length === 0) return;
    try {
      await writeCounts(
        pageEntries.map(([, row]) => row),
        visitorRows,
      );
    } catch (error) {
      // Not written: the counts go back to memory for the next flush, added to what came since.
      for (const [key, row] of pageEntries) {
        const since = pages.get(key);
        pages.set(key, {
          ...row,
          views: row.views + (since?.views ?? 0),
          notFound: row.notFound + (since?.notFound ?? 0),
        });
      }
      // Visitors only up to the cap: while the database is down, memory stays bounded. They go
      // back in the order they arrived, ahead of those recorded during the write, so the first
      // visitors of the outage are the ones kept, each with the first page it was seen on.
      const since = [...newVisitors.values()];
      newVisitors.clear();
      for (const visitor of [...arrived, ...since]) {
        if (newVisitors.size >= pendingVisitorsMax) break;
        if (!newVisitors.has(visitor.hash)) newVisitors.set(visitor.hash, visitor);
      }
      throw error;
    }
    if (known.size > 100_000) known.clear();
    for (const visitor of visitorRows) if (visitor.day === salt?.day) known.add(visitor.hash);
  }

  async function writeCounts(pageRows: PageCount[], visitorRows: NewVisitor[]): Promise<void> {
    await db.transaction().execute(async (tx) => {
      for (const row of pageRows) {
        await tx
          .insertInto("visit_pages")
          .values({ day: row.day, path: row.path, views: row.views, not_found: row.notFound })
          .onConflict((oc) =>
            oc.columns(["day", "path"]).doUpdateSet({
              views: sql<number>`visit_pages.views + ${row.views}`,
              not_found: sql<number>`visit_pages.not_found + ${row.notFound}`,
            }),
          )
          .execute();
      }
      for (const visitor of visitorRows) {
        // Another instance may have seen this visitor first: its first page stands.
        await tx
          .insertInto("visit_visitors")
          .values({
            day: visitor.day,
            hash: visitor.hash,
            landing_page: visitor.landingPage,
            referrer_host: visitor.referrerHost,
            utm_source: visitor.utmSource,
            utm_medium: visitor.utmMedium,
            utm_campaign: visitor.utmCampaign,
          })
          .onConflict((oc) => oc.columns(["day", "hash"]).doNothing())
          .execute();
      }
    });
  }

  /** A flush waiting its turn takes everything recorded until it starts: one is enough. */
  let flushQueued = false;
  function flushSoon() {
    if (flushQueued) return flushing;
    flushQueued = true;
    flushing = flushing
      .then(() => {
        flushQueued = false;
        return flush();
      })
      .catch((error: unknown) => log("warn", "visit counts not written", { error: String(error) }));
    return flushing;
  }

  return {
    /** Counts one page view (or 404) from the request path: memory only. */
    record(hit: PageHit): void {
      if (hit.purpose?.includes("prefetch")) return;
      if (!hit.userAgent || isBot(hit.userAgent)) return;
      const day = today();
      let path = hit.path.slice(0, 300);
      const pageKey = `${day}|${path}`;
      if (!pages.has(pageKey) && pages.size >= maxPathsPerFlush) path = "(other)";
      const page = pages.get(`${day}|${path}`) ?? { day, path, views: 0, notFound: 0 };
      if (hit.status === 404) page.notFound += 1;
      else page.views += 1;
      pages.set(`${day}|${path}`, page);
      const hash = visitorHash(hit.address, hit.userAgent, day);
      if (!hash || known.has(hash) || newVisitors.has(hash)) return;
      if (hit.status === 404) return; // a 404 is no landing page
      const query = new URLSearchParams(hit.search);
      newVisitors.set(hash, {
        day,
        hash,
        landingPage: path,
        referrerHost: referrerHostOf(hit.referer, hit.host),
        utmSource: clean(query.get("utm_source")),
        utmMedium: clean(query.get("utm_medium")),
        utmCampaign: clean(query.get("utm_campaign")),
      });
      if (newVisitors.size > pendingVisitorsMax) void flushSoon();
    },

    /** The visit a lead's request belongs to (same address and browser, same UTC day). */
    async attribution(
      address: string | undefined,
      userAgent: string | undefined,
    ): Promise<VisitAttribution | null> {
      try {
        await ensureSalt();
      } catch {
        return null;
      }
      const hash = visitorHash(address, userAgent);
      if (!hash) return null;
      const pending = newVisitors.get(hash);
      if (pending) return pending;
      const row = await db
        .selectFrom("visit_visitors")
        .selectAll()
        .where("day", "=", dayOf(now()))
        .where("hash", "=", hash)
        .executeTakeFirst();
      return row
        ? {
            landingPage: row.landing_page,
            referrerHost: row.referrer_host,
            utmSource: row.utm_source,
            utmMedium: row.utm_medium,
            utmCampaign: row.utm_campaign,
          }
        : null;
    },

    /** Deletes aggregates older than the retention limit. */
    async applyRetention(): Promise<void> {
      const cutoff = dayOf(new Date(now().getTime() - options.retentionDays * 86_400_000));
      for (const table of ["visit_pages", "visit_sources", "visit_days"] as const) {
        await db.deleteFrom(table).where("day", "<", cutoff).execute();
      }
    },

    flush: flushSoon,

    async start() {
      await ensureSalt().catch((error: unknown) =>
        log("warn", "visit salt unavailable", { error: String(error) }),
      );
      timer = setInterval(() => void flushSoon(), options.flushMs ?? 5000);
      timer.unref();
    },

    async stop() {
      clearInterval(timer);
      await flushSoon();
    },
  };
}

export type VisitCounter = ReturnType<typeof createVisitCounter>;
