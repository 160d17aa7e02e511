/**
 * The desk's numbers page: views, visitors, sources, campaigns and leads over the last days, from
 * the visit counts (app/server/visits.server.ts) and the leads' attribution.
 */
import { agencyDay, agencyDayBefore, agencyDayStart } from "~/lib/agency-time";
import { pathTo } from "~/route-paths";
import type { AppDatabase } from "./db.server";
import { directSource } from "./visits.server";

export interface DeskNumbers {
  days: number;
  from: string;
  to: string;
  series: Array<{ day: string; views: number; visitors: number; leads: number }>;
  /**
   * `convertedVisits`: the counted visits that sent a lead, the only base a rate per visitor can
   * honestly be taken from. A visit counts once however many messages it sent (one person a day,
   * known by the address they wrote from); newsletter sign-ups are never matched to a visit, and a
   * post from another day, network or browser matches none.
   */
  totals: {
    views: number;
    visitors: number;
    leads: number;
    convertedVisits: number;
    notFound: number;
  };
  /**
   * Each row's `leads` are all its leads; its `convertedVisits` the counted visits among them, as
   * in the totals, for its rate: a page's leads include sign-ups confirmed days after the view,
   * posts matched to no visit, and a second message from the same visitor, so leads per view
   * passed 100 %.
   */
  topPages: Array<{ path: string; views: number; leads: number; convertedVisits: number }>;
  sources: Array<{ source: string; visitors: number; leads: number; convertedVisits: number }>;
  campaigns: Array<{ campaign: string; visitors: number; leads: number; convertedVisits: number }>;
  notFound: Array<{ path: string; count: number }>;
  estimates: { views: number; messages: number };
}

/** The Sources table's rows for visits without a referrer and leads that matched no visit. */
export const directLabel = "Direct (no referrer)";
export const unmatchedLabel = "Lead not matched to a visit";
export const newsletterLabel = "Newsletter sign-ups (not attributed)";

/**
 * Views, visitors, sources and leads for the last `days` days (today included): the agency's
 * days, as the visit counts are kept (agencyDay, docs/decisions/031).
 */
