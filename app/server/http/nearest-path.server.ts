/**
 * The listed page a missing path most likely meant, for the not-found page's "Did you mean …?":
 * a typo (`/servces`), a page's slug on its own (`/medirise`), or another site's name for it
 * (`/about-us`, `/privacy-policy`). Only a clear winner is named; a guess between two pages, or a
 * path like nothing here (`/wp-login.php`), names none.
 *
 * It runs on every 404, floods included, so the pages' side is worked out once per list and a
 * comparison stops as soon as it cannot be close. Why a suggestion and never a redirect:
 * docs/decisions/038-a-near-miss-gets-a-suggestion-not-a-redirect.md.
 */

/** Longer paths are no typo of ours, and the edit distance grows with the square of length. */
const maxComparedLength = 120;

/** Lower case, no ".html" or similar: how an old or hand-typed link differs harmlessly. */
function normalized(path: string): string {
  let plain = path;
  try {
    plain = decodeURIComponent(plain);
  } catch {
    // A malformed escape stays as it was; it matches nothing.
  }
  // Decoded first, so "/%50ricing" is "/pricing" too.
  plain = plain
    .toLowerCase()
    .replace(/\.(?:html?|php|aspx?)$/, "")
    .replace(/\/+$/, "");
  return plain === "" || plain === "/home" || plain === "/index" ? "/" : plain;
}

/** The words of a path's last segment: `/services/web-development` → web, development. */
const lastWords = (path: string) => (path.split("/").pop() ?? "").split("-").filter(Boolean);

interface IndexedPath {
  path: string;
  /** Edits a typo of it may have: fewer on a short path (one in "/blog", where two reach "/book"). */
  allowed: number;
  words: readonly string[];
}

/** Each list of paths (the server passes the same one every time), worked out once. */
const indexes = new WeakMap<readonly string[], readonly IndexedPath[]>();
function indexOf(paths: readonly string[]): readonly IndexedPath[] {
  let index = indexes.get(paths);
  if (!index) {
    index = paths.map((path) => ({
      path,
      allowed: Math.min(3, Math.floor(path.length / 5)),
      words: lastWords(path),
    }));
    indexes.set(paths, index);
  }
  return index;
}

/** Three rows of the distance table, reused by every comparison (grown for a longer page path). */
let rows = [new Uint16Array(64), new Uint16Array(64), new Uint16Array(64)];

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbours), or `limit + 1` as soon as every alignment of a prefix costs more than `limit`.
 */
function editDistanceWithin(a: string, b: string, limit: number): number {
  if (rows[0]!.length <= b.length) rows = rows.map(() => new Uint16Array(b.length + 1));
  let [before, previous, current] = rows as [Uint16Array, Uint16Array, Uint16Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, before[j - 2]! + 1);
      }
      current[j] = best;
      if (best < rowBest) rowBest = best;
    }
    if (rowBest > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** The one candidate scoring best, or null when none scores or two tie for first. */
function clearWinner<T>(scored: Array<{ item: T; score: number }>): T | null {
  const ranked = scored.sort((a, b) => b.score - a.score);
  if (ranked.length === 0) return null;
  if (ranked.length > 1 && ranked[1]!.score === ranked[0]!.score) return null;
  return ranked[0]!.item;
}

export function nearestPath(requested: string, paths: readonly string[]): string | null {
  if (requested.length > maxComparedLength) return null;
  const wanted = normalized(requested);
  const index = indexOf(paths);
  const exact = paths.find((path) => path === wanted);
  if (exact !== undefined) return exact;

  // A typo: a few edits. Paths whose lengths differ by more than that are never measured: no
  // edits could bridge them, so most 404s cost a comparison of lengths per page.
  const typos: Array<{ item: string; score: number }> = [];
  for (const { path, allowed } of index) {
    if (Math.abs(wanted.length - path.length) > allowed) continue;
    const distance = editDistanceWithin(wanted, path, allowed);
    if (distance <= allowed) typos.push({ item: path, score: -distance });
  }
  const typo = clearWinner(typos);
  if (typo !== null) return typo;

  // Another name for a page: every word of its last segment, and at most two more
  // ("about-us", "terms-of-service"); the page matching the most words wins.
  const words = new Set(lastWords(wanted));
  const names: Array<{ item: string; score: number }> = [];
  for (const { path, words: theirs } of index) {
    if (theirs.length === 0 || words.size - theirs.length > 2) continue;
    if (theirs.every((word) => words.has(word))) names.push({ item: path, score: theirs.length });
  }
  return clearWinner(names);
}

/** Each list of pages' paths, taken once so that `nearestPath` finds its index for them. */
const pathsOfPages = new WeakMap<readonly { path: string }[], readonly string[]>();

/**
 * `nearestPath` over pages with their labels: the page itself, as a link can name it. Pass the same
 * array each time (the not-found route and the desk keep theirs): its paths and their index are
 * worked out once for it.
 */
export function nearestPage<Page extends { path: string }>(
  requested: string,
  pages: readonly Page[],
): Page | null {
  let paths = pathsOfPages.get(pages);
  if (!paths) {
    paths = pages.map((page) => page.path);
    pathsOfPages.set(pages, paths);
  }
  const near = nearestPath(requested, paths);
  return pages.find((page) => page.path === near) ?? null;
}
