import { expect, test } from "@playwright/test";
import { expertiseCards, trustedBy } from "../../app/content/company";
import { companyFacts } from "../../app/content/facts";

test("about shows headline, statistics, mission and vision, expertise and Trusted By", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page).toHaveTitle(/^About Us \|/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const stats = page.getByTestId("statistics");
  for (const [value, label] of [
    ["300+", "Happy Clients"],
    ["500+", "Projects Delivered"],
    ["5+", "Industry Awards"],
    ["90+", "Success Rate %"],
  ] as const) {
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }
  const story = page.locator("#story");
  await expect(story.getByRole("heading", { name: "Our Mission" })).toBeVisible();
  await expect(story.getByRole("heading", { name: "Our Vision" })).toBeVisible();
  await expect(story).toContainText("2015");
  for (const card of expertiseCards) {
    await expect(page.getByRole("heading", { level: 3, name: card.title })).toBeVisible();
  }
  await expect(page.getByTestId("trusted-by").locator("li")).toHaveText([...trustedBy]);
  await expect(page.getByTestId("trusted-by").locator("img")).toHaveCount(0);
});

test("the success rate says what it measures, under the figure, wherever it is shown", async ({
  page,
}) => {
  // "90+ Success Rate %" alone left a buyer guessing what was counted.
  const { count, label, definition } = companyFacts.successRatePercent;
  for (const path of ["/about", "/"]) {
    await page.goto(path);
    const card = page
      .getByTestId("statistics")
      .locator("div")
      .filter({ has: page.getByText(label, { exact: true }) });
    await expect(card).toHaveCount(1);
    const figure = card.getByText(`${count}+`, { exact: true });
    const term = card.getByText(label, { exact: true });
    const meaning = card.getByText(definition, { exact: true });
    await expect(meaning, path).toBeVisible();
    // Figure, label, then the definition, read as the definition of the term (a <dd>).
    await expect(meaning).toHaveJSProperty("tagName", "DD");
    const [f, t, m] = await Promise.all([
      figure.boundingBox(),
      term.boundingBox(),
      meaning.boundingBox(),
    ]);
    expect(f!.y, path).toBeLessThan(t!.y);
    expect(t!.y + t!.height, path).toBeLessThanOrEqual(m!.y + 1);
  }
});

test("about has the #services, #contact and #story anchors", async ({ page }) => {
  await page.goto("/about");
  for (const id of ["services", "contact", "story"]) {
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  }
  await page.getByRole("link", { name: "Contact Us", exact: true }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.locator("#contact-title")).toBeAttached();
});
