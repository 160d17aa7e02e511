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

export interface CspViolation {
  directive: string;
  blockedURI: string;
  sample: string;
}

/** Records CSP violations (in the page) and CSP console errors; returns the console list. */
export async function watchViolations(page: Page): Promise<{ console: string[] }> {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const store: CspViolation[] = [];
    Object.assign(window, { __cspViolations: store });
    document.addEventListener("securitypolicyviolation", (event) => {
      store.push({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  return { console: consoleErrors };
}

/** The CSP violations the page has reported since `watchViolations`. */
export async function violationsOn(page: Page): Promise<CspViolation[]> {
  return page.evaluate(
    () => (window as unknown as { __cspViolations: CspViolation[] }).__cspViolations ?? [],
  );
}
