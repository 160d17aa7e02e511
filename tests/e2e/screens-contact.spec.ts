import { expect, test } from "@playwright/test";
import { faqs } from "../../app/content/faq";
import { serviceInterests } from "../../app/content/forms";
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
    "data-cal-link",
    siteConfig.scheduling.events.freeConsultation.link,
  );

  const form = page.getByRole("form", { name: "Send us a Message" });
  await expect(form.getByLabel("Phone (Optional)")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
  for (const service of serviceInterests) {
    await expect(form.getByRole("checkbox", { name: service })).toBeVisible();
  }
  await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
});

test("the FAQ is an accordion of eight questions operable by keyboard", async ({ page }) => {
  await page.goto("/contact");
  const triggers = page.getByTestId("faq").getByRole("button");
  await expect(triggers).toHaveCount(8);
  await expect(triggers).toHaveText(faqs.map((f) => f.question));
  const first = triggers.first();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText(faqs[0].answer)).toBeHidden();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(faqs[0].answer)).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(triggers.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
});
