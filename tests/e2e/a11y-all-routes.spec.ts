import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { routeTable } from "../../app/route-table";
import { siteConfig } from "../../app/site.config";
import { WCAG_TAGS } from "./fixtures";

/**
 * axe-core (WCAG 2.2 A/AA) over every concrete page of the route table (every slug), in both
 * themes. One browser page per worker is reused for every URL (a worker-scoped fixture) so the
 * run stays short; one test per route entry and theme, so a failure names its page and rule.
 */
const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});

async function showTheme(page: Page, theme: "light" | "dark") {
  // The stored choice points one way and the system preference the other, so the check also
  // proves the visitor's choice wins.
  await page.emulateMedia({
    colorScheme: theme === "dark" ? "light" : "dark",
    reducedMotion: "reduce",
  });
  if (page.url() === "about:blank") await page.goto("/robots.txt");
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    siteConfig.theme.storageKey,
    theme,
  ] as const);
}

const pageEntries = routeTable.filter((entry) => entry.kind === "page");

for (const theme of ["light", "dark"] as const) {
  for (const entry of pageEntries) {
    const paths = entry.paths.map((p) => p.path);
    test(`${entry.id} (${paths.length} page${paths.length > 1 ? "s" : ""}) passes axe in the ${theme} theme`, async ({
      sharedPage: page,
    }) => {
      test.setTimeout(20_000 + paths.length * 15_000);
      await showTheme(page, theme);
      const found: string[] = [];
      for (const path of paths) {
        const response = await page.goto(path, { waitUntil: "load" });
        expect(response?.status(), path).toBe(200);
        const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
        expect(dark, `${path} renders the ${theme} theme`).toBe(theme === "dark");
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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
