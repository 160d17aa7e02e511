import { expect, test } from "@playwright/test";
import { expectScriptsRan, violationsOn, watchViolations } from "../support/fixtures";
import { waitForHydration } from "../support/shell-helpers";

/**
 * The Content-Security-Policy must not break the site: every inline script of a prerendered page
 * is allowed by hash, every inline script of a server-rendered page by nonce, and nothing else
 * the pages load (styles, fonts, images, data requests) is refused.
 */

// Every prerendered page is loaded with the CSP watched by a11y-all-routes.spec.ts, whose loads
// for the audit serve this check too: header with hashes, scripts ran, no violation.

test("the not-found page served from memory runs its scripts by hash", async ({ page }) => {
  const watcher = await watchViolations(page);
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  expect(response?.headers()["content-security-policy"]).toMatch(/'sha256-/);
  await expectScriptsRan(page);
  await expect(page.getByRole("heading", { name: /Page not found/ })).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(watcher.console.filter((line) => !/404/.test(line))).toEqual([]);
});

test("server-rendered pages run their inline scripts by nonce without violations", async ({
  page,
}) => {
  const watcher = await watchViolations(page);
  // Pages that read their query string are rendered per request, with a nonce.
  for (const path of ["/apps?q=food", "/apps?category=Booking%20Apps"]) {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"], path).toMatch(/'nonce-/);
    await expectScriptsRan(page);
    expect(await violationsOn(page), path).toEqual([]);
  }
  expect(watcher.console).toEqual([]);
});

test("navigating between pages causes no violations", async ({ page }) => {
  const watcher = await watchViolations(page);
  await page.goto("/");
  await expectScriptsRan(page);
  // The footer fades in (Reveal) each time it scrolls into view; click once it has settled, or
  // the click can land while the link is still moving.
  const clickFooterLink = async (name: string) => {
    const footer = page.getByTestId("footer-main");
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toHaveCSS("opacity", "1");
    await page.getByRole("contentinfo").getByRole("link", { name }).first().click();
  };
  await clickFooterLink("All Services");
  await expect(page).toHaveURL(/\/services$/);
  await clickFooterLink("Privacy Policy");
  await expect(page).toHaveURL(/\/privacy$/);
  await expectScriptsRan(page);
  expect(await violationsOn(page)).toEqual([]);
  expect(watcher.console).toEqual([]);
});

test("opening a dialog (the video player) causes no violations", async ({ page }) => {
  const watcher = await watchViolations(page);
  await page.goto("/video-showcase");
  await expectScriptsRan(page);
  // The player opens from React's click handler, which exists once the page has hydrated.
  await waitForHydration(page);
  await page
    .getByRole("button", { name: /^Watch demo:/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
  expect(watcher.console).toEqual([]);
});
