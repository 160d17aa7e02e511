import { expect, test } from "@playwright/test";
import { pricingPlans } from "../../app/content/pricing";
import { bookPagePath } from "../../app/content/call-request";
import { callLabels } from "../../app/content/facts";

test("pricing is server-rendered with plans, add-ons, CTA and questions in INR", async ({
  page,
  request,
}) => {
  // Server-rendered: the prerendered HTML already holds every price (as text: a range's numbers
  // sit in no-wrap spans).
  const html = await (await request.get("/pricing")).text();
  const text = html.replace(/<[^>]*>/g, "");
  for (const price of [
    "75,000 – 1,20,000 INR",
    "1,50,000 – 3,00,000 INR",
    "3,50,000 – 7,00,000+ INR",
  ]) {
    expect(text).toContain(price);
  }

  await page.goto("/pricing");
  await expect(page).toHaveTitle(/^Pricing Plans \|/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByTestId("trust-points").locator("li")).toHaveCount(4);
  const plans = page.getByTestId("plan-card");
  await expect(plans).toHaveCount(3);
  await expect(plans.getByTestId("plan-price")).toHaveText([
    "75,000 – 1,20,000 INR",
    "1,50,000 – 3,00,000 INR",
    "3,50,000 – 7,00,000+ INR",
  ]);
  await expect(page.locator('[data-recommended="true"]')).toHaveCount(1);
  await expect(page.locator('[data-recommended="true"]')).toContainText("Growth");
  await expect(page.locator('[data-recommended="true"]')).toContainText("Recommended");
  for (const [index, plan] of (await plans.all()).entries()) {
    // The contact form opens with the plan's subject filled in.
    await expect(plan.getByRole("link", { name: /^Get Started/ })).toHaveAttribute(
      "href",
      `/contact?plan=${pricingPlans[index]!.id}#contact-form-title`,
    );
  }
  await expect(page.getByTestId("add-on-price")).toHaveText([
    "+50,000 – 1,00,000 INR",
    "+25,000 INR",
    "+30,000 INR",
    "+20,000 – 50,000 INR",
    "+20,000 INR",
    "10,000 – 25,000 INR / month",
  ]);
  // Every offer of a call says which call it is and what it costs.
  const calls = page.getByRole("link", { name: callLabels.discoveryCall });
  await expect(calls).toHaveCount(2);
  await expect(page.getByRole("link", { name: callLabels.freeConsultation })).toHaveCount(1);
  for (const call of await calls.all()) {
    await expect(call).toHaveAttribute("href", bookPagePath("discoveryCall"));
  }
  await expect(page.getByRole("heading", { name: "Not sure which plan fits?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Have questions about pricing?" })).toBeVisible();
  await expect(page.getByText("Fully refundable when you sign any plan.")).toBeVisible();
});
