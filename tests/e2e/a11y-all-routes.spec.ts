import { expect, type Page } from "@playwright/test";
import { routeTable } from "../../app/route-table";
import {
  expectScriptsRan,
  runAxe,
  sharedPageTest as test,
  showStoredTheme,
  violationsOn,
  watchViolations,
} from "../support/fixtures";
import { measureTextContrast } from "../support/pixel-contrast";

/**
 * axe-core (WCAG 2.2 A/AA) over every concrete page of the route table (every slug), in both
 * themes. One browser page per worker is reused for every URL (`sharedPageTest`) so the run
 * stays short; one test per route entry and theme, so a failure names its page and rule.
 *
 * Text whose contrast axe cannot decide (on a gradient, over an image, partly covered: its
 * "incomplete" results) is measured from the rendered pixels instead (pixel-contrast.ts) and
 * must meet the same ratios.
 *
 * The same loads check the Content-Security-Policy of every prerendered page (no second visit
 * for it): the header allows the inline scripts by hash, they ran and the page hydrated, and the
 * page reported no violation. server-csp.spec.ts covers rendered pages, navigation and dialogs.
 */

/** The CSP console messages of a reused page, watched from its first use in this worker. */
const cspWatchers = new WeakMap<Page, { console: string[] }>();
async function cspConsoleOf(page: Page): Promise<string[]> {
  let watcher = cspWatchers.get(page);
  if (!watcher) {
    watcher = await watchViolations(page);
    cspWatchers.set(page, watcher);
  }
  return watcher.console;
}

// Entries without prerendered paths (the newsletter and form-refusal pages, rendered per request)
// have nothing to audit here; their own specs load them.
const pageEntries = routeTable.filter((entry) => entry.kind === "page" && entry.paths.length > 0);

for (const theme of ["light", "dark"] as const) {
  for (const entry of pageEntries) {
    const paths = entry.paths.map((p) => p.path);
    test(`${entry.id} (${paths.length} page${paths.length > 1 ? "s" : ""}) passes axe in the ${theme} theme, within its CSP`, async ({
      sharedPage: page,
    }) => {
      test.setTimeout(20_000 + paths.length * 15_000);
      const cspConsole = await cspConsoleOf(page);
      await showStoredTheme(page, theme);
      const found: string[] = [];
      for (const path of paths) {
        const cspConsoleBefore = cspConsole.length;
        const response = await page.goto(path, { waitUntil: "load" });
        expect(response?.status(), path).toBe(200);
        expect(response?.headers()["content-security-policy"], path).toMatch(/'sha256-/);
        const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
        expect(dark, `${path} renders the ${theme} theme`).toBe(theme === "dark");
        const { violations, passes, incomplete } = await runAxe(page);
        // The audit saw the page: its text was measured against its backgrounds.
        expect(
          passes.map((rule) => rule.id),
          path,
        ).toContain("color-contrast");
        found.push(
          ...violations.map(
            (v) =>
              `${path} — ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
          ),
        );
        const undecided = incomplete.find((rule) => rule.id === "color-contrast")?.nodes ?? [];
        for (const node of undecided) {
          const selector = node.target.join(" ");
          const { ratio, required, glyphPixels } = await measureTextContrast(page, selector);
          if (glyphPixels === 0) found.push(`${path} — ${selector}: no visible text to measure`);
          else if (ratio < required)
            found.push(
              `${path} — pixel contrast ${ratio.toFixed(2)}:1 < ${required}:1: ${selector}`,
            );
        }
        // By now the deferred scripts have long run: the CSP let everything through.
        await expectScriptsRan(page);
        expect(await violationsOn(page), `${path}: CSP violations`).toEqual([]);
        expect(cspConsole.slice(cspConsoleBefore), `${path}: CSP errors`).toEqual([]);
      }
      expect(found, found.join("\n")).toEqual([]);
    });
  }
}

test("the pixel measurement catches faint text on the hero gradient", async ({
  sharedPage: page,
}) => {
  await showStoredTheme(page, "light");
  await page.goto("/", { waitUntil: "load" });
  const description = "#home-title + p";
  const asBuilt = await measureTextContrast(page, description);
  expect(asBuilt.glyphPixels).toBeGreaterThan(100);
  expect(asBuilt.ratio).toBeGreaterThanOrEqual(asBuilt.required);
  // The same text in a pale grey on the pale end of the gradient: it must fail.
  await page
    .locator(description)
    .evaluate((node) => (node as HTMLElement).style.setProperty("color", "rgb(200 200 200)"));
  const faint = await measureTextContrast(page, description);
  expect(faint.glyphPixels).toBeGreaterThan(100);
  expect(faint.ratio).toBeLessThan(faint.required);
});
