/**
 * The listed page a missing path most likely meant, for the not-found page's "Did you mean …?":
 * a typo (`/servces`), a page's slug on its own (`/medirise`), or another site's name for it
 * (`/about-us`, `/privacy-policy`). Only a clear winner is named; a guess between two pages, or a
 * path like nothing here (`/wp-login.php`), names none.
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

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => {
    const row = new Array<number>(b.length + 1).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The words of a path's last segment: `/services/web-development` → web, development. */
const lastWords = (path: string) => (path.split("/").pop() ?? "").split("-").filter(Boolean);

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
  const exact = paths.find((path) => path === wanted);
  if (exact !== undefined) return exact;

  // A typo: a few edits, fewer on a short path (one in "/blog", where two would reach "/book").
  // Paths whose lengths differ by more than that are never measured: no edits could bridge them,
  // so most 404s (scanners' long paths) cost a comparison of lengths per page, not a table.
  const typo = clearWinner(
    paths.flatMap((path) => {
      const allowed = Math.min(3, Math.floor(path.length / 5));
      if (Math.abs(wanted.length - path.length) > allowed) return [];
      const distance = editDistance(wanted, path);
      return distance <= allowed ? [{ item: path, score: -distance }] : [];
    }),
  );
  if (typo !== null) return typo;

  // Another name for a page: every word of its last segment, and at most two more
  // ("about-us", "terms-of-service"); the page matching the most words wins.
  const words = new Set(lastWords(wanted));
  return clearWinner(
    paths.flatMap((path) => {
      const theirs = lastWords(path);
      const fits =
        theirs.length > 0 &&
        theirs.every((word) => words.has(word)) &&
        words.size - theirs.length <= 2;
      return fits ? [{ item: path, score: theirs.length }] : [];
    }),
  );
}

/** `nearestPath` over pages with their labels: the page itself, as a link can name it. */
export function nearestPage<Page extends { path: string }>(
  requested: string,
  pages: readonly Page[],
): Page | null {
  const near = nearestPath(
    requested,
    pages.map((page) => page.path),
  );
  return pages.find((page) => page.path === near) ?? null;
}
