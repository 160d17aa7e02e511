import { expect, test, type Page } from "@playwright/test";
import { serviceDetails } from "../../app/content/service-details";
import { services } from "../../app/content/services";
import { pathTo } from "../../app/route-paths";
import { waitForHydration } from "../support/shell-helpers";

const range = (page: Page) => page.getByTestId("estimate-range");

test.describe("the instant estimate without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a GET form the server answers, with the state in the URL", async ({ page }) => {
    await page.goto(pathTo("estimate"));
    // The recommended plan to start from.
    await expect(page.getByRole("radio", { name: /Growth/ })).toBeChecked();
    await expect(range(page)).toHaveText("1,50,000 – 3,00,000 INR");
    // Growth's own features include custom design and an admin panel: their add-ons say so,
    // so that ticking one reads as work beyond the plan (docs/decisions/030).
    const covered = page.getByText("Growth already includes this", { exact: false });
    await expect(covered).toHaveCount(2);
    await expect(page.getByRole("checkbox", { name: /Admin Dashboard/ })).toHaveAccessibleName(
      /Growth already includes this/,
    );
    // The summary's sentences read as sentences: the icon and one text block per line.
    for (const line of await page.locator("#estimate-result ul > li").all()) {
      await expect(line.locator(":scope > *")).toHaveCount(2);
    }
    await page.getByRole("checkbox", { name: /AI Features/ }).check();
    await page.getByRole("checkbox", { name: /Admin Dashboard/ }).check();
    await page.getByRole("button", { name: "Update the Estimate" }).click();
    await expect(page).toHaveURL(
      /\/estimate\?plan=growth&addon=ai-features&addon=admin-dashboard$/,
    );
    await expect(range(page)).toHaveText("2,20,000 – 4,50,000 INR");
  });

  test("a shared link shows its estimate, and bad values get a note, escaped", async ({ page }) => {
    await page.goto(
      `${pathTo("estimate")}?plan=enterprise&addon=maintenance&addon=maintenance&addon=%3Cimg%20src%3Dx%3E`,
    );
    await expect(range(page)).toHaveText("3,50,000 – 7,00,000+ INR");
    await expect(page.getByTestId("estimate-monthly")).toContainText("10,000 – 25,000 INR / month");
    const note = page.getByRole("note");
    await expect(note).toContainText("Unknown add-on “<img src=x>” ignored.");
    await expect(note).toContainText("“maintenance” was listed more than once");
    await expect(page.locator("img[src=x]")).toHaveCount(0);
  });
});

test("the estimate updates as the visitor clicks, keeps its URL and hands over to the contact form", async ({
  page,
}) => {
  await page.goto(pathTo("estimate"));
  await waitForHydration(page);
  await page.getByText("Starter", { exact: true }).click();
  await expect(range(page)).toHaveText("75,000 – 1,20,000 INR");
  await page.getByRole("checkbox", { name: /Cloud & Hosting/ }).check();
  await page.getByRole("checkbox", { name: /Push Notifications/ }).check();
  await expect(range(page)).toHaveText("1,20,000 – 1,65,000 INR");
  await expect(page).toHaveURL(/\/estimate\?plan=starter&addon=cloud-hosting&addon=push-chat$/);
  // Sharing by URL: a fresh load of the same address shows the same estimate.
  await page.reload();
  await expect(range(page)).toHaveText("1,20,000 – 1,65,000 INR");
  await expect(page.getByRole("checkbox", { name: /Cloud & Hosting/ })).toBeChecked();

  await page.getByRole("link", { name: "Send This Estimate" }).click();
  await expect(page).toHaveURL(/\/contact\?subject=.*#contact-form-title$/);
  // It opens at the form, not three screens above it, and says the estimate came along.
  await expect(page.getByRole("heading", { name: "Send us a Message" })).toBeInViewport();
  await expect(page.getByText("We have filled in the subject and message for you.")).toBeVisible();
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(
    "Estimate: Starter plan, 1,20,000 – 1,65,000 INR",
  );
  const message = page.getByLabel("Message", { exact: true });
  await expect(message).toHaveValue(/Plan: Starter/);
  await expect(message).toHaveValue(/Add-ons: Cloud & Hosting Setup, Push Notifications & Chat/);
  await expect(message).toHaveValue(
    /Link: https?:\/\/[^/\s]+\/estimate\?plan=starter&addon=cloud-hosting&addon=push-chat/,
  );
});

test("on a phone the estimate's sticky total keeps to the form and never covers the card it repeats", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/estimate?plan=growth");
  const sticky = page.getByTestId("estimate-sticky");
  const card = page.locator("#estimate-result");
  // Mid-form, the total stays in view.
  await page.getByRole("checkbox", { name: /Cloud & Hosting/ }).scrollIntoViewIfNeeded();
  await expect(sticky).toBeInViewport();
  // With the card's top just under the header, the total has gone with the form above it.
  await card.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80),
  );
  const [bar, summary] = [await sticky.boundingBox(), await card.boundingBox()];
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(summary!.y);
});

