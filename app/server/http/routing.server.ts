/**
 * Decides, without rendering, how the server answers a GET or HEAD: a file from memory, the
 * cached not-found page, a redirect, or React Router. The route table's facts arrive through
 * build/server/routing.json (written at build time, see `serverRouting()` in app/route-table.ts),
 * so a URL that matches no prerendered page and no rendered route costs what a static file
 * costs: a flood of unknown slugs never reaches React.
 */
import { readFileSync } from "node:fs";
import { matchPath } from "react-router";
import type { ServerRouting } from "~/route-table";
import type { StaticEntry, StaticIndex } from "../static-files.server";

export type GetDecision =
  | { kind: "static"; entry: StaticEntry }
  | { kind: "redirect"; location: string }
  | { kind: "render" }
  | { kind: "not-found" }
  /** An unknown `.data` URL: the client router shows its not-found screen for any 404. */
  | { kind: "data-not-found" };

export function loadServerRouting(file: string): ServerRouting {
  const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<ServerRouting>;
  if (
    !Array.isArray(parsed.queryPages) ||
    !Array.isArray(parsed.renderedPatterns) ||
    typeof parsed.redirects !== "object" ||
    parsed.redirects === null
  ) {
    throw new Error(`${file} is not a routing manifest; run npm run build`);
  }
  return parsed as ServerRouting;
}

/** "/about.data" → "/about", "/_root.data" → "/": the page a client-side data request is for. */
function pageOf(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  return pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);
}

/**
 * React Router's lazy route discovery: the client asks here for the routes of links it is about
 * to follow (`routeDiscovery` in react-router.config.ts, "lazy" by default).
 */
const routeManifestPath = "/__manifest";

export function createGetRouter(staticIndex: StaticIndex, routing: ServerRouting) {
  const queryPages = new Set(routing.queryPages);
  const redirects = new Map(Object.entries(routing.redirects));

  return function decide(pathname: string, search: string): GetDecision {
    const page = pageOf(pathname);
    const entry = staticIndex.entries.get(pathname);
    if (entry) {
      // The query string only matters to pages that read it; elsewhere (?utm_source=…) the
      // prerendered file is the answer.
      return search !== "" && queryPages.has(page) ? { kind: "render" } : { kind: "static", entry };
    }
    if (pathname === routeManifestPath) return { kind: "render" };
    const target = redirects.get(pathname);
    if (target !== undefined) return { kind: "redirect", location: target + search };
    if (routing.renderedPatterns.some((pattern) => matchPath(pattern, page) !== null)) {
      return { kind: "render" };
    }
    return pathname.endsWith(".data") ? { kind: "data-not-found" } : { kind: "not-found" };
  };
}
