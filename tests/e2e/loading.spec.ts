import { expect, test } from "@playwright/test";
import { waitForHydration } from "../support/shell-helpers";

/**
 * Pages paint from HTML and CSS alone and load their JavaScript after the first contentful paint
 * (app/server/deferred-hydration.server.ts), then hydrate; the only font they fetch is the
 * preloaded core Inter subset (app.css). Checked on prerendered pages and on pages the server
 * renders with a CSP nonce (the 404 page, a query-string variant).
 */
const pages = ["/", "/privacy", "/apps?category=ai", "/no-such-page"];

for (const path of pages) {
  test(`${path} requests no script before its first contentful paint, then hydrates`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      fonts: performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith(".woff2")),
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    expect(timing.fcp, "the page painted").toBeGreaterThan(0);
    expect(timing.scripts.length, "the page loaded its modules").toBeGreaterThan(3);
    const early = timing.scripts.filter((script) => script.start < timing.fcp!);
    expect(early, "scripts requested before the first contentful paint").toEqual([]);
    expect(timing.fonts).toEqual([
      expect.stringMatching(/^\/assets\/inter-core-wght-[\w-]+\.woff2$/),
    ]);
    expect(errors).toEqual([]);
  });
}