test("once hydrated, Enter on a plan or an add-on keeps the page and the focus", async ({
  page,
}) => {
  const navigations: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
  });
  await page.goto(pathTo("estimate"));
  await waitForHydration(page);
  navigations.length = 0;
  const cloud = page.getByRole("checkbox", { name: /Cloud & Hosting/ });
  await cloud.focus();
  await page.keyboard.press("Space");
  await expect(range(page)).toHaveText("1,75,000 – 3,25,000 INR");
  await page.keyboard.press("Enter");
  await expect(cloud).toBeFocused();
  await page.getByRole("radio", { name: /Growth/ }).focus();
  await page.keyboard.press("Enter");
  // A choice made after both presses: had either submitted the form, the page would reload.
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("radio", { name: /Starter/ })).toBeFocused();
  await expect(range(page)).toHaveText("1,00,000 – 1,45,000 INR");
  await expect(page).toHaveURL(/\/estimate\?plan=starter&addon=cloud-hosting$/);
  expect(navigations).toEqual([]);
});

test("pricing's plan buttons open the contact form with the subject filled in", async ({
  page,
}) => {
  await page.goto(pathTo("pricing"));
  await page.getByRole("link", { name: "Get Started with Growth" }).click();
  await expect(page).toHaveURL(/\/contact\?plan=growth#contact-form-title$/);
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue(
    "Growth plan: project enquiry",
  );
});

test.describe("detail pages read without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a service page opens with the service in full, then all services, itself marked", async ({
    page,
  }) => {
    const service = services.find((s) => s.slug === "ai-ml-development")!;
    const detail = serviceDetails.find((d) => d.slug === service.slug)!;
    await page.goto(pathTo("services", { slug: service.slug }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
    await expect(page.getByText(detail.intro[0]!)).toBeVisible();
    await expect(page.getByText(/^From$/)).toBeVisible();
    await expect(page.getByText(/\d INR$/).first()).toBeVisible();
    for (const heading of ["What You Get", "How We Work", "Technologies We Use for It"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    // Questions of its own, opening without JavaScript.
    const question = page.getByText(detail.faqs[0]!.question);
    await question.click();
    await expect(page.getByText(detail.faqs[0]!.answer)).toBeVisible();
    await expect(page.getByRole("heading", { name: "All Our Services" })).toBeAttached();
    await expect(page.locator('#services a[aria-current="page"]')).toHaveText(service.title);
    // The price card's estimate, and the closing band's before the other services, both start
    // from this service's plan.
    const estimates = page.getByRole("link", { name: /Estimate Your Project/ });
    await expect(estimates).toHaveCount(2);
    for (const estimate of await estimates.all()) {
      await expect(estimate).toHaveAttribute(
        "href",
        new RegExp(`^/estimate\\?plan=${detail.pricing.plan}`),
      );
    }
    const closing = page.getByRole("region", { name: "Talk to us about AI & ML development" });
    await expect(closing.getByRole("link", { name: /free consultation/i })).toBeVisible();
    // The band comes after the questions and before the other services.
    const order = await page
      .locator("main h2")
      .evaluateAll((headings) => headings.map((h) => h.textContent));
    expect(order.indexOf("Talk to us about AI & ML development")).toBe(order.length - 2);
  });

  test("a technology page says why we use it and which projects did", async ({ page }) => {
    await page.goto(pathTo("tech-stack", { group: "mobile-ai", tech: "flutter" }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flutter Development");
    const projects = page.getByRole("region", { name: "Projects Built with Flutter" });
    await expect(projects.getByRole("link", { name: "FitPulse Coach" })).toBeVisible();
    // The opening shows that project's screen and links its case study too.
    await expect(
      page.getByRole("figure").getByRole("link", { name: "FitPulse Coach" }),
    ).toHaveAttribute("href", "/portfolio/fitpulse");
  });

  test("an app category page explains such a product, then keeps the finder", async ({ page }) => {
    await page.goto(pathTo("apps", { slug: "healthcare-pharmacy" }));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Doctor & Pharmacy");
    await expect(page.getByRole("heading", { name: "What Such an App Needs" })).toBeVisible();
    await expect(page.getByRole("link", { name: "MediRise Pharmacy" })).toBeVisible();
    await expect(page.getByRole("searchbox")).toBeVisible();
  });
});
