import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/fixtures";
import { mailsTo, queryDatabase, uniqueMarker } from "../support/leads";
import { siteConfig } from "../../app/site.config";
import { phoneExample } from "../../app/forms/fields";

interface LeadRow {
  name: string;
  email: string;
  subject: string;
  services: string;
  consent_version: string;
  source_page: string;
}

async function fillContactForm(page: Page, marker: string, email = `${marker}@example.com`) {
  await page.getByLabel("Name", { exact: true }).fill(`Zoë ${marker}`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone (Optional)", { exact: true }).fill("+91 98765 43210");
  await page.getByLabel("Subject", { exact: true }).fill(`Subject ${marker}`);
  await page
    .getByLabel("Message", { exact: true })
    .fill("We would like a booking app for our clinic <script>x</script>.");
  await page.getByLabel("Mobile Apps", { exact: true }).check();
  await page.getByRole("checkbox", { name: /I agree to the Privacy Policy/ }).check();
}

const leadsWith = (marker: string) =>
  queryDatabase<LeadRow>("select * from leads where subject = ?", `Subject ${marker}`);

/** The contact form's start token (the footer's newsletter form has one too). */
const contactFormStarted = (page: Page) =>
  page
    .locator("form", { has: page.getByRole("button", { name: "Send Message" }) })
    .locator('input[name="form_started"]');

test.describe("contact form with JavaScript", () => {
  test("the page's forms share one start-token request", async ({ page }) => {
    const tokenRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/forms/token") tokenRequests.push(request.url());
    });
    await page.goto("/contact");
    await expect(contactFormStarted(page)).not.toHaveValue("");
    const newsletterStarted = page.locator("footer form").locator('input[name="form_started"]');
    await expect(newsletterStarted).toHaveValue(await contactFormStarted(page).inputValue());
    expect(tokenRequests).toHaveLength(1);
  });

  test("sends in place, announces success and stores the lead", async ({ page }) => {
    const marker = uniqueMarker();
    await page.goto("/contact");
    // Hydrated: the form-start token has been fetched.
    await expect(contactFormStarted(page)).not.toHaveValue("");
    await fillContactForm(page, marker);
    await page.getByRole("button", { name: "Send Message" }).click();
    const status = page.locator("#contact-form-status");
    await expect(status).toContainText("Your message has been sent");
    // Shown once: inline in the form's live region, not again in a notification.
    await expect(page.getByText("Your message has been sent")).toHaveCount(1);
    await expect(status).toHaveAttribute("role", "status");
    await expect(page).toHaveURL(/\/contact$/);
    // Sent in place: the confirmation takes the form's place, with focus, and no emptied form
    // under it invites the same message twice.
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeFocused();
    await expect(page.getByLabel("Name", { exact: true })).toBeHidden();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeHidden();
    // Another message: the form again, emptied, from its first field.
    await page.getByRole("link", { name: "Send Another Message" }).click();
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeHidden();
    await expect(status).toHaveText("");
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(page).toHaveURL(/\/contact$/);
    const rows = leadsWith(marker);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: `Zoë ${marker}`,
      services: JSON.stringify(["Mobile Apps"]),
      consent_version: "2025-04-04",
      source_page: "/contact",
    });
    // The agency's notification went out through the outbox to the test SMTP server.
    await expect
      .poll(async () =>
        (await mailsTo(siteConfig.contact.email)).some((m) => m.raw.includes(marker)),
      )
      .toBe(true);
  });

  test("an invalid email keeps every typed value, shows the error and focuses the field", async ({
    page,
  }) => {
    const marker = uniqueMarker();
    await page.goto("/contact");
    await expect(contactFormStarted(page)).not.toHaveValue("");
    await fillContactForm(page, marker, "not-an-email");
    // What a field takes is read with it before anything goes wrong …
    const phone = page.getByLabel("Phone (Optional)", { exact: true });
    await expect(phone).toHaveAccessibleDescription(`With country code, e.g. ${phoneExample}`);
    await expect(page.getByLabel("Message", { exact: true })).toHaveAccessibleDescription(
      "10 to 5,000 characters",
    );
    await phone.fill("12");
    await page.getByRole("button", { name: "Send Message" }).click();
    // … and with its error after.
    await expect(phone).toHaveAttribute(
      "aria-describedby",
      "contact-phone-hint contact-phone-error",
    );
    await expect(phone).toHaveAccessibleDescription(/country code.*country code/);
    const email = page.getByLabel("Email", { exact: true });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(page.locator("#contact-form-status")).toHaveText(
      "Please correct the highlighted fields.",
    );
    await expect(page.locator("#contact-email-error")).toHaveText("Enter a valid email address");
    await expect(email).toHaveAttribute("aria-describedby", "contact-email-error");
    await expect(email).toHaveValue("not-an-email");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`Zoë ${marker}`);
    await expect(page.getByLabel("Mobile Apps", { exact: true })).toBeChecked();
    await expectNoA11yViolations(page, "main");
    expect(leadsWith(marker)).toHaveLength(0);
  });
});

test("a missing consent is shown under its checkbox, as the server shows it, not in its label", async ({
  page,
}) => {
  const marker = uniqueMarker();
  await page.goto("/contact");
  await expect(contactFormStarted(page)).not.toHaveValue("");
  await fillContactForm(page, marker);
  const consent = page.getByRole("checkbox", { name: /I agree to the Privacy Policy/ });
  await consent.uncheck();
  await page.getByRole("button", { name: "Send Message" }).click();
  const error = page.locator("#contact-consent-error");
  await expect(error).toHaveText(/Please agree to the Privacy Policy/);
  await expect(consent).toBeFocused();
  // Outside the label: the checkbox's name stays the consent sentence, and a click on the
  // error does not tick the box.
  expect(await error.evaluate((node) => node.closest("label"))).toBeNull();
  await expect(consent).toHaveAccessibleName(/^I agree to the Privacy Policy/);
  await error.click();
  await expect(consent).not.toBeChecked();
  expect(leadsWith(marker)).toHaveLength(0);
});

