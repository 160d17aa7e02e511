/**
 * Which pages load React in the browser (docs/decisions/024 and 025, docs/first-load.md).
 *
 * React renders every page on the server. In the browser a page gets only the shell module
 * (app/shell/shell.ts) unless one of its matched routes asks for React Router's scripts in its
 * `handle`, because it holds a real island (the apps finder, the video player, the estimate's live
 * total; the visitor forms and the testimonials strip are the shell module's):
 *
 * ```ts
 * import { islandHandle } from "~/lib/islands";
 * export const handle = islandHandle;
 * ```
 *
 * A route without it (the default, and what a new content page should keep) ships no framework:
 * its links, forms, `<details>` and the shell work as HTML plus the shell module. This is the
 * "disabling JavaScript" pattern from the Remix docs: the root renders `<Scripts />` only when a
 * match asks.
 */

export interface RouteHandle {
  /** This route holds an island: load React and hydrate the page. */
  hydrate?: boolean;
}

/** The `handle` of a route with an island. */
export const islandHandle: RouteHandle = { hydrate: true };

/** True when any matched route asks for React in the browser. */
export function wantsHydration(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}
