import { expect } from "@playwright/test";
import { routeTable } from "../../app/route-table";
import { runAxe, sharedPageTest as test, showStoredTheme } from "./fixtures";
import { measureTextContrast } from "./pixel-contrast";

/**
 * axe-core (WCAG 2.2 A/AA) over every concrete page of the route table (every slug), in both
 * themes. One browser page per worker is reused for every URL (`sharedPageTest`) so the run
 * stays short; one test per route entry and theme, so a failure names its page and rule.
 *
 * Text whose contrast axe cannot decide (on a gradient, over an image, partly covered: its
 * "incomplete" results) is measured from the rendered pixels instead (pixel-contrast.ts) and
 * must meet the same ratios.
 */
const pageEntries = routeTable.filter((entry) => entry.kind === "page");

for (const theme of ["light", "dark"] as const) {
  for (const entry of pageEntries) {
    const paths = entry.paths.map((p) => p.path);
    test(`${entry.id} (${paths.length} page${paths.length > 1 ? "s" : ""}) passes axe in the ${theme} theme`, async ({
      sharedPage: page,
    }) => {
      test.setTimeout(20_000 + paths.length * 15_000);
      await showStoredTheme(page, theme);
      const found: string[] = [];
      for (const path of paths) {
        const response = await page.goto(path, { waitUntil: "load" });
        expect(response?.status(), path).toBe(200);
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
