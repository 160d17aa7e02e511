import { expect, test } from "@playwright/test";
import { navGroups } from "../../app/content/navigation";
import { mobileMenu, navPanel, navTrigger } from "../support/shell-helpers";

// Issue 29: the shell's HTML works without any script (app.css, `@media (scripting: none)`).
test.use({ javaScriptEnabled: false });

const company = navGroups.find((group) => group.id === "company");
if (!company) throw new Error("navigation: no Company group");

test.describe("desktop bar", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a dropdown opens while its item is pointed at, and its links work", async ({ page }) => {
    await page.goto("/terms");
    const panel = navPanel(page, "company");
    await expect(panel).toBeHidden();
    await navTrigger(page, company.label).hover();
    await expect(panel).toBeVisible();
    await panel.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("a dropdown opens while focus is in it, so the keyboard reaches its links", async ({
    page,
  }) => {
    await page.goto("/terms");
    await navTrigger(page, company.label).focus();
    const panel = navPanel(page, "company");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "About Us" })).toBeFocused();
    await expect(panel).toBeVisible();
  });

  test("the header keeps a background, so scrolled text never shows through it", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const header = page.locator("#site-header");
    await expect(header).toHaveCSS("backdrop-filter", /blur\(/);
    const alpha = await header.evaluate((el) => {
      const color = getComputedStyle(el).backgroundColor;
      const match = /\/\s*([\d.]+)\)|rgba\([^)]*,\s*([\d.]+)\)/.exec(color);
      return match ? Number(match[1] ?? match[2]) : color.startsWith("rgb(") ? 1 : 0;
    });
    expect(alpha).toBeGreaterThan(0.8);
  });

  test("the theme toggle, which needs a script, is not shown", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("button", { name: "Toggle theme" })).toBeHidden();
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the menu link opens the menu, its groups open, and the close link closes it", async ({
    page,
  }) => {
    await page.goto("/terms");
    const menu = mobileMenu(page);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await page.getByRole("link", { name: "Open menu" }).tap();
    await expect(menu).toBeVisible();
    await menu.getByText(company.label, { exact: true }).tap();
    await expect(menu.getByRole("link", { name: "Careers" })).toBeVisible();
    await page.getByRole("link", { name: "Close menu" }).tap();
    await expect(menu).toBeHidden();
    // Reopened, the menu keeps the group the visitor opened.
    await page.getByRole("link", { name: "Open menu" }).tap();
    await menu.getByRole("link", { name: "Careers" }).tap();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(mobileMenu(page)).toBeHidden();
  });
});

for (const scheme of ["light", "dark"] as const) {
  test(`the theme is the system's: ${scheme} for an OS in ${scheme} mode`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: scheme });
    const page = await context.newPage();
    await page.goto("/");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // The tokens of app.css: --background is lightness 0.99 light and 0.16 dark.
    expect(background).toMatch(scheme === "dark" ? /^oklch\(0\.16 / : /^oklch\(0\.99 /);
    // The artwork follows: the light picture shows only in the light theme.
    const heroPicture = page.locator("main picture").first();
    if (scheme === "dark") await expect(heroPicture).toBeHidden();
    else await expect(heroPicture).toBeVisible();
    await context.close();
  });
}
