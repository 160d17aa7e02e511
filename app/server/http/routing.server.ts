/**
 * Decides, without rendering, how the server answers a GET or HEAD: a file from memory, the
 * cached not-found page, a redirect, or React Router. The route table's facts arrive through
 * build/server/routing.json (written at build time, see `serverRouting()` in app/route-table.ts),
 * so a URL that matches no prerendered page and no rendered route costs what a static file
 * costs: a flood of unknown slugs never reaches React. (A near miss of a listed page is answered
 * by that page's own not-found copy, rendered once, server.ts.)
 */
import { readFileSync } from "node:fs";
import { matchPath } from "react-router";
import { redirectLocation } from "~/route-paths";
import type { ServerRouting } from "~/route-table";
import type { StaticEntry, StaticIndex } from "../static-files.server";
import { nearestPath } from "./nearest-path.server";

export type GetDecision =
  | { kind: "static"; entry: StaticEntry }
  | { kind: "redirect"; location: string }
  /**
   * React Router renders it: `page` when it is a prerendered page asked for with a query string
   * it reads (counted as a view of that page); otherwise a route rendered per request (the desk,
   * the newsletter links, the form token), which is not a page view.
   */
  | { kind: "render"; page: boolean }
  /** `near`: the listed page the path most likely meant (nearest-path.server.ts), if any. */
  | { kind: "not-found"; near: string | null };

export function loadServerRouting(file: string): ServerRouting {
  const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<ServerRouting>;
  if (
    !Array.isArray(parsed.queryPages) ||
    !Array.isArray(parsed.renderedPatterns) ||
    typeof parsed.redirects !== "object" ||
    parsed.redirects === null ||
    !Array.isArray(parsed.listedPaths)
  ) {
    throw new Error(`${file} is not a routing manifest; run npm run build`);
  }
  return parsed as ServerRouting;
}

/**
 * React Router's own client protocol: a route's data (`/about.data`, also posted to by its
 * client-side forms) and lazy route discovery (`/__manifest`). No page loads that client
 * (decision 029), so the server answers these with a plain 404, whatever the method, before
 * React Router sees them: its handler would otherwise run loaders and actions for them.
 */
export function isFrameworkDataPath(pathname: string): boolean {
  return pathname.endsWith(".data") || pathname === "/__manifest";
}

/**
 * Parameters no page reads: the campaign tags and ad-click ids a link carries for analytics (ours
 * reads `utm_*` from the page view, app/server/visits.server.ts, never from the page). The common
 * ones, matched whole; `utm_` with any suffix.
 */
const trackingParameter =
  /^(?:utm_\w+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|li_fat_id|mc_cid|mc_eid|ref)$/i;

/**
 * Whether a query string carries anything a page could read: `?utm_source=news` on /pricing is
 * the prerendered page, served as a file, not a render per campaign visitor.
 */
function carriesPageQuery(search: string): boolean {
  for (const name of new URLSearchParams(search).keys()) {
    if (!trackingParameter.test(name)) return true;
  }
  return false;
}

export function createGetRouter(staticIndex: StaticIndex, routing: ServerRouting) {
  const queryPages = new Set(routing.queryPages);
  const redirects = new Map(Object.entries(routing.redirects));

  return function decide(pathname: string, search: string): GetDecision {
    const entry = staticIndex.entries.get(pathname);
    if (entry) {
      // The query string only matters to pages that read it, and only when it holds more than
      // campaign tags; otherwise (?utm_source=…) the prerendered file is the answer.
      return queryPages.has(pathname) && carriesPageQuery(search)
        ? { kind: "render", page: true }
        : { kind: "static", entry };
    }
    const target = redirects.get(pathname);
    if (target !== undefined)
      return { kind: "redirect", location: redirectLocation(target, search) };
    if (routing.renderedPatterns.some((pattern) => matchPath(pattern, pathname) !== null)) {
      return { kind: "render", page: false };
    }
    return { kind: "not-found", near: nearestPath(pathname, routing.listedPaths) };
  };
}