test.describe("a visitor in London", () => {
  test.use({ timezoneId: "Europe/London" });

  test("is told when the reply is due in their own time, also on a second message", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(contactFormStarted(page)).not.toHaveValue("");
    const status = page.locator("#contact-form-status");
    for (const [index, marker] of [uniqueMarker(), uniqueMarker()].entries()) {
      if (index > 0) await page.getByRole("link", { name: "Send Another Message" }).click();
      await fillContactForm(page, marker);
      await page.getByRole("button", { name: "Send Message" }).click();
      // A deadline at London's midnight reads as "the end of" the day before (app/lib/reply-by.ts).
      await expect(status).toContainText(
        /We reply by (\w+day \d+ \w+, .+|the end of \w+day \d+ \w+) your time \(London\)/,
      );
      expect(leadsWith(marker)).toHaveLength(1);
    }
  });
});

test("a sent estimate leaves an empty form, not the estimate's text again", async ({ page }) => {
  const marker = uniqueMarker();
  await page.goto("/contact?subject=Estimate%3A%20Growth&message=Plan%3A%20Growth");
  await expect(contactFormStarted(page)).not.toHaveValue("");
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("Estimate: Growth");
  await fillContactForm(page, marker);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("#contact-form-status")).toContainText("Your message has been sent");
  await page.getByRole("link", { name: "Send Another Message" }).click();
  for (const label of ["Name", "Email", "Subject", "Message"]) {
    await expect(page.getByLabel(label, { exact: true }), label).toHaveValue("");
  }
  await expect(page.getByLabel("Mobile Apps", { exact: true })).not.toBeChecked();
  // Nor the note that the form came filled in.
  await expect(page.getByText("We have filled in the subject")).toBeHidden();
  expect(leadsWith(marker)).toHaveLength(1);
});

test("after an invalid then a valid submit, the success replaces the error", async ({ page }) => {
  const marker = uniqueMarker();
  await page.goto("/contact");
  await expect(contactFormStarted(page)).not.toHaveValue("");
  await fillContactForm(page, marker, "not-an-email");
  const send = page.getByRole("button", { name: "Send Message" });
  await send.click();
  const status = page.locator("#contact-form-status");
  await expect(status).toHaveText("Please correct the highlighted fields.");
  await page.getByLabel("Email", { exact: true }).fill(`${marker}@example.com`);
  await send.click();
  await expect(status).toContainText("Your message has been sent");
  await expect(page.getByText("Please correct the highlighted fields.")).toHaveCount(0);
  await expect(page.locator("#contact-email-error")).toHaveCount(0);
  await expect(page.getByText("Your message has been sent")).toHaveCount(1);
  expect(leadsWith(marker)).toHaveLength(1);
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts as a plain HTML form and answers with the success page", async ({ page }) => {
    const marker = uniqueMarker();
    await page.goto("/contact");
    await fillContactForm(page, marker);
    await page.getByRole("button", { name: "Send Message" }).click();
    // The answer opens at the form, with its outcome first.
    await expect(page).toHaveURL(/\/contact#contact-form-title$/);
    const status = page.locator("#contact-form-status");
    await expect(status).toContainText("Your message has been sent");
    // No script told the server the visitor's zone: the reply is due in ours.
    await expect(status).toContainText(/IST at the latest/);
    await expect(status).toBeInViewport();
    expect(leadsWith(marker)).toHaveLength(1);
    // The confirmation in the form's place, as with JavaScript; another message brings the
    // form (empty in the answer) back in place.
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toBeHidden();
    await page.getByRole("link", { name: "Send Another Message" }).click();
    await expect(page).toHaveURL(/\/contact#contact-form-again$/);
    await expect(status).toBeHidden();
    await expect(page.getByLabel("Name", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  });

  test("an invalid email comes back with the error and the typed values", async ({ page }) => {
    const marker = uniqueMarker();
    await page.goto("/contact");
    await fillContactForm(page, marker, "nope@");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("#contact-email-error")).toHaveText("Enter a valid email address");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("nope@");
    await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(`Subject ${marker}`);
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(/booking app/);
    await expect(page.getByLabel("Mobile Apps", { exact: true })).toBeChecked();
    expect(leadsWith(marker)).toHaveLength(0);
  });
});

test("a bot that fills the honeypot gets the same success answer and is not stored", async ({
  request,
  baseURL,
}) => {
  const marker = uniqueMarker();
  const response = await request.post("/contact", {
    headers: { origin: baseURL ?? "" },
    form: {
      name: "Bot",
      email: `${marker}@example.com`,
      subject: `Subject ${marker}`,
      message: "Buy cheap things from my very good website",
      consent: "yes",
      website: "http://spam.example",
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Your message has been sent");
  expect(leadsWith(marker)).toHaveLength(0);
});

test("posts from another site are refused", async ({ request }) => {
  const response = await request.post("/contact", {
    headers: { "sec-fetch-site": "cross-site" },
    form: { name: "x" },
  });
  expect(response.status()).toBe(403);
});

test("oversized bodies are refused with 413", async ({ request, baseURL }) => {
  const response = await request.post("/contact", {
    headers: { origin: baseURL ?? "" },
    form: { message: "x".repeat(40_000) },
  });
  expect(response.status()).toBe(413);
});
