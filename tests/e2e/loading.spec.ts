import { expect, test } from "@playwright/test";
import { waitForHydration } from "../support/shell-helpers";

/**
 * Pages paint from HTML and CSS alone (docs/first-load.md). A page without an island loads one
 * script, the shell module; a page with one loads React and hydrates. The only font they fetch is
 * the preloaded core Inter subset (app.css). Checked on prerendered pages and on pages the server
 * renders with a CSP nonce (the 404 page, a query-string variant).
 */
const pages = [
  { path: "/", island: false },
  { path: "/estimate", island: true },
  { path: "/privacy", island: false },
  { path: "/apps?category=ai", island: true },
  { path: "/no-such-page", island: false },
];

for (const { path, island } of pages) {
  test(`${path} paints, loads ${island ? "React and hydrates" : "only the shell module"}`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path);
    await waitForHydration(page);
    // The shell can be live before the first frame (a page with nothing to reveal).
    await expect
      .poll(
        () => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length),
        { message: "the page painted" },
      )
      .toBe(1);
    const timing = await page.evaluate(() => ({
      fonts: performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith(".woff2")),
      scripts: performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith(".js")),
    }));
    expect(timing.scripts).toContainEqual(expect.stringMatching(/^\/assets\/shell-[\w-]+\.js$/));
    if (island) {
      expect(timing.scripts.length, "the page loaded React's modules").toBeGreaterThan(3);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    } else {
      expect(timing.scripts, "no script but the shell module").toHaveLength(1);
      await expect(page.locator("html[data-islands]")).toHaveCount(0);
    }
    expect(timing.fonts).toEqual([
      expect.stringMatching(/^\/assets\/inter-core-wght-[\w-]+\.woff2$/),
    ]);
    expect(errors).toEqual([]);
  });
}
