import { expect, test, type Cookie, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import {
  expectNoA11yViolations,
  useTheme,
  violationsOn,
  watchViolations,
} from "../support/fixtures";
import { mailedSignInPath, mailsTo, postContactForm, uniqueMarker } from "../support/leads";

/**
 * The desk's keyboard shortcuts (app/shell/desk-keys.ts) on three leads of their own, found by a
 * marker, and the desk's module kept out of the public pages. The keys' tests sign in once, by
 * the mailed link as tests/e2e/desk.spec.ts does, with an address of its own, and run in order in
 * one worker: two sign-ins never race for the same mailbox, and a failure does not sign in again
 * for the tests after it (links are limited to 3 an address in 15 minutes).
 */

const email = "desk-keys@agency.example";
const marker = uniqueMarker();
/** The leads' names, in the list's order once signed in. */
let names = ["A", "B", "C"].map((letter) => `Keys ${marker} ${letter}`);
let session: Cookie[] = [];
const listPath = `/desk?q=${marker}`;

test.describe("desk keys", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ baseURL });
    for (const name of names) {
      await postContactForm(context.request, {
        name,
        email: `${marker}@example.com`,
        subject: `Subject of ${name}`,
        message: "We need a booking app for three clinics.",
      });
    }
    const page = await context.newPage();
    const mailsBefore = (await mailsTo(email)).length;
    await page.goto("/desk");
    await page.getByLabel("Work email").fill(email);
    await page.getByRole("button", { name: "Email Me a Sign-In Link" }).click();
    await page.goto(await mailedSignInPath(email, mailsBefore));
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
    session = await context.cookies();
    // The list's order, newest first (leads saved within a millisecond are in the ids' order).
    await page.goto(listPath);
    const listed = await page.locator("tbody [data-lead-link]").allTextContents();
    expect([...listed].sort()).toEqual(names);
    names = listed;
    await context.close();
  });

  /** The list of this spec's leads, signed in, once the desk's module is running. */
  async function openList(page: Page, path = listPath) {
    await page.context().addCookies(session);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-desk-keys", /^(on|off)$/);
  }

  const leadLinks = (page: Page) => page.locator("tbody [data-lead-link]");
  const current = (page: Page) => page.locator('tbody [data-lead-link][aria-current="true"]');

  test("j and k move the current row, Enter and o open its lead, u comes back to it", async ({
    page,
  }) => {
    const { console: cspErrors } = await watchViolations(page);
    await openList(page);
    await expect(current(page)).toHaveCount(0);

    await page.keyboard.press("j");
    await expect(current(page)).toHaveText(names[0]!);
    await expect(leadLinks(page).first()).toBeFocused();
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    // At the end the row stays.
    await page.keyboard.press("j");
    await expect(current(page)).toHaveText(names[2]!);
    await page.keyboard.press("k");
    await expect(current(page)).toHaveText(names[1]!);
    await expect(current(page)).toHaveCount(1);
    await expect(leadLinks(page).nth(1)).toBeFocused();
    // The row is drawn as current: its first cell has the bar.
    const bar = await page
      .locator("tbody tr")
      .nth(1)
      .locator("td")
      .first()
      .evaluate((cell) => getComputedStyle(cell).boxShadow);
    expect(bar).toMatch(/inset/);

    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: `Subject of ${names[1]}` })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-desk-keys", "on");
    // Back to the list as the page's own link goes, with the search kept; the lead is marked.
    await page.keyboard.press("u");
    await expect(page).toHaveURL(listPath);
    await expect(page.locator("html")).toHaveAttribute("data-desk-keys", "on");
    await expect(current(page)).toHaveText(names[1]!);
    await page.keyboard.press("j");
    await expect(current(page)).toHaveText(names[2]!);
    await page.keyboard.press("o");
    await expect(page.getByRole("heading", { name: `Subject of ${names[2]}` })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-desk-keys", "on");
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(listPath);
    await expect(current(page)).toHaveText(names[2]!);

    // The desk's module ran under the CSP (a nonce, like the shell's).
    expect(await violationsOn(page)).toEqual([]);
    expect(cspErrors).toEqual([]);
  });

  test("/ goes to the search, where j is typed, as with Alt or in any field", async ({ page }) => {
    await openList(page);
    const search = page.getByLabel("Search");
    await page.keyboard.press("/");
    await expect(search).toBeFocused();
    // The search is selected: typing starts a new one.
    await page.keyboard.type("jok");
    await expect(search).toHaveValue("jok");
    await expect(current(page)).toHaveCount(0);
    await expect(page).toHaveURL(listPath);
    // Held modifiers are the browser's and the screen reader's.
    await search.blur();
    await page.keyboard.press("Alt+j");
    await expect(current(page)).toHaveCount(0);
    // A select takes its letters too.
    await page.getByLabel("Status").focus();
    await page.keyboard.press("j");
    await expect(current(page)).toHaveCount(0);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`? lists the shortcuts, which can be turned off for good (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await openList(page);
      const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
      await expect(dialog).toBeHidden();
      await page.keyboard.press("j");
      await page.keyboard.press("?");
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("Next / previous lead");
      await expectNoA11yViolations(page);
      // Keys in the dialog do nothing to the list behind it.
      await page.keyboard.press("k");
      await expect(current(page)).toHaveText(names[0]!);

      const toggle = dialog.getByRole("checkbox", { name: "Single-key shortcuts" });
      await expect(toggle).toBeChecked();
      await toggle.uncheck();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator("html")).toHaveAttribute("data-desk-keys", "off");

      // Off, and still off after a reload: no single key does anything.
      for (const reload of [false, true]) {
        if (reload) await openList(page);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.keyboard.press("j");
        await page.keyboard.press("j");
        // Before the reload the row `j` marked while they were on stays where it was.
        if (reload) await expect(current(page)).toHaveCount(0);
        else await expect(current(page)).toHaveText(names[0]!);
        await page.keyboard.press("/");
        await expect(page.getByLabel("Search")).not.toBeFocused();
        await page.keyboard.press("?");
        await expect(dialog).toBeHidden();
      }

      // The button still opens the list, and turns the keys back on.
      await page.getByRole("button", { name: "Keyboard Shortcuts" }).click();
      await expect(dialog).toBeVisible();
      await expect(toggle).not.toBeChecked();
      await toggle.check();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await page.keyboard.press("j");
      await expect(current(page)).toHaveText(names[0]!);
    });
  }
});

test("the public shell module carries none of the desk's code, the desk's module all of it", async ({
  request,
}) => {
  const moduleScripts = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
  };
  const [shell, ...others] = await moduleScripts("/");
  expect(others, "module scripts on the home page besides the shell").toEqual([]);
  const desk = (await moduleScripts("/desk")).filter((src) => src !== shell);
  expect(desk, "the desk's own module").toHaveLength(1);
  const code = async (src: string) => (await request.get(src)).text();
  const [shellCode, deskCode] = await Promise.all([code(shell!), code(desk[0]!)]);
  // Strings only the drafts and the shortcuts have; minifying keeps them.
  for (const unique of ["desk-note-draft:", "desk-shortcuts", "data-desk-keys-dialog"]) {
    expect(shellCode, `the shell has ${unique}`).not.toContain(unique);
    expect(deskCode, `the desk's module has ${unique}`).toContain(unique);
  }
});
