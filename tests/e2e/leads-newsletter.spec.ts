import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expectNoA11yViolations, useTheme } from "../support/fixtures";
import { startServer, type RunningServer } from "../support/server-process";
import { mailsTo, queryDatabase, uniqueMarker } from "../support/leads";

const statusOf = (email: string) =>
  queryDatabase<{ status: string }>(
    "select status from newsletter_subscribers where email = ?",
    email,
  )[0]?.status;

/** Path and query of the `marker` link in the `nth` (1-based) mail that carries one. */
async function linkFromMail(email: string, marker: string, nth = 1): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const links = (await mailsTo(email)).flatMap((mail) => {
          const match = new RegExp(`https?://[^\\s"<>]*${marker}\\?token=[\\w-]+`).exec(mail.raw);
          return match ? [match[0]] : [];
        });
        link = links[nth - 1] ?? "";
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test("newsletter: subscribe, confirm from the mail, then unsubscribe from the welcome mail", async ({
  page,
}) => {
  const email = `reader-${uniqueMarker()}@example.com`;
  await page.goto("/newsletter");
  const form = page.locator("form", { has: page.locator("#newsletter-page-email") });
  await expect(form.locator('input[name="form_started"]')).not.toHaveValue("");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("#newsletter-page-status")).toContainText("confirm your subscription");
  expect(statusOf(email)).toBe("pending");

  const confirmPath = await linkFromMail(email, "/newsletter/confirm", 1);
  // Subscribing again is no error and looks exactly the same, but within the 10-minute cap it
  // sends nothing: the first mail stays the only one, and its link stays valid.
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("#newsletter-page-status")).toContainText("confirm your subscription");
  expect(
    queryDatabase(
      "select id from outbox where recipient = ? and kind = ?",
      email,
      "newsletter_confirmation",
    ),
  ).toHaveLength(1);
  await page.goto(confirmPath);
  expect(statusOf(email)).toBe("pending"); // opening the link alone changes nothing
  await expectNoA11yViolations(page, "main");
  await page.getByRole("button", { name: "Confirm Subscription" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("You are subscribed");
  expect(statusOf(email)).toBe("confirmed");

  // The link is single-use: a second click (or a reload of the answer) says the subscription
  // stands, not that the link expired, and sends no second welcome.
  await page.goto(confirmPath);
  await page.getByRole("button", { name: "Confirm Subscription" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "You are already subscribed",
  );
  expect(
    queryDatabase(
      "select id from outbox where recipient = ? and kind = ?",
      email,
      "newsletter_welcome",
    ),
  ).toHaveLength(1);

  const unsubscribePath = await linkFromMail(email, "/newsletter/unsubscribe");
  await page.goto(unsubscribePath);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("You are unsubscribed");
  expect(statusOf(email)).toBe("unsubscribed");

  // Once unsubscribed, the old confirmation link no longer works: no button to press again,
  // and the way to a new link.
  await page.goto(confirmPath);
  await page.getByRole("button", { name: "Confirm Subscription" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "expired or was already used",
  );
  await expect(page.getByRole("button", { name: "Confirm Subscription" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Subscribe Again" })).toHaveAttribute(
    "href",
    "/newsletter",
  );
  expect(statusOf(email)).toBe("unsubscribed");
});

// The e2e server takes posts at once (FORM_MIN_FILL_MS 0); this one keeps a minimum fill time
// longer than the test takes to type, so every post here is "too fast" for the server to take as
// a person's unless the page holds it until its start token is old enough.
test.describe("a visitor quicker than the minimum fill time", () => {
  // One server for both tests.
  test.describe.configure({ mode: "serial" });
  const minFillMs = 6_000;
  let server: RunningServer;
  let dataDir: string;
  let databaseFile: string;
  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "quick-visitor-"));
    databaseFile = path.join(dataDir, "site.db");
    server = await startServer({
      FORM_MIN_FILL_MS: String(minFillMs),
      DATABASE_URL: `file:${databaseFile}`,
    });
  });
  test.afterAll(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const stored = (sql: string, ...params: unknown[]) => {
    const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql).all(...params);
    } finally {
      db.close();
    }
  };

  /** Opens /terms, waits for the footer form's token, and posts `email` at once. */
  async function subscribeAtOnce(page: Page, email: string) {
    await page.goto(`${server.origin}/terms`);
    const form = page.locator("footer form");
    await expect(form.locator('input[name="form_started"]')).not.toHaveValue("");
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    return form;
  }

  test("is held until the token is old enough, then subscribed for real", async ({ page }) => {
    test.slow();
    const email = `quick-${uniqueMarker()}@example.com`;
    const form = await subscribeAtOnce(page, email);
    await expect(form.getByRole("status")).toContainText("confirm your subscription", {
      timeout: minFillMs + 10_000,
    });
    expect(stored("select status from newsletter_subscribers where email = ?", email)).toEqual([
      { status: "pending" },
    ]);
    // Held: posted no sooner than the minimum after the token arrived (the page's own clock).
    const heldMs = await page.evaluate(() => {
      const fetched = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const at = (path: string) => fetched.find((entry) => new URL(entry.name).pathname === path);
      const token = at("/forms/token");
      const post = at("/newsletter");
      return token && post ? post.startTime - token.responseEnd : null;
    });
    expect(heldMs).toBeGreaterThanOrEqual(minFillMs);
    // The server, on its own clock, took it as a person's: no spam counted.
    expect(stored("select * from spam_counters")).toEqual([]);
  });

  test("an invalid address sent as quickly gets its error, not a false success", async ({
    page,
  }) => {
    test.slow();
    const form = await subscribeAtOnce(page, "not-an-address");
    await expect(form.locator("#newsletter-email-error")).toHaveText(
      "Enter a valid email address",
      { timeout: minFillMs + 10_000 },
    );
    await expect(form.getByRole("status")).not.toContainText("confirm your subscription");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the newsletter form posts to /newsletter and shows the result page", async ({ page }) => {
    const email = `nojs-${uniqueMarker()}@example.com`;
    await page.goto("/newsletter");
    await page.locator("#newsletter-page-email").fill(email);
    await page
      .locator("form", { has: page.locator("#newsletter-page-email") })
      .getByRole("button")
      .click();
    await expect(page.getByText("confirm your subscription").first()).toBeVisible();
    expect(statusOf(email)).toBe("pending");
  });

  test("an invalid address comes back with the error and the typed value", async ({ page }) => {
    await page.goto("/newsletter");
    await page.locator("#newsletter-page-email").fill("not-an-address");
    await page
      .locator("form", { has: page.locator("#newsletter-page-email") })
      .getByRole("button")
      .click();
    await expect(page.locator("#newsletter-page-email-error")).toHaveText(
      "Enter a valid email address",
    );
    await expect(page.locator("#newsletter-page-email")).toHaveValue("not-an-address");
    await expect(page.locator("#newsletter-page-email")).toHaveAttribute("aria-invalid", "true");
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`the newsletter page and its errors pass axe in the ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto("/newsletter");
    const form = page.locator("form", { has: page.locator("#newsletter-page-email") });
    await form.getByLabel("Email address").fill("not-an-address");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("#newsletter-page-email")).toBeFocused();
    await expect(page.locator("#newsletter-page-email-error")).toHaveText(
      "Enter a valid email address",
    );
    await expectNoA11yViolations(page, "main");
  });
}
