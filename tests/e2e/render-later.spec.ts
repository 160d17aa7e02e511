import { expect, test, type Page } from "@playwright/test";

/**
 * Home's sections below the hero (StaticHtml renderLater) are laid out only near the viewport
 * while the page loads, then all of them once it is idle (renderLaterBootScript). These tests
 * hold the page's `load` event back by delaying the hero image, to act inside that window.
 */
const deferred = "[data-render-later] > section";
/** The cards of a deferred section's grids, rendered one per idle period after their section. */
const deferredCards = "[data-render-later] .grid > :is(li, article)";

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
  expect(await page.locator(deferred).count()).toBeGreaterThanOrEqual(7);
  expect(await contentVisibility(page, `${deferred}#portfolio`)).toBe("auto");
  expect(await contentVisibility(page, `${deferred}#testimonials`)).toBe("auto");
  expect(await contentVisibility(page, "#portfolio .grid > li")).toBe("auto");
  expect(await contentVisibility(page, "section[aria-labelledby='home-title']")).toBe("visible");

  release();
  await expect(page.locator("html")).not.toHaveAttribute("data-first-load");
  const states = await page
    .locator(`${deferred}, ${deferredCards}`)
    .evaluateAll((units) =>
      units.map(
        (s) => `${s.hasAttribute("data-rendered")} ${getComputedStyle(s).contentVisibility}`,
      ),
    );
  expect(states.length).toBeGreaterThan(30);
  expect(new Set(states)).toEqual(new Set(["true visible"]));
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("rendering the rest of home shifts nothing on screen", async ({ page }) => {
    // A stand-in wider than the screen widens a phone's layout viewport, and the fixed header's
    // buttons move with it (a layout shift Lighthouse reported).
    await page.addInitScript(() => {
      (window as unknown as { shifts: number[] }).shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as unknown as { shifts: number[] }).shifts.push(
            (entry as unknown as { value: number }).value,
          );
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveAttribute("data-first-load");
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
      [],
    );
  });
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

test("a link focused before the sections are rendered is not left under the header", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 780 });
  const release = await openHomeWhileLoading(page);
  const link = page.locator("#tech-stack a").first();
  await link.evaluate((element: HTMLElement) => element.focus());
  await expect(link).toBeFocused();
  await expect(page.locator("html")).not.toHaveAttribute("data-first-load");
  // Once the stand-ins above it have their real heights, the link is still in view, below the
  // fixed header.
  const covered = await link.evaluate(async (element) => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const box = element.getBoundingClientRect();
    const header = document.querySelector("header")!.getBoundingClientRect();
    return box.top < header.bottom || box.bottom > innerHeight;
  });
  expect(covered).toBe(false);
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
