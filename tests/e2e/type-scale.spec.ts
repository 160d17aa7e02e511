import { expect } from "@playwright/test";
import { routeTable } from "../../app/route-table";
import { sharedPageTest as test } from "../support/fixtures";

/**
 * The font size and weight pairs the pages' text uses (docs/decisions/026-a-short-type-scale.md).
 * Chromium sets up every pair once per page load, at a cost, so the scale stays short: a pair
 * missing here fails with the page and the text that uses it. Add one when a design needs it.
 * "px/weight"; sizes at phone and desktop widths.
 */
const typeScale = new Set([
  // Regular: text, captions, leads.
  "12/400",
  "14/400",
  "16/400",
  "18/400",
  // Medium: navigation, form labels, contact links.
  "14/500",
  "16/500",
  // Medium: a case study's pull quote (20 px on phones, 24 px from `sm`).
  "20/500",
  "24/500",
  // Semibold: tags, labels, buttons, headings at 18 and 20 px, emphasis in Markdown pages.
  "12/600",
  "14/600",
  "16/600",
  "18/600",
  "20/600",
  // Bold: the logo and 24 px titles.
  "16/700",
  "24/700",
  // Extrabold: page titles, section headings and large figures.
  "30/800",
  "36/800",
  "48/800",
  "60/800",
]);

// Each route entry's first page: one page per template.
const pages = routeTable
  .filter((entry) => entry.kind === "page")
  .flatMap((entry) => entry.paths.slice(0, 1).map((page) => page.path));

for (const width of [390, 1440]) {
  test(`every page's text keeps to the type scale at ${width} px`, async ({ sharedPage: page }) => {
    test.setTimeout(pages.length * 8_000);
    await page.setViewportSize({ width, height: 900 });
    const outside: string[] = [];
    const used = new Set<string>();
    for (const path of pages) {
      await page.goto(path, { waitUntil: "load" });
      const pairs = await page.evaluate(() => {
        const found: Record<string, string> = {};
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const text = walker.currentNode.textContent?.trim();
          const element = walker.currentNode.parentElement;
          // Text in a display: none subtree (closed menus) is not laid out, so costs nothing.
          if (!text || !element?.checkVisibility()) continue;
          const style = getComputedStyle(element);
          const pair = `${Math.round(parseFloat(style.fontSize))}/${style.fontWeight}`;
          found[pair] ??= text.slice(0, 40);
        }
        return found;
      });
      for (const [pair, text] of Object.entries(pairs)) {
        used.add(pair);
        if (!typeScale.has(pair)) outside.push(`${path}: ${pair} («${text}»)`);
      }
    }
    expect(outside, "pairs outside the type scale").toEqual([]);
    // The check saw text at several sizes and weights, not empty pages.
    expect(used.size).toBeGreaterThan(8);
  });
}
