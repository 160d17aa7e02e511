/**
 * The standard deployment, end to end: Chromium → nginx terminating TLS (the README's proxy
 * configuration, a throwaway CA) → the production build with TRUST_PROXY=on and HSTS=on. Both
 * forms must store what a visitor sends, with JavaScript on and off.
 */
import Database from "better-sqlite3";
import { chromium, expect, test, type Browser } from "@playwright/test";
import { chromiumExecutable } from "../../playwright.config";
import { startTlsDeployment, type TlsDeployment } from "../support/tls-proxy";
import { uniqueMarker } from "../support/leads";

test.describe.configure({ mode: "serial" });

let deployment: TlsDeployment;
let browser: Browser;

test.beforeAll(async () => {
  deployment = await startTlsDeployment({ FORM_MIN_FILL_MS: "0" });
  // The throwaway certificate is trusted by its key, as a real one is by its CA: the page is a
  // secure context and Chromium sends `Origin: https://localhost:…` with every form post.
  browser = await chromium.launch({
    executablePath: chromiumExecutable,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--no-first-run",
      `--ignore-certificate-errors-spki-list=${deployment.spkiHash}`,
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await deployment?.stop();
});

function rows<Row>(sql: string, ...params: unknown[]): Row[] {
  const db = new Database(deployment.databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

for (const javaScriptEnabled of [true, false]) {
  test(`over HTTPS both forms store the lead, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async () => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    try {
      const marker = uniqueMarker();
      const response = await page.goto(`${deployment.httpsOrigin}/contact`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["strict-transport-security"]).toContain("max-age=");
      expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
      // The README's block serves HTTP/2: the page's first requests share one connection.
      expect(
        await page.evaluate(
          () =>
            (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
              .nextHopProtocol,
        ),
      ).toBe("h2");

      const contact = page.locator("form", {
        has: page.getByRole("button", { name: "Send Message" }),
      });
      if (javaScriptEnabled) {
        await expect(contact.locator('input[name="form_started"]')).not.toHaveValue("");
      }
      await contact.getByLabel("Name", { exact: true }).fill(`Proxy ${marker}`);
      await contact.getByLabel("Email", { exact: true }).fill(`${marker}@example.com`);
      await contact.getByLabel("Subject", { exact: true }).fill(`TLS ${marker}`);
      await contact.getByLabel("Message", { exact: true }).fill("Sent through nginx over HTTPS.");
      await contact.getByRole("checkbox", { name: /I agree to the Privacy Policy/ }).check();
      const [post] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === "POST" && r.url().includes("/contact"),
        ),
        contact.getByRole("button", { name: "Send Message" }).click(),
      ]);
      expect(post.status()).toBe(200);
      await expect(page.getByText("Your message has been sent").first()).toBeVisible();
      const leads = rows<{ name: string; source_page: string }>(
        "select name, source_page from leads where subject = ?",
        `TLS ${marker}`,
      );
      expect(leads).toEqual([{ name: `Proxy ${marker}`, source_page: "/contact" }]);

      // The footer's newsletter box, on the page the visitor is on.
      if (!javaScriptEnabled) await page.goto(`${deployment.httpsOrigin}/contact`);
      const email = `news-${marker}@example.com`;
      const newsletter = page.locator("form", {
        has: page.getByRole("button", { name: "Subscribe" }),
      });
      await newsletter.getByLabel("Email address").fill(email);
      const [subscribed] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === "POST" && r.url().includes("/newsletter"),
        ),
        newsletter.getByRole("button", { name: "Subscribe" }).click(),
      ]);
      expect(subscribed.status()).toBe(200);
      await expect(page.getByText("confirm your subscription").first()).toBeVisible();
      expect(rows("select status from newsletter_subscribers where email = ?", email)).toEqual([
        { status: "pending" },
      ]);
    } finally {
      await context.close();
    }
  });
}

test("a form on another site posting here is still refused behind the proxy", async () => {
  const context = await browser.newContext();
  // A page "on evil.example" (served by the test) with a form that posts to our contact route.
  await context.route("https://evil.example/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Elsewhere</title><form method="post" action="${deployment.httpsOrigin}/contact"><input name="name" value="Forged"><button>Send</button></form>`,
    }),
  );
  try {
    const page = await context.newPage();
    await page.goto("https://evil.example/");
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url() === `${deployment.httpsOrigin}/contact`),
      page.getByRole("button", { name: "Send" }).click(),
    ]);
    expect(answer.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "This form was not accepted" })).toBeVisible();
    // Once the page has hydrated, it is still the refusal (not the page of the form's URL).
    await page.locator("html.motion-ready").waitFor();
    await expect(page.getByRole("heading", { name: "This form was not accepted" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/form-refused");
    expect(rows("select id from leads where name = ?", "Forged")).toEqual([]);
  } finally {
    await context.close();
  }
});

test("plain http is redirected to https by the proxy", async () => {
  const answer = await fetch(`${deployment.httpOrigin}/contact`, { redirect: "manual" });
  expect(answer.status).toBe(301);
  expect(answer.headers.get("location")).toMatch(/^https:\/\/localhost/);
});
