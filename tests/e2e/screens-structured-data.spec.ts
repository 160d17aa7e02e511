import { expect, test, type Page } from "@playwright/test";
import { jobOpenings } from "../../app/content/careers";
import { faqs } from "../../app/content/faq";
import { pricingPlans } from "../../app/content/pricing";
import { validateJsonLd } from "../support/json-ld";

async function jsonLdOf(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null") as unknown));
  const all = blocks.flatMap((b) => (Array.isArray(b) ? b : [b]));
  for (const block of all) expect(validateJsonLd(block)).toEqual([]);
  return all.filter(
    (b): b is Record<string, unknown> =>
      typeof b === "object" && b !== null && (b as { "@type"?: unknown })["@type"] === type,
  );
}

test("contact describes its FAQ as FAQPage", async ({ page }) => {
  await page.goto("/contact");
  const [faqPage] = await jsonLdOf(page, "FAQPage");
  expect(faqPage).toBeDefined();
  const questions = faqPage!.mainEntity as { name: string }[];
  expect(questions.map((q) => q.name)).toEqual(faqs.map((f) => f.question));
});

test("each opening is a JobPosting on its own page, and the list of jobs carries none", async ({
  page,
}) => {
  await page.goto("/careers");
  expect(await jsonLdOf(page, "JobPosting")).toEqual([]);
  for (const job of jobOpenings) {
    await page.goto(`/careers/${job.id}`);
    const postings = await jsonLdOf(page, "JobPosting");
    expect(postings.map((p) => p.title)).toEqual([job.title]);
    expect(postings[0]).toMatchObject({
      employmentType: "FULL_TIME",
      jobLocationType: "TELECOMMUTE",
    });
  }
});

test("pricing describes each plan with an INR offer", async ({ page }) => {
  await page.goto("/pricing");
  const plans = await jsonLdOf(page, "Service");
  // Each plan's floor as a range's minimum: an offer's "price" would read as what it costs.
  const offers = plans.map((p) => p.offers as Record<string, unknown>);
  expect(offers.map((offer) => "price" in offer)).toEqual(pricingPlans.map(() => false));
  expect(
    offers.map((offer) => (offer.priceSpecification as { minPrice: number }).minPrice),
  ).toEqual(pricingPlans.map((p) => p.price.min));
  expect(plans.every((p) => (p.offers as { priceCurrency: string }).priceCurrency === "INR")).toBe(
    true,
  );
  // Each plan's ceiling as the page states it; "7,00,000+" states none.
  expect(plans.map((p) => JSON.stringify(p.offers).match(/"maxPrice":(\d+)/)?.[1] ?? null)).toEqual(
    pricingPlans.map((p) => ("openEnded" in p.price ? null : String(p.price.max))),
  );
});
