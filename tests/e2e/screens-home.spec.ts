import { expect, test } from "@playwright/test";
import { bookPagePath } from "../../app/content/call-request";
import { siteConfig } from "../../app/site.config";

test("home shows the hero and then the sections in the spec's order", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(new RegExp(siteConfig.brandName));
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByText(`Welcome to ${siteConfig.brandName}`)).toBeVisible();
  const book = page.getByRole("link", { name: "Book a Free Consultation", exact: true });
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
});

test("Learn More scrolls to the services section", async ({ page }) => {
  await page.goto("/");
  const learnMore = page.getByRole("link", { name: "Learn More" });
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
