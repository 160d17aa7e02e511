import { expect, test } from "@playwright/test";
import { navGroups } from "../../app/content/navigation";
import { siteConfig } from "../../app/site.config";
import { expectNoA11yViolations, useTheme } from "../support/fixtures";
import { mobileMenu, openMobileMenu, waitForHydration } from "../support/shell-helpers";

const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
});

test("the hamburger toggles a scrollable menu (85vh at most) with the same groups", async ({
  page,
}) => {
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const open = page.getByRole("button", { name: "Open menu" });
  await expect(open).toHaveAttribute("aria-expanded", "false");
  await open.click();
  const close = page.getByRole("button", { name: "Close menu" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  const menu = mobileMenu(page);
  await expect(menu).toBeVisible();
  await expect(close).toHaveAttribute("aria-controls", "mobile-menu");
  const maxHeight = (phone.height * siteConfig.ui.mobileMenuMaxHeightVh) / 100;
  await expect(menu).toHaveCSS("max-height", `${maxHeight}px`);
  await expect(menu).toHaveCSS("overflow-y", "auto");

  await expect(menu.getByRole("link", { name: "Home" })).toBeVisible();
  await expect(menu.locator("summary")).toHaveText(navGroups.map((g) => g.label));
  // Open every group: the menu then overflows and scrolls inside its 85vh.
  for (const summary of await menu.locator("summary").all()) await summary.click();
  for (const group of navGroups) {
    for (const column of group.columns) {
      for (const link of column.links) {
        await expect(menu.getByRole("link", { name: link.label, exact: true })).toBeVisible();
      }
    }
  }
  const { scrollHeight, clientHeight } = await menu.evaluate((el) => ({
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }));
  expect(clientHeight).toBeLessThanOrEqual(Math.ceil(maxHeight));
  expect(scrollHeight).toBeGreaterThan(clientHeight);

  await close.click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
});

test("choosing a link closes the menu", async ({ page }) => {
  const menu = await openMobileMenu(page);
  await menu.locator("summary", { hasText: "Company" }).click();
  await menu.getByRole("link", { name: "Careers" }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
});

test("the menu closes when the window reaches the desktop bar's breakpoint, not before", async ({
  page,
}) => {
  const menu = await openMobileMenu(page);
  const breakpoint = siteConfig.ui.desktopNavFromPx;
  await page.setViewportSize({ width: breakpoint - 1, height: phone.height });
  await expect(menu).toBeVisible();
  await page.setViewportSize({ width: breakpoint, height: phone.height });
  await expect(menu).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  // Back to a phone width, it stays closed.
  await page.setViewportSize(phone);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await expect(menu).toBeHidden();
});

test("the open menu dims the page, which does not scroll behind it; the backdrop closes it", async ({
  page,
}) => {
  await openMobileMenu(page);
  const backdrop = page.getByTestId("mobile-menu-backdrop");
  await expect(backdrop).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    "hidden",
  );
  // Below the menu panel, at the bottom of the screen.
  const { height } = (await backdrop.boundingBox()) ?? { height: 0 };
  await backdrop.click({ position: { x: 20, y: height - 20 } });
  await expect(mobileMenu(page)).toBeHidden();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("Escape closes the menu and returns focus to the hamburger", async ({ page }) => {
  await openMobileMenu(page);
  await page.keyboard.press("Tab");
  await expect(mobileMenu(page).getByRole("link", { name: "Home" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(mobileMenu(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

for (const theme of ["light", "dark"] as const) {
  test(`no WCAG 2.2 A/AA violations with the mobile menu open (${theme})`, async ({ page }) => {
    test.slow();
    await useTheme(page, theme);
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveClass(new RegExp(theme));
    const menu = await openMobileMenu(page);
    await menu.locator("summary", { hasText: "Solutions" }).click();
    await expectNoA11yViolations(page);
  });
}
