import { expect, test } from "@playwright/test";
import { faqs } from "../../app/content/faq";
import { serviceInterests } from "../../app/content/forms";
import { bookPagePath } from "../../app/content/call-request";
import { siteConfig } from "../../app/site.config";

test("contact shows the info cards, contact links, hours, Schedule a Call and the form", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page).toHaveTitle(/^Contact Us \|/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  for (const title of ["Quick Response", "Free Consultation", "Global Service"]) {
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
  }
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: siteConfig.contact.email })).toHaveAttribute(
    "href",
    `mailto:${siteConfig.contact.email}`,
  );
  await expect(main.getByRole("link", { name: siteConfig.contact.phoneDisplay })).toHaveAttribute(
    "href",
    `tel:${siteConfig.contact.phone}`,
  );
  const hours = page.getByTestId("business-hours");
  await expect(hours).toContainText("Monday – Friday9:00 AM – 8:00 PM IST");
  await expect(hours).toContainText("Saturday10:00 AM – 2:00 PM IST");
  await expect(hours).toContainText("SundayClosed");
  await expect(main).toContainText("within 24 hours");
  await expect(main.getByRole("link", { name: "Schedule a Call" })).toHaveAttribute(
    "href",
    bookPagePath("freeConsultation"),
  );

  const form = page.getByRole("form", { name: "Send us a Message" });
  await expect(form.getByLabel("Phone (Optional)")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
  for (const service of serviceInterests) {
    await expect(form.getByRole("checkbox", { name: service })).toBeVisible();
  }
  // The policy itself, not the spec's /privacy-policy, which answers with a redirect.
  await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy",
  );
});

test("the FAQ is an accordion of eight questions operable by keyboard", async ({ page }) => {
  await page.goto("/contact");
  const questions = page.getByTestId("faq").locator("summary");
  const answers = page.getByTestId("faq").locator("details");
  await expect(questions).toHaveCount(8);
  await expect(questions).toHaveText(faqs.map((f) => f.question));
  await expect(page.getByTestId("faq")).toMatchAriaSnapshot(
    faqs.map((f) => `- group: ${JSON.stringify(f.question)}`).join("\n"),
  );
  const first = questions.first();
  await expect(answers.first()).toHaveJSProperty("open", false);
  await expect(page.getByText(faqs[0].answer)).toBeHidden();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(answers.first()).toHaveJSProperty("open", true);
  await expect(page.getByText(faqs[0].answer)).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(answers.nth(1)).toHaveJSProperty("open", true);
  // One answer at a time: opening the second closed the first.
  await expect(answers.first()).toHaveJSProperty("open", false);
  await page.keyboard.press("End");
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(first).toBeFocused();
});

test("the FAQ opens without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact");
  await page.getByTestId("faq").locator("summary").nth(2).click();
  await expect(page.getByText(faqs[2].answer)).toBeVisible();
  await context.close();
});
