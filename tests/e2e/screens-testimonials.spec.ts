import { waitForHydration } from "../support/shell-helpers";
import { expect, test } from "@playwright/test";
import { testimonials } from "../../app/content/testimonials";
import { siteConfig } from "../../app/site.config";

const animationState = (page: import("@playwright/test").Page) =>
  page
    .locator(".testimonial-strip-group")
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { name: style.animationName, state: style.animationPlayState };
    });

/** Each copy of the list starts where the one before it ends (the repeats joined the loop in step). */
async function expectSeamless(strip: import("@playwright/test").Locator) {
  const gaps = await strip.evaluate((el) => {
    const boxes = [...el.querySelectorAll("ul")].map((list) => list.getBoundingClientRect());
    return boxes.slice(1).map((box, i) => Math.abs(box.left - boxes[i]!.right));
  });
  expect(gaps).toHaveLength(siteConfig.ui.testimonialStripCopies - 1);
  for (const gap of gaps) expect(gap).toBeLessThan(1);
}

test("the strip repeats the six quotes, exposing only one copy to assistive technology", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/testimonials");
  await expect(page).toHaveTitle(/^Client Testimonials \|/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const strip = page.getByTestId("testimonial-strip");
  const copies = siteConfig.ui.testimonialStripCopies;
  // The loop starts at once; the repeats go in before the first copy's end comes into view,
  // which at 1280 px is about 17 s later (app/shell/testimonial-strip.ts).
  await expect(strip).toHaveAttribute("data-looping", "");
  expect(await animationState(page)).toEqual({ name: "testimonial-strip-shift", state: "running" });
  await page.clock.runFor(5_000);
  await expect(strip.locator("figure")).toHaveCount(testimonials.length);
  await page.clock.runFor(siteConfig.ui.testimonialStripSecondsPerCopy * 1000);
  await expect(strip.locator("figure")).toHaveCount(testimonials.length * copies);
  // The repeats joined a loop already under way: each starts where the one before it ends.
  await expectSeamless(strip);
  await expect(strip.locator('ul[aria-hidden="true"]')).toHaveCount(copies - 1);
  // Accessible tree: six figures, six "Rated 5 out of 5" images.
  await expect(page.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(6);
  for (const t of testimonials) {
    await expect(page.getByRole("figure").filter({ hasText: t.name })).toHaveCount(1);
  }
  const first = strip.locator("ul").first().locator("figure").first();
  await expect(first).toContainText(testimonials[0].content);
  await expect(first).toContainText(testimonials[0].role);
  await expect(first.locator("img")).toHaveAttribute("src", /^\/generated\/avatars\/.+\.webp$/);
});

test("repeats added while the strip is paused join it paused, in step", async ({ page }) => {
  await page.clock.install();
  await page.goto("/testimonials");
  const strip = page.getByTestId("testimonial-strip");
  await expect(strip).toHaveAttribute("data-looping", "");
  await page.getByRole("button", { name: "Pause Scrolling" }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(siteConfig.ui.testimonialStripSecondsPerCopy * 1000);
  await expect(strip.locator("figure")).toHaveCount(
    testimonials.length * siteConfig.ui.testimonialStripCopies,
  );
  await expectSeamless(strip);
  const states = await strip.evaluate((el) =>
    [...el.querySelectorAll("ul")].map((list) => getComputedStyle(list).animationPlayState),
  );
  expect(new Set(states)).toEqual(new Set(["paused"]));
});

test("a wider window gets the repeats at once", async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/testimonials");
  const strip = page.getByTestId("testimonial-strip");
  await expect(strip).toHaveAttribute("data-looping", "");
  await page.clock.runFor(5_000);
  await expect(strip.locator("figure")).toHaveCount(testimonials.length);
  await page.setViewportSize({ width: 844, height: 390 });
  await expect(strip.locator("figure")).toHaveCount(
    testimonials.length * siteConfig.ui.testimonialStripCopies,
  );
});

test("the strip pauses with the button, on hover and on keyboard focus", async ({ page }) => {
  await page.goto("/testimonials");
  await waitForHydration(page);
  const button = page.getByRole("button", { name: "Pause Scrolling" });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByRole("button", { name: "Resume Scrolling" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect((await animationState(page)).state).toBe("paused");
  await page.getByRole("button", { name: "Resume Scrolling" }).click();
  await page.mouse.move(0, 0);
  await expect.poll(async () => (await animationState(page)).state).toBe("running");

  await page.getByTestId("testimonial-strip").hover();
  expect((await animationState(page)).state).toBe("paused");
  await page.mouse.move(0, 0);
  await page.getByTestId("testimonial-strip").focus();
  expect((await animationState(page)).state).toBe("paused");
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("the strip does not move and shows each quote once", async ({ page }) => {
    await page.goto("/");
    expect((await animationState(page)).name).toBe("none");
    await expect(page.locator('.testimonial-strip-group[aria-hidden="true"]').first()).toBeHidden();
    await expect(page.getByTestId("testimonial-strip").locator("figure:visible")).toHaveCount(6);
  });

  for (const width of [390, 1440]) {
    test(`at ${width} px the still grid sits in the page's column, as the heading does`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      // The content box of the section's own column (max-w-7xl less its padding).
      const column = await page.locator("#testimonials > .max-w-7xl").evaluate((el) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return {
          left: box.left + parseFloat(style.paddingLeft),
          right: box.right - parseFloat(style.paddingRight),
        };
      });
      const cards = await page.getByTestId("testimonial-strip").locator("figure:visible").all();
      const boxes = await Promise.all(cards.map(async (card) => (await card.boundingBox())!));
      expect(Math.abs(Math.min(...boxes.map((box) => box.x)) - column.left)).toBeLessThanOrEqual(1);
      const right = Math.max(...boxes.map((box) => box.x + box.width));
      expect(Math.abs(right - column.right)).toBeLessThanOrEqual(1);
    });
  }
});

test("without JavaScript the strip is one still row of the six quotes that scrolls sideways", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/testimonials");
  const strip = page.getByTestId("testimonial-strip");
  await expect(strip.locator("figure")).toHaveCount(testimonials.length);
  expect((await animationState(page)).name).toBe("none");
  const scrollable = await strip.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(scrollable).toBe(true);
  await context.close();
});
