/**
 * Which pages load React in the browser, and which of it (docs/decisions/024 and 029,
 * docs/first-load.md).
 *
 * React renders every page on the server. In the browser a page gets only the shell module
 * (app/shell/shell.ts) unless its route names an island in its `handle`:
 *
 * ```ts
 * import { islandHandle } from "~/lib/islands";
 * export const handle = islandHandle("estimate");
 * ```
 *
 * and renders it through `<Island>` (app/components/island.tsx). The page then also loads that
 * island's entry (app/islands/{name}.tsx), which hydrates the island's element, and nothing
 * else, with React DOM alone: the rest of the page stays the server's HTML, and no router runs in
 * the browser. A route without a handle (the default, and what a new content page should keep)
 * ships no framework: its links, forms, `<details>` and the shell work as HTML plus the shell
 * module. This is the "disabling JavaScript" pattern of the Remix docs, one island at a time.
 *
 * This module imports nothing: the build (scripts/vite-plugin-browser-modules.ts) reads the names.
 */

/** Every island, each with an entry module at app/islands/{name}.tsx. */
export const islandNames = ["estimate", "app-finder", "video-showcase"] as const;
export type IslandName = (typeof islandNames)[number];

export interface RouteHandle {
  /** The island this route's page holds: the page loads its entry and hydrates it. */
  island?: IslandName;
}

/** The `handle` of a route whose page holds an island. */
export const islandHandle = (island: IslandName): RouteHandle => ({ island });

/** The island a matched route asks for, if any. */
export function islandOf(matches: ReadonlyArray<{ handle?: unknown }>): IslandName | undefined {
  for (const match of matches) {
    const island = (match.handle as RouteHandle | undefined)?.island;
    if (island) return island;
  }
  return undefined;
}