export async function deskNumbers(
  db: AppDatabase,
  days: number,
  at = new Date(),
): Promise<DeskNumbers> {
  const to = agencyDay(at);
  const from = agencyDayBefore(at, days - 1);
  const pages = await db
    .selectFrom("visit_pages")
    .select(["day", "path", "views", "not_found"])
    .where("day", ">=", from)
    .execute();
  const dayVisitors = await db
    .selectFrom("visit_days")
    .selectAll()
    .where("day", ">=", from)
    .execute();
  const sources = await db
    .selectFrom("visit_sources")
    .selectAll()
    .where("day", ">=", from)
    .execute();
  // Today's (and any day not yet rolled up) visitors are still rows of their own.
  const live = await db
    .selectFrom("visit_visitors")
    .select(["day", "landing_page", "referrer_host", "utm_campaign"])
    .where("day", ">=", from)
    .execute();
  const leads = await db
    .selectFrom("leads")
    .select([
      "kind",
      "created_at",
      "email",
      "source_page",
      "landing_page",
      "referrer_host",
      "utm_campaign",
      "estimate",
    ])
    .where("created_at", ">=", agencyDayStart(from))
    .execute();

  const series = new Map<string, { day: string; views: number; visitors: number; leads: number }>();
  for (let n = 0; n < days; n++) {
    const day = agencyDayBefore(at, days - 1 - n);
    series.set(day, { day, views: 0, visitors: 0, leads: 0 });
  }
  const pageViews = new Map<string, number>();
  const notFound = new Map<string, number>();
  let notFoundTotal = 0;
  for (const row of pages) {
    const point = series.get(row.day);
    if (point) point.views += Number(row.views);
    if (Number(row.views) > 0)
      pageViews.set(row.path, (pageViews.get(row.path) ?? 0) + Number(row.views));
    if (Number(row.not_found) > 0) {
      notFound.set(row.path, (notFound.get(row.path) ?? 0) + Number(row.not_found));
      notFoundTotal += Number(row.not_found);
    }
  }
  for (const row of dayVisitors) {
    const point = series.get(row.day);
    if (point) point.visitors += Number(row.visitors);
  }
  const sourceVisitors = new Map<string, number>();
  const campaignVisitors = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, n: number) =>
    map.set(key, (map.get(key) ?? 0) + n);
  for (const row of sources) {
    if (row.kind === "referrer") {
      add(
        sourceVisitors,
        row.value === directSource ? directLabel : row.value,
        Number(row.visitors),
      );
    }
    if (row.kind === "campaign") add(campaignVisitors, row.value, Number(row.visitors));
  }
  for (const row of live) {
    const point = series.get(row.day);
    if (point) point.visitors += 1;
    add(sourceVisitors, row.referrer_host ?? directLabel, 1);
    if (row.utm_campaign) add(campaignVisitors, row.utm_campaign, 1);
  }
  const leadsByPage = new Map<string, number>();
  const leadsBySource = new Map<string, number>();
  const leadsByCampaign = new Map<string, number>();
  // The visits that sent a lead, per row: a set, so a visitor who sent two messages is one.
  const convertedByPage = new Map<string, Set<string>>();
  const convertedBySource = new Map<string, Set<string>>();
  const convertedByCampaign = new Map<string, Set<string>>();
  const converted = new Set<string>();
  const addVisit = (map: Map<string, Set<string>>, key: string, visit: string) =>
    map.set(key, (map.get(key) ?? new Set()).add(visit));
  const countOf = (map: Map<string, Set<string>>, key: string) => map.get(key)?.size ?? 0;
  let estimateMessages = 0;
  for (const lead of leads) {
    const day = agencyDay(new Date(lead.created_at));
    const point = series.get(day);
    if (point) point.leads += 1;
    // Newsletter sign-ups are never matched (the Privacy Policy promises only their page), and a
    // post from another day, network or browser matches no visit: neither counts in a rate.
    const fromVisit = lead.kind !== "newsletter" && lead.landing_page !== null;
    // A visitor is counted once a day; the address they wrote from tells their messages apart
    // from another visitor's (the visit's own hash is never kept with a lead).
    const visit = `${day} ${lead.email.trim().toLowerCase()}`;
    add(leadsByPage, lead.source_page, 1);
    if (fromVisit) addVisit(convertedByPage, lead.source_page, visit);
    // A lead from no counted visit has no source to count it under: it gets a row of its own
    // (with no visitors, so no rate) rather than inflating "Direct".
    add(
      leadsBySource,
      lead.kind === "newsletter"
        ? newsletterLabel
        : lead.landing_page === null
          ? unmatchedLabel
          : (lead.referrer_host ?? directLabel),
      1,
    );
    // A campaign comes only from the matched visit, so its leads are all from counted visits.
    if (lead.utm_campaign) {
      add(leadsByCampaign, lead.utm_campaign, 1);
      addVisit(convertedByCampaign, lead.utm_campaign, visit);
    }
    if (lead.estimate) estimateMessages += 1;
    if (fromVisit) {
      addVisit(convertedBySource, lead.referrer_host ?? directLabel, visit);
      converted.add(visit);
    }
  }
  const top = <T>(items: T[], by: (item: T) => number, n = 10) =>
    items.sort((a, b) => by(b) - by(a)).slice(0, n);
  const points = [...series.values()];
  return {
    days,
    from,
    to,
    series: points,
    totals: {
      views: points.reduce((sum, p) => sum + p.views, 0),
      visitors: points.reduce((sum, p) => sum + p.visitors, 0),
      leads: leads.length,
      convertedVisits: converted.size,
      notFound: notFoundTotal,
    },
    topPages: top(
      [...new Set([...pageViews.keys(), ...leadsByPage.keys()])].map((path) => ({
        path,
        views: pageViews.get(path) ?? 0,
        leads: leadsByPage.get(path) ?? 0,
        convertedVisits: countOf(convertedByPage, path),
      })),
      (p) => p.views * 1000 + p.leads,
    ),
    sources: top(
      [...new Set([...sourceVisitors.keys(), ...leadsBySource.keys()])].map((source) => ({
        source,
        visitors: sourceVisitors.get(source) ?? 0,
        leads: leadsBySource.get(source) ?? 0,
        convertedVisits: countOf(convertedBySource, source),
      })),
      (s) => s.visitors * 1000 + s.leads,
    ),
    campaigns: top(
      [...new Set([...campaignVisitors.keys(), ...leadsByCampaign.keys()])].map((campaign) => ({
        campaign,
        visitors: campaignVisitors.get(campaign) ?? 0,
        leads: leadsByCampaign.get(campaign) ?? 0,
        convertedVisits: countOf(convertedByCampaign, campaign),
      })),
      (c) => c.visitors * 1000 + c.leads,
    ),
    notFound: top(
      [...notFound.entries()].map(([path, count]) => ({ path, count })),
      (p) => p.count,
    ),
    estimates: { views: pageViews.get(pathTo("estimate")) ?? 0, messages: estimateMessages },
  };
}
