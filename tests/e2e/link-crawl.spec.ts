import { expect, test } from "@playwright/test";
import { siteConfig } from "../../app/site.config";
import { baseURL } from "../../playwright.config";
import { prerenderedPagePaths } from "../support/prerendered";

/** Upper bound on distinct URLs visited, so a link explosion fails instead of running forever. */
const MAX_URLS = 1500;
const CONCURRENCY = 6;

const ANCHOR_HREF = /<a\b[^>]*?\shref="([^"]*)"/gi;
const ELEMENT_ID = /<[a-z][\w-]*\b[^>]*?\sid="([^"]*)"/gi;

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** The internal target of an href (path + query, without fragment), or null for other links. */
function internalTarget(href: string, pagePath: string): string | null {
  if (/^(mailto:|tel:|javascript:|data:)/i.test(href)) return null;
  const origin = siteConfig.siteUrl.replace(/\/+$/, "");
  let absolute: URL;
  try {
    absolute = new URL(href, `${origin}${pagePath}`);
  } catch {
    throw new Error(`${pagePath}: unparseable link href "${href}"`);
  }
  if (absolute.origin !== new URL(origin).origin) return null;
  return `${absolute.pathname}${absolute.search}`;
}

/** The fragment an internal href points at ("backend" for `/tech-stack#backend`), if any. */
function fragmentOf(href: string, pagePath: string): string | null {
  const origin = siteConfig.siteUrl.replace(/\/+$/, "");
  const { hash } = new URL(href, `${origin}${pagePath}`);
  return hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
}

/** Node's own fetch (no browser needed), following redirects as a browser would. */
async function fetchPage(target: string) {
  const response = await fetch(new URL(target, baseURL), { redirect: "follow" });
  const type = response.headers.get("content-type") ?? "";
  const body = type.includes("text/html") ? await response.text() : "";
  return { status: response.status, finalUrl: response.url, body };
}

test("every internal link of every prerendered page ends in a 200 page, at an element that exists", async () => {
  // About 5 s on an idle 2-core host.
  test.setTimeout(120_000);
  const start = prerenderedPagePaths();
  const linkedFrom = new Map<string, string>(start.map((p) => [p, "(prerendered)"]));
  const queue = [...start];
  const visited = new Set<string>();
  const broken: string[] = [];
  const placeholders: string[] = [];
  let internalLinksSeen = 0;
  /** The element ids of each page read, and the fragments links ask of it. */
  const idsOf = new Map<string, Set<string>>();
  const fragmentLinks: { target: string; fragment: string; from: string }[] = [];

  while (queue.length > 0) {
    const batch = queue.splice(0, CONCURRENCY);
    await Promise.all(
      batch.map(async (target) => {
        if (visited.has(target)) return;
        visited.add(target);
        const { status, finalUrl, body } = await fetchPage(target);
        if (status !== 200) {
          broken.push(`${target} → ${status} (${finalUrl}), linked from ${linkedFrom.get(target)}`);
          return;
        }
        const pagePath = new URL(finalUrl).pathname;
        idsOf.set(target, new Set([...body.matchAll(ELEMENT_ID)].map((m) => m[1] ?? "")));
        for (const match of body.matchAll(ANCHOR_HREF)) {
          const href = decodeEntities(match[1] ?? "");
          // Collected, not asserted link by link: Playwright's expect records a call site each
          // time, and tens of thousands of calls took minutes of CPU.
          if (/^#?$/.test(href)) placeholders.push(`${target}: href="${href}"`);
          const next = internalTarget(href, pagePath);
          if (next !== null) internalLinksSeen += 1;
          const fragment = next === null ? null : fragmentOf(href, pagePath);
          if (next !== null && fragment !== null)
            fragmentLinks.push({ target: next, fragment, from: target });
          if (next === null || visited.has(next) || linkedFrom.has(next)) continue;
          linkedFrom.set(next, target);
          queue.push(next);
        }
      }),
    );
    expect(visited.size, "crawl exceeded its URL budget").toBeLessThanOrEqual(MAX_URLS);
  }

  expect(broken, broken.join("\n")).toEqual([]);
  // A link to a part of a page lands on it: an id the page really has.
  const missing = new Map<string, string>();
  for (const { target, fragment, from } of fragmentLinks) {
    const link = `${target}#${fragment}`;
    if (idsOf.get(target)?.has(fragment) === false && !missing.has(link)) missing.set(link, from);
  }
  const missingList = [...missing].map(([link, from]) => `${link}, linked from ${from} and others`);
  expect(missingList, missingList.join("\n")).toEqual([]);
  expect(fragmentLinks.length, "the crawl met links to parts of pages").toBeGreaterThan(0);
  expect(placeholders, "empty or placeholder links").toEqual([]);
  // The crawl really read links (navigation and footer alone give every page dozens).
  expect(internalLinksSeen).toBeGreaterThan(start.length * 10);
  expect(visited.size).toBeGreaterThanOrEqual(start.length);
});
