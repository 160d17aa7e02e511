import { expect } from "@playwright/test";
import { routeTable } from "../../app/route-table";
import { runAxe, sharedPageTest as test, showStoredTheme } from "./fixtures";

/**
 * axe-core (WCAG 2.2 A/AA) over every concrete page of the route table (every slug), in both
 * themes. One browser page per worker is reused for every URL (`sharedPageTest`) so the run
 * stays short; one test per route entry and theme, so a failure names its page and rule.
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
        const { violations, passes } = await runAxe(page);
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
      }
      expect(found, found.join("\n")).toEqual([]);
    });
  }
}
