import { expect, test, type Page } from "@playwright/test";
import { siteConfig } from "../../app/site.config";
import { waitForHydration } from "../support/shell-helpers";

const key = siteConfig.theme.storageKey;

/**
 * Records the <html> class at the moment the parser creates <body>: the theme boot script in
 * <head> has run by then, and no module script of the app has (module scripts are deferred:
 * they run once the document is parsed).
 */
async function recordClassBeforeAppScripts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as { __classAtBody?: string };
    const observer = new MutationObserver(() => {
      if (document.body && store.__classAtBody === undefined) {
        store.__classAtBody = document.documentElement.className;
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const classAtBody = (page: Page) =>
  page.evaluate(() => (window as unknown as { __classAtBody?: string }).__classAtBody);

/** Exactly one of the two theme classes is on <html>. */
async function expectTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  const other = theme === "dark" ? "light" : "dark";
  await expect(page.locator("html")).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
  await expect(page.locator("html")).not.toHaveClass(new RegExp(`(^|\\s)${other}(\\s|$)`));
}

const stored = (page: Page) => page.evaluate((k) => window.localStorage.getItem(k), key);

for (const scheme of ["light", "dark"] as const) {
  test(`default is system: an OS in ${scheme} mode gets the ${scheme} theme before first paint`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await recordClassBeforeAppScripts(page);
    await page.goto("/");
    expect(await classAtBody(page)).toBe(scheme);
    await waitForHydration(page);
    await expectTheme(page, scheme);
    await expect(page.locator("html")).toHaveCSS("color-scheme", scheme);
    expect(await stored(page)).toBeNull();
  });
}

test("system follows the OS live, an explicit choice does not", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await waitForHydration(page);
  await expectTheme(page, "light");
  await page.emulateMedia({ colorScheme: "dark" });
  await expectTheme(page, "dark");
  await page.emulateMedia({ colorScheme: "light" });
  await expectTheme(page, "light");

  await page.evaluate((k) => window.localStorage.setItem(k, "light"), key);
  await page.reload();
  await waitForHydration(page);
  // A listener of our own, added after the app's (which hydration registered), records the OS
  // switch: once it has run, so has the app's, and the render that follows is flushed within
  // two frames.
  await page.evaluate(() => {
    const store = window as unknown as { __osQuery?: MediaQueryList; __osSwitched?: boolean };
    store.__osQuery = matchMedia("(prefers-color-scheme: dark)");
    store.__osQuery.addEventListener("change", () => (store.__osSwitched = true));
  });
  await page.emulateMedia({ colorScheme: "dark" });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __osSwitched?: boolean }).__osSwitched))
    .toBe(true);
  await page.evaluate(
    () => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))),
  );
  await expectTheme(page, "light");
});

test("the toggle flips light and dark, persists, and a reload shows it with no flash", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await recordClassBeforeAppScripts(page);
  await page.goto("/");
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "Toggle theme" });
  await toggle.click();
  await expectTheme(page, "dark");
  expect(await stored(page)).toBe("dark");

  // The stored choice wins over the OS (light) before any app script runs.
  await page.reload();
  expect(await classAtBody(page)).toBe("dark");
  await waitForHydration(page);
  await expectTheme(page, "dark");

  await page.getByRole("button", { name: "Toggle theme" }).click();
  await expectTheme(page, "light");
  expect(await stored(page)).toBe("light");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  expect(await classAtBody(page)).toBe("light");
});

test("the theme toggle has a tooltip that opens after the hover delay", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await waitForHydration(page);
  const toggle = page.getByRole("button", { name: "Toggle theme" });
  // The delay is timed in the page, from the pointer's arrival to the tooltip's opening, so a slow
  // host stretching the test's own round trips cannot make an on-time opening look early.
  await toggle.evaluate((button) => {
    const timings = { enteredAt: 0, openedAt: 0 };
    (window as unknown as { tooltipTimings: typeof timings }).tooltipTimings = timings;
    button.addEventListener("pointerenter", (event) => (timings.enteredAt = event.timeStamp), {
      once: true,
    });
    const tip = document.getElementById(button.getAttribute("aria-describedby") ?? "")!;
    new MutationObserver(() => {
      if (!tip.hidden && !timings.openedAt) timings.openedAt = performance.now();
    }).observe(tip, { attributes: true, attributeFilter: ["hidden"] });
  });
  await toggle.hover();
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toHaveText("Switch to dark theme");
  const { enteredAt, openedAt } = await page.evaluate(
    () =>
      (window as unknown as { tooltipTimings: { enteredAt: number; openedAt: number } })
        .tooltipTimings,
  );
  expect(enteredAt).toBeGreaterThan(0);
  expect(openedAt - enteredAt).toBeGreaterThanOrEqual(siteConfig.ui.tooltip.openDelayMs);
});
