import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** Runs axe-core on the current page and fails with a readable list of WCAG 2.2 A/AA violations. */
export async function expectNoA11yViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  // axe scrolls elements into view to measure colours, which starts scroll-reveal transitions;
  // measuring half-faded text would report false contrast failures. Under reduced motion every
  // element shows its final state (as it does without JavaScript), so audit that.
  const reducedAlready = await page.evaluate(
    () => matchMedia("(prefers-reduced-motion: reduce)").matches,
  );
  if (!reducedAlready) await page.emulateMedia({ reducedMotion: "reduce" });
  const { violations } = await builder.analyze();
  if (!reducedAlready) await page.emulateMedia({ reducedMotion: null });
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/** Forces a theme before any page script runs, the way a returning visitor's choice would. */
export async function useTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  const { siteConfig } = await import("../../app/site.config");
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    siteConfig.theme.storageKey,
    theme,
  ] as const);
}
