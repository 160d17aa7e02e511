/** Cookieless visit counts and lead attribution against a real SQLite file. */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, type OpenedDatabase } from "~/server/db.server";
import { createDesk, deskNumbers } from "~/server/desk.server";
import { createLeadStore } from "~/server/leads-store.server";
import { createVisitCounter, referrerHostOf, type PageHit } from "~/server/visits.server";

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

describe("visit counts", () => {
  let dir: string;
  let opened: OpenedDatabase;
  let clock = new Date("2026-11-20T10:00:00Z");

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "visits-"));
    opened = openDatabase(`file:${path.join(dir, "site.db")}`);
    await migrateToLatest(opened.db);
  });
  afterAll(async () => {
    await opened.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("counts views and daily visitors by a salted hash, without bots or prefetches", async () => {
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
    const store = createLeadStore(opened.db, {
      notifyTo: "agency@example.com",
      publicOrigin: "https://site.example",
      confirmTtlHours: 48,
      confirmMinIntervalMs: 0,
      confirmMaxPerDay: 3,
      now: () => clock,
    });
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
    const lead = await createDesk(opened.db, { dialect: "sqlite" }).lead(id);
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
    await visits.stop();
  });

  it("deletes the day's salt and visitor hashes when the day ends, keeping aggregates", async () => {
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
    const week = await deskNumbers(opened.db, 7, clock);
    expect(week.totals).toMatchObject({ views: 4, visitors: 3 });
    expect(week.campaigns).toEqual([{ campaign: "autumn", visitors: 1, leads: 1 }]);
    await visits.stop();
    // Retention: aggregates older than the limit go.
    clock = new Date("2026-12-30T12:00:00Z");
    await createVisitCounter(opened.db, { retentionDays: 30, now: () => clock }).applyRetention();
    expect(await opened.db.selectFrom("visit_pages").selectAll().execute()).toEqual([]);
  });

  it("reads only other sites as referrers", () => {
    expect(referrerHostOf("https://www.google.com/search?q=x", "www.site.example")).toBe(
      "google.com",
    );
    expect(referrerHostOf("https://site.example/pricing", "www.site.example:443")).toBeNull();
    expect(referrerHostOf("not a url", "site.example")).toBeNull();
    expect(referrerHostOf(undefined, "site.example")).toBeNull();
  });
});
