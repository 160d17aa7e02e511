import { expect, type Page } from "@playwright/test";

/** Waits until React has hydrated the shell (the shell marks the document once it has). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html.motion-ready")).toHaveCount(1);
}

export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}
