import { expect, test } from "@playwright/test";
import { bookPagePath } from "../../app/content/call-request";
import { trustedBy } from "../../app/content/company";
import { siteConfig } from "../../app/site.config";
import { expectNoA11yViolations } from "../support/fixtures";

test("home shows the hero and then the sections in the spec's order", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(new RegExp(siteConfig.brandName));
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByText(`Welcome to ${siteConfig.brandName}`)).toBeVisible();
  const hero = page.locator("section[aria-labelledby='home-title']");
  const book = hero.getByRole("link", { name: "Book a Free Consultation", exact: true });
  await expect(book).toHaveAttribute("href", bookPagePath("freeConsultation"));

  // Sections are children of <main>, or of the server-rendered blocks
  // (display: contents) in it.
  const order = await page
    .locator("main > :is(section[id], section[aria-labelledby='home-title'])")
    .evaluateAll((sections) => sections.map((s) => s.id || "hero"));
  expect(order).toEqual([
    "hero",
    "services",
    "portfolio",
    "tech-stack",
    "testimonials",
    "about",
    "contact",
  ]);
  await expect(page.locator("main").getByRole("form", { name: "Send us a Message" })).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  // The hero names every product we built, About's six Trusted By names among them, so home's
  // About leaves its strip out rather than show the same names twice.
  const heroStrip = page.locator("main > section[aria-labelledby='home-title']");
  for (const name of trustedBy)
    await expect(heroStrip.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByTestId("trusted-by")).toHaveCount(0);
});

test("Learn More scrolls to the services section", async ({ page }) => {
  await page.goto("/");
  const learnMore = page
    .locator("section[aria-labelledby='home-title']")
    .getByRole("link", { name: "Learn More", exact: true });
  await expect(learnMore).toHaveAttribute("href", "#services");
  await learnMore.click();
  await expect(page).toHaveURL(/#services$/);
  await expect(page.locator("#services-title")).toBeInViewport();
});

test("home has a description and the section headings are h2", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    siteConfig.tagline,
  );
  for (const id of ["services", "portfolio", "tech-stack", "testimonials", "about", "contact"]) {
    await expect(page.locator(`#${id}-title`)).toHaveJSProperty("tagName", "H2");
  }
});

test("on a phone, home's work is one row that swipes sideways; from 768 px, a grid", async ({
  page,
}) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/");
    const section = page.locator("section#portfolio");
    const list = section.locator("ul");
    const cards = page.getByTestId("portfolio-card");
    await expect(cards).toHaveCount(11);
    // One row: every card starts at the same height, and the row scrolls, not the page.
    const tops = await cards.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    expect(new Set(tops).size, `${width} px`).toBe(1);
    const { scrollWidth, clientWidth } = await list.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth * 5);
    // The row scrolls; the page itself does not move sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    expect((await section.boundingBox())!.height, `${width} px`).toBeLessThan(1100);
    // Each card holds its whole text, its client's city, its headline outcome and its button,
    // is at least the spec's 480 px, and as tall as the others in the row.
    const heights = new Set<number>();
    for (const card of await cards.all()) {
      const box = (await card.boundingBox())!;
      const button = (await card.getByRole("link", { name: /^View Project/ }).boundingBox())!;
      const outcome = (await card.getByTestId("headline-outcome").boundingBox())!;
      await expect(card.getByTestId("client-location")).toHaveText(/^Client in \S.*, \S/);
      heights.add(box.height);
      expect(box.height).toBeGreaterThanOrEqual(siteConfig.ui.portfolioCardHeightPx);
      expect(outcome.y + outcome.height, `${width} px`).toBeLessThanOrEqual(button.y);
      expect(button.y + button.height, `${width} px`).toBeLessThanOrEqual(box.y + box.height);
    }
    expect(heights.size, `${width} px`).toBe(1);
    await expect(cards.first().getByTestId("headline-outcome")).toBeVisible();
  }
  // The scrolling row is reachable and named for everyone (axe: scrollable regions, lists).
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto("/");
  const boxes = await page
    .getByTestId("portfolio-card")
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
  expect(new Set(boxes.map((box) => box.top)).size).toBe(6);
  expect(new Set(boxes.map((box) => box.height)).size).toBe(1);
});
