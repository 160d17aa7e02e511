import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";
import type axe from "axe-core";
import type { ImpactValue, NodeResult, Result } from "axe-core";
import { siteConfig } from "../../app/site.config";
import { animationsFinished } from "./shell-helpers";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * What goes into each audited document: axe-core's own minified build, the same code as the
 * package's `axe.source` (the unminified text of the same function), in under half the bytes to
 * send to the browser and parse: ~100 ms less per document on the CI host.
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** Runs axe-core on the current page and fails with a readable list of WCAG 2.2 A/AA violations. */
export async function expectNoA11yViolations(page: Page, include?: string): Promise<void> {
  // axe scrolls elements into view to measure colours, which starts scroll-reveal transitions;
  // measuring half-faded text would report false contrast failures. Under reduced motion every
  // element shows its final state (as it does without JavaScript), so audit that.
  const reducedAlready = await page.evaluate(
    () => matchMedia("(prefers-reduced-motion: reduce)").matches,
  );
  if (!reducedAlready) {
    await page.emulateMedia({ reducedMotion: "reduce" });
    // Reduced motion cuts every transition to 0.01 ms (app.css), but one in progress still has
    // to reach its end on the next frame: wait for that, or axe reads a half-faded colour.
    await animationsFinished(page.locator("html"));
  }
  const { violations } = await runAxe(page, include ? [include] : undefined);
  if (!reducedAlready) await page.emulateMedia({ reducedMotion: null });
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/** One rule's outcome as the specs read it: which rule, and the targets of its nodes. */
export interface AxeRuleOutcome {
  id: string;
  impact?: ImpactValue | null;
  help: string;
  nodes: Pick<NodeResult, "target">[];
}

/** An axe run reduced to what the specs read (`runAxe`). */
export interface AxeOutcome {
  violations: AxeRuleOutcome[];
  passes: AxeRuleOutcome[];
  incomplete: AxeRuleOutcome[];
}

export interface RunAxeOptions {
  /**
   * List every node each passing rule passed on (`passes[].nodes`), for a spec that checks what
   * a rule measured. Off by default: a passing rule is then listed with one node, which still
   * says that it ran, and axe skips building a selector for every other passing node.
   */
  everyPassingNode?: boolean;
}

/**
 * axe-core (WCAG 2.2 A/AA) run straight in the page, what every audit of the suites uses.
 * @axe-core/playwright's AxeBuilder injects the ~0.5 MB axe source twice per analysis and
 * finishes each one in a freshly opened blank page (to merge iframe results); that costs more
 * than the audit of a small overlay itself. Here the source goes in once per document and
 * `axe.run` audits the page's own DOM, not the content of frames: the site's pages hold none
 * until the booking modal opens, and that frame's page is the provider's (the `<iframe>` element
 * itself, its title included, is audited as part of our page).
 *
 * The results are reduced in the page to rule ids, impact, help and node targets before they
 * cross to the test: axe's full results (every passing node with its HTML and check data) run to
 * hundreds of kilobytes on a long page, and sending them took longer than the audit.
 */
export async function runAxe(
  page: Page,
  include?: readonly string[],
  { everyPassingNode = false }: RunAxeOptions = {},
): Promise<AxeOutcome> {
  const run = () =>
    page.evaluate(
      async ([selectors, tags, allPasses]) => {
        const inPage = (window as unknown as { axe?: typeof axe }).axe;
        if (!inPage) return null; // not injected into this document yet
        const results = await inPage.run(
          selectors ? { include: selectors.map((s) => [s]) } : document,
          {
            runOnly: { type: "tag", values: tags },
            iframes: false,
            // Every rule still runs on every node; only the passing nodes' selectors are not
            // built (each passing rule keeps one node), which is a tenth of the run's time.
            ...(allPasses ? {} : { resultTypes: ["violations", "incomplete"] }),
          },
        );
        const reduce = (list: Result[]) =>
          list.map(({ id, impact, help, nodes }) => ({
            id,
            impact,
            help,
            nodes: nodes.map(({ target }) => ({ target })),
          }));
        return {
          violations: reduce(results.violations),
          passes: reduce(results.passes),
          incomplete: reduce(results.incomplete),
        };
      },
      [include ?? null, WCAG_TAGS, everyPassingNode] as const,
    );
  const results = await run();
  if (results) return results;
  await page.evaluate(axeSource);
  const afterInjection = await run();
  if (!afterInjection) throw new Error("axe-core did not load into the page");
  return afterInjection;
}

/** Forces a theme before any page script runs, the way a returning visitor's choice would. */
export async function useTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    siteConfig.theme.storageKey,
    theme,
  ] as const);
}

/**
 * Tests that visit many URLs share one browser page per worker (`sharedPage`, a worker-scoped
 * fixture) instead of a new context per test, which keeps the all-routes audits short. The page
 * emulates reduced motion, so axe measures final colours rather than half-finished transitions.
 */
export const sharedPageTest = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});

/**
 * Stores a theme choice for the next page loads of a reused page (`sharedPageTest`). The system
 * preference is emulated the other way, so a check in that theme also proves the visitor's
 * choice wins.
 */
export async function showStoredTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme: theme === "dark" ? "light" : "dark" });
  // localStorage needs an origin: any small same-origin document will do.
  if (page.url() === "about:blank") await page.goto("/robots.txt");
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
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

/** Waits until the page's scripts have run (inline theme script, shell module, an island's entry). */
export async function expectScriptsRan(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.documentElement;
        // The inline theme script set a theme class; the shell module (a script from 'self')
        // marked the document; on a page with an island, the inline module importing its entry
        // ran and the island hydrated.
        const themed = root.classList.contains("light") || root.classList.contains("dark");
        const shell = root.classList.contains("motion-ready");
        const island = !root.hasAttribute("data-islands") || root.hasAttribute("data-hydrated");
        return themed && shell && island;
      }),
    )
    .toBe(true);
}
