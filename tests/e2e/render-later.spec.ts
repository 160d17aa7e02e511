import { expect, test, type Page } from "@playwright/test";

/**
 * Home's sections below the hero (StaticHtml renderLater) are laid out only near the viewport
 * while the page loads, then all of them once it is idle (renderLaterBootScript). These tests
 * hold the page's `load` event back by delaying the hero image, to act inside that window.
 */
const deferred = "[data-render-later] > section";

/** Opens home with its `load` event held back; returns the function that lets it fire. */
async function openHomeWhileLoading(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/generated\/hero\//, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-first-load", "");
  return release;
}

const contentVisibility = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).contentVisibility);

test("home lays out its lower sections on demand while loading, then renders them all", async ({
  page,
}) => {
  const release = await openHomeWhileLoading(page);
  expect(await page.locator(deferred).count()).toBeGreaterThanOrEqual(6);
  expect(await contentVisibility(page, `${deferred}#portfolio`)).toBe("auto");
  expect(await contentVisibility(page, "section[aria-labelledby='home-title']")).toBe("visible");

  release();
  await expect(page.locator("html")).not.toHaveAttribute("data-first-load");
  const states = await page
    .locator(deferred)
    .evaluateAll((sections) =>
      sections.map(
        (s) => `${s.hasAttribute("data-rendered")} ${getComputedStyle(s).contentVisibility}`,
      ),
    );
  expect(new Set(states)).toEqual(new Set(["true visible"]));
});

test("End before the sections are rendered reaches the real bottom of the page", async ({
  page,
}) => {
  const release = await openHomeWhileLoading(page);
  await page.locator("body").focus();
  await page.keyboard.press("End");
  await expect
    .poll(() => page.evaluate(() => scrollY + innerHeight - document.documentElement.scrollHeight))
    .toBeGreaterThan(-2);
  await expect(page.locator("footer").getByRole("link").last()).toBeInViewport();
  release();
});

test("a link to a lower section lands on it", async ({ page }) => {
  await page.goto("/#about");
  await expect(page.locator("html")).not.toHaveAttribute("data-first-load");
  await expect
    .poll(() => page.locator("#about").evaluate((el) => el.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(0);
  // At the top of the window, under the fixed header at most: not short of it, not past it.
  const top = await page.locator("#about").evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeLessThanOrEqual(200);
});

test("without JavaScript nothing is deferred", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveAttribute("data-first-load");
  expect(await contentVisibility(page, `${deferred}#portfolio`)).toBe("visible");
  await context.close();
});
