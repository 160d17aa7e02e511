import { test } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./fixtures";

const screens = [
  "/",
  "/about",
  "/services",
  "/services/ui-ux-design",
  "/portfolio",
  "/testimonials",
  "/tech-stack",
  "/tech-stack/backend/django",
  "/contact",
  "/careers",
  "/pricing",
];

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    for (const path of screens) {
      test(`${path} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
        await useTheme(page, theme);
        await page.goto(path);
        await expectNoA11yViolations(page);
      });
    }
  });
}
