/**
 * The apps screen's filter (spec section 5) and the URL state it reads, as pure functions so the
 * server render, the client render and the unit tests all agree.
 */
import { withQuery } from "~/route-paths";
import { currencyParam } from "./currency";

export interface FilterableApp {
  title: string;
  description: string;
  tags: readonly string[];
}

export interface AppFilters {
  /** Free-text search; empty matches everything. */
  query: string;
  /** The selected tag chip; null is "All". */
  tag: string | null;
}

/**
 * Case-insensitive substring match of the query on title or description, and (when a tag is
 * selected) the category must carry that tag. Both conditions must hold. Order is preserved.
 */
export function filterApps<T extends FilterableApp>(apps: readonly T[], filters: AppFilters): T[] {
  const needle = filters.query.trim().toLowerCase();
  return apps.filter((app) => {
    const matchesQuery =
      needle === "" ||
      app.title.toLowerCase().includes(needle) ||
      app.description.toLowerCase().includes(needle);
    const matchesTag = filters.tag === null || app.tags.includes(filters.tag);
    return matchesQuery && matchesTag;
  });
}

/**
 * Every distinct tag, sorted alphabetically: by the lower-cased tags' code points, then by code
 * point. Not `localeCompare`: the first collator in a page loads the browser's locale data, about
 * 20 ms of main-thread time while the apps pages hydrate. For tags written in plain letters, as
 * the content's are, the two orders agree.
 */
export function distinctTags(apps: readonly FilterableApp[]): string[] {
  const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const unique = [...new Set(apps.flatMap((app) => app.tags))];
  return unique.sort((a, b) => byCodePoint(a.toLowerCase(), b.toLowerCase()) || byCodePoint(a, b));
}

/**
 * Reads the filters from the URL (`?q=` and `?tag=`). A tag that no category carries is treated as
 * "All" so a mangled shared link still shows results instead of an unexplained empty grid.
 */
export function parseAppFilters(search: URLSearchParams, knownTags: readonly string[]): AppFilters {
  const tag = search.get("tag");
  return {
    query: search.get("q") ?? "",
    tag: tag !== null && knownTags.includes(tag) ? tag : null,
  };
}

/**
 * Puts the items named in `leadKeys` first, in that order, then the rest in their original order.
 * A focused page (a category or a solution area) leads with its own categories.
 */
export function leadWith<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  leadKeys: readonly string[],
): T[] {
  const leading = leadKeys.flatMap((key) => items.filter((item) => keyOf(item) === key));
  return [...leading, ...items.filter((item) => !leadKeys.includes(keyOf(item)))];
}

/** What the finder's URLs carry besides its filters. */
export interface CarriedParams {
  /** The spec's `?category=`, which picks the focused category on /apps. */
  category?: string | null;
  /** The buyer's `?currency=`: the page's converted prices are rendered from it. */
  currency?: string | null;
}

/**
 * The URL of a filter state on the finder's page `path`: empty values are left out so URLs stay
 * short, and the parameters the page was opened with are carried along.
 */
export function appFiltersHref(
  path: string,
  filters: AppFilters,
  { category, currency }: CarriedParams = {},
): string {
  return withQuery(path, {
    category: category ?? undefined,
    q: filters.query.trim() === "" ? undefined : filters.query,
    tag: filters.tag ?? undefined,
    [currencyParam]: currency ?? undefined,
  });
}
