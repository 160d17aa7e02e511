/** Cookieless visit counts and lead attribution against a real SQLite file. */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "~/server/db.server";
import { createDesk } from "~/server/desk.server";
import {
  deskNumbers,
  directLabel,
  newsletterLabel,
  unmatchedLabel,
} from "~/server/desk-numbers.server";
import { createVisitCounter, referrerHostOf, type PageHit } from "~/server/visits.server";
import { postgresForSuite } from "../support/postgres";
import { sqliteForSuite, suiteDatabase, type SuiteDatabaseTarget } from "../support/suite-database";
import { testLeadStore } from "../support/lead-store";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";
const hit = (over: Partial<PageHit>): PageHit => ({
  path: "/",
  search: "",
  status: 200,
  address: "203.0.113.7",
  userAgent: browser,
  referer: undefined,
  purpose: undefined,
  host: "www.site.example",
  ...over,
});

function visitSuite(name: string, open: () => Promise<SuiteDatabaseTarget | null>) {
  describe(name, () => {
    const database = suiteDatabase(open, (opened) => migrateToLatest(opened.db));
    let clock = new Date("2026-11-20T10:00:00Z");

    it("counts views and daily visitors by a salted hash, without bots or prefetches", async (ctx) => {
      const opened = database.openOrSkip(ctx);
      const visits = createVisitCounter(opened.db, { retentionDays: 400, now: () => clock });
      await visits.start();
      visits.record(
        hit({
          path: "/pricing",
          search: "?utm_source=LinkedIn&utm_medium=social&utm_campaign=Autumn",
          referer: "https://www.linkedin.com/feed/",
        }),
      );
      visits.record(hit({ path: "/contact", referer: "https://www.site.example/pricing" }));
      visits.record(hit({ path: "/about", address: "198.51.100.9" }));
      visits.record(
        hit({ path: "/about", userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
      );
      visits.record(hit({ path: "/about", purpose: "prefetch;prerender" }));
      visits.record(hit({ path: "/nope", status: 404 }));
      await visits.flush();
      const pages = await opened.db.selectFrom("visit_pages").selectAll().orderBy("path").execute();
      expect(pages.map((p) => [p.path, p.views, p.not_found])).toEqual([
        ["/about", 1, 0],
        ["/contact", 1, 0],
        ["/nope", 0, 1],
        ["/pricing", 1, 0],
      ]);
      const visitors = await opened.db.selectFrom("visit_visitors").selectAll().execute();
      expect(visitors).toHaveLength(2);
      // No address, user agent or salt in what is stored about a visitor.
      expect(JSON.stringify(visitors)).not.toMatch(/203\.0\.113|Mozilla/);
      expect(visitors.find((v) => v.landing_page === "/pricing")).toMatchObject({
        referrer_host: "linkedin.com",
        utm_source: "linkedin",
        utm_campaign: "autumn",
      });

      // A lead from the same browser the same day carries the visit's origin.
      const store = testLeadStore(opened.db, { now: () => clock });
      const { id } = await store.saveLead(
        {
          name: "Asha",
          email: "asha@example.com",
          subject: "Estimate: Growth plan",
          message:
            "Plan: Growth\nLink: https://site.example/estimate?plan=growth&addOns=ai\n\nAbout our project: clinics",
          phone: undefined,
          services: [],
          consent: "yes",
        },
        {
          sourcePage: "/contact",
          consentVersion: "v1",
          attribution: await visits.attribution("203.0.113.7", browser),
        },
      );
      const lead = await createDesk(opened.db).lead(id);
      expect(lead?.attribution).toEqual({
        landingPage: "/pricing",
        referrerHost: "linkedin.com",
        utmSource: "linkedin",
        utmMedium: "social",
        utmCampaign: "autumn",
        estimate: "/estimate?plan=growth&addOns=ai",
      });
      // Another browser on the same address is another visitor: no attribution.
      expect(await visits.attribution("203.0.113.7", "curl/8")).toBeNull();

      const today = await deskNumbers(opened.db, 7, clock);
      expect(today.totals).toMatchObject({ views: 3, visitors: 2, leads: 1, notFound: 1 });
      expect(today.sources.find((s) => s.source === "linkedin.com")).toMatchObject({
        visitors: 1,
        leads: 1,
      });
      expect(today.estimates.messages).toBe(1);

      // The same visitor asks for a call too (from the address they wrote from, cased otherwise):
      // two leads, one visit that got in touch. Counting leads made the rate 200 %.
      await store.saveLead(
        {
          name: "Asha",
          email: "Asha@Example.com",
          subject: "Call me",
          message: "About the clinics app",
          phone: undefined,
          services: [],
          consent: "yes",
        },
        {
          sourcePage: "/contact",
          consentVersion: "v1",
          attribution: await visits.attribution("203.0.113.7", browser),
        },
      );
      const again = await deskNumbers(opened.db, 7, clock);
      expect(again.totals).toMatchObject({ visitors: 2, leads: 2, convertedVisits: 1 });
      expect(again.sources.find((s) => s.source === "linkedin.com")).toMatchObject({
        visitors: 1,
        leads: 2,
        convertedVisits: 1,
      });
      expect(again.campaigns).toEqual([
        { campaign: "autumn", visitors: 1, leads: 2, convertedVisits: 1 },
      ]);
      expect(again.topPages.find((p) => p.path === "/contact")).toMatchObject({
        leads: 2,
        convertedVisits: 1,
      });
      await visits.stop();
    });

    it("deletes the day's salt and visitor hashes when the day ends, keeping aggregates", async (ctx) => {
      const opened = database.openOrSkip(ctx);
      const saltBefore = await opened.db.selectFrom("visit_salts").selectAll().execute();
      expect(saltBefore.map((s) => s.day)).toEqual(["2026-11-20"]);
      clock = new Date("2026-11-21T00:00:05Z");
      const visits = createVisitCounter(opened.db, { retentionDays: 400, now: () => clock });
      await visits.start();
      visits.record(hit({ path: "/" }));
      await visits.flush();
      const salts = await opened.db.selectFrom("visit_salts").selectAll().execute();
      expect(salts.map((s) => s.day)).toEqual(["2026-11-21"]);
      expect(salts[0]?.salt).not.toBe(saltBefore[0]?.salt);
      const visitors = await opened.db.selectFrom("visit_visitors").select("day").execute();
      expect(visitors).toEqual([{ day: "2026-11-21" }]);
      expect(await opened.db.selectFrom("visit_days").selectAll().execute()).toEqual([
        { day: "2026-11-20", visitors: 2 },
      ]);
      // Yesterday's visit cannot be joined any more (its salt is gone): the same browser today is
      // a new visitor whose visit began at "/", without yesterday's campaign.
      expect(await visits.attribution("203.0.113.7", browser)).toEqual({
        landingPage: "/",
        referrerHost: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
      });
      // A lead whose post matched no visit (a different browser) has a source row of its own.
      const store = testLeadStore(opened.db, { now: () => clock });
      await store.saveLead(
        {
          name: "Ravi",
          email: "ravi@example.com",
          subject: "An app",
          message: "For our shop",
          phone: undefined,
          services: [],
          consent: "yes",
        },
        { sourcePage: "/contact", consentVersion: "v1", attribution: null },
      );
      // A confirmed newsletter sign-up is a lead that is never matched to a visit, by design.
      await store.subscribe("reader@example.com", "/blog");
      const confirmation = await opened.db
        .selectFrom("outbox")
        .select("text_body")
        .where("recipient", "=", "reader@example.com")
        .executeTakeFirstOrThrow();
      const token = /token=([\w-]+)/.exec(confirmation.text_body)?.[1] ?? "";
      expect(await store.confirmSubscription(token)).toBe("confirmed");
      const week = await deskNumbers(opened.db, 7, clock);
      // Of the four leads only the LinkedIn visitor's two came from a counted visit, and they
      // are one visit.
      expect(week.totals).toMatchObject({ views: 4, visitors: 3, leads: 4, convertedVisits: 1 });
      expect(week.campaigns).toEqual([
        { campaign: "autumn", visitors: 1, leads: 2, convertedVisits: 1 },
      ]);
      // Visitors without a referrer count as direct on a closed day as on today: yesterday's /about
      // visitor (rolled up) and today's "/" visitor. The leads from no counted visit have rows
      // of their own, without visitors: they make no source's rate.
      expect(week.sources).toEqual([
        { source: directLabel, visitors: 2, leads: 0, convertedVisits: 0 },
        { source: "linkedin.com", visitors: 1, leads: 2, convertedVisits: 1 },
        { source: unmatchedLabel, visitors: 0, leads: 1, convertedVisits: 0 },
        { source: newsletterLabel, visitors: 0, leads: 1, convertedVisits: 0 },
      ]);
      // /contact was viewed once and sent three messages, one matched to no visit and two from
      // one visit: a rate of its leads per view said 300 %. Its rate takes the one visit; the
      // sign-up's page was not viewed this week at all.
      expect(week.topPages).toEqual(
        expect.arrayContaining([
          { path: "/contact", views: 1, leads: 3, convertedVisits: 1 },
          { path: "/blog", views: 0, leads: 1, convertedVisits: 0 },
        ]),
      );
      for (const rows of [week.topPages, week.sources, week.campaigns]) {
        for (const row of rows) {
          const base = "views" in row ? row.views : row.visitors;
          if (base > 0) expect(row.convertedVisits).toBeLessThanOrEqual(base);
        }
      }
      await visits.stop();
      // Retention: aggregates older than the limit go.
      clock = new Date("2026-12-30T12:00:00Z");
      await createVisitCounter(opened.db, { retentionDays: 30, now: () => clock }).applyRetention();
      expect(await opened.db.selectFrom("visit_pages").selectAll().execute()).toEqual([]);
    });

    it("rolls a day up once when several instances close it at the same moment", async (ctx) => {
      const opened = database.openOrSkip(ctx);
      clock = new Date("2027-01-05T10:00:00Z");
      // Six, so that on PostgreSQL their roll-ups overlap (two rarely did).
      const instances = [0, 1, 2, 3, 4, 5].map(() =>
        createVisitCounter(opened.db, { retentionDays: 400, now: () => clock }),
      );
      for (const [n, visits] of instances.entries()) {
        await visits.start();
        visits.record(hit({ path: "/", address: `198.51.100.${n + 20}` }));
        visits.record(
          hit({ path: "/pricing", address: `198.51.100.${n + 30}`, referer: "https://bing.com/" }),
        );
        await visits.flush();
      }
      // The day ends; every instance's next flush closes it, all at once.
      clock = new Date("2027-01-06T00:00:05Z");
      await Promise.all(instances.map((visits) => visits.flush()));
      const day = "2027-01-05";
      expect(
        await opened.db.selectFrom("visit_days").selectAll().where("day", "=", day).execute(),
      ).toEqual([{ day, visitors: 12 }]);
      const sources = await opened.db
        .selectFrom("visit_sources")
        .select(["kind", "value", "visitors"])
        .where("day", "=", day)
        .orderBy("kind")
        .orderBy("value")
        .execute();
      expect(sources).toEqual([
        { kind: "landing", value: "/", visitors: 6 },
        { kind: "landing", value: "/pricing", visitors: 6 },
        { kind: "referrer", value: "(direct)", visitors: 6 },
        { kind: "referrer", value: "bing.com", visitors: 6 },
      ]);
      await Promise.all(instances.map((visits) => visits.stop()));
    });

    it("keeps counts a failed write could not store, for the next flush", async (ctx) => {
      const opened = database.openOrSkip(ctx);
      clock = new Date("2027-01-06T12:00:00Z");
      const visits = createVisitCounter(opened.db, { retentionDays: 400, now: () => clock });
      await visits.start();
      visits.record(hit({ path: "/careers", address: "198.51.100.50" }));
      // The table is away for a moment (a failed write): the flush fails and logs.
      await sql`alter table visit_pages rename to visit_pages_away`.execute(opened.db);
      await visits.flush();
      await sql`alter table visit_pages_away rename to visit_pages`.execute(opened.db);
      visits.record(hit({ path: "/careers", address: "198.51.100.51" }));
      await visits.flush();
      const careers = await opened.db
        .selectFrom("visit_pages")
        .select(["views"])
        .where("day", "=", "2027-01-06")
        .where("path", "=", "/careers")
        .execute();
      expect(careers).toEqual([{ views: 2 }]);
      expect(
        await opened.db.selectFrom("visit_visitors").select("landing_page").execute(),
      ).toHaveLength(2);
      await visits.stop();
    });

    it("while writes fail, holds at most 5,000 new visitors: the first of the outage", async (ctx) => {
      const opened = database.openOrSkip(ctx);
      clock = new Date("2027-01-07T12:00:00Z");
      const visits = createVisitCounter(opened.db, { retentionDays: 400, now: () => clock });
      await visits.start();
      await sql`alter table visit_pages rename to visit_pages_away`.execute(opened.db);
      const address = (n: number) => `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
      for (let n = 0; n < 6000; n += 1) {
        visits.record(hit({ path: n < 3000 ? "/first" : "/later", address: address(n) }));
      }
      // Past 5,000 the counter asks for a flush by itself; it fails, and keeps what the cap allows.
      await visits.flush();
      await sql`alter table visit_pages_away rename to visit_pages`.execute(opened.db);
      await visits.flush();
      const visitors = await opened.db
        .selectFrom("visit_visitors")
        .select(["landing_page", (eb) => eb.fn.countAll<number>().as("n")])
        .where("day", "=", "2027-01-07")
        .groupBy("landing_page")
        .orderBy("landing_page")
        .execute();
      expect(visitors.map(({ landing_page, n }) => [landing_page, Number(n)])).toEqual([
        ["/first", 3000],
        ["/later", 2000],
      ]);
      // Views are a few counters, not one row each: all of them are kept.
      const views = await opened.db
        .selectFrom("visit_pages")
        .select(["path", "views"])
        .where("day", "=", "2027-01-07")
        .orderBy("path")
        .execute();
      expect(views).toEqual([
        { path: "/first", views: 3000 },
        { path: "/later", views: 3000 },
      ]);
      await visits.stop();
    }, 60_000);
  });
}

visitSuite("visit counts on SQLite", () => sqliteForSuite("visits-"));

visitSuite("visit counts on PostgreSQL", () => postgresForSuite("the PostgreSQL visit tests"));

describe("referrers", () => {
  it("reads only other sites as referrers", () => {
    expect(referrerHostOf("https://www.google.com/search?q=x", "www.site.example")).toBe(
      "google.com",
    );
    expect(referrerHostOf("https://site.example/pricing", "www.site.example:443")).toBeNull();
    expect(referrerHostOf("not a url", "site.example")).toBeNull();
    expect(referrerHostOf(undefined, "site.example")).toBeNull();
  });
});
