import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { navGroups, type NavGroup } from "../../app/content/navigation";
import { demoVideos } from "../../app/content/videos";
import { routeTable } from "../../app/route-table";
import { siteConfig } from "../../app/site.config";
import { runAxe, sharedPageTest as test, showStoredTheme } from "../support/fixtures";
import {
  animationsFinished,
  hoverNavDropdown,
  navPanel,
  navTrigger,
  openMobileMenu,
  videoPlayer,
  videoTrigger,
  waitForHydration,
} from "../support/shell-helpers";

/**
 * axe-core (WCAG 2.2 A/AA) with each overlay open, on one page of every route entry (the slugs of
 * an entry share its template and header, so the overlays meet the same page around them), in
 * both themes: the phone menu, a navbar dropdown (every dropdown on the first page), and the
 * video player on every page that has a player trigger. a11y-all-routes.spec.ts audits every
 * concrete page (every slug) with nothing open.
 *
 * Scope: that spec already audits each page as a whole, so here axe audits only the overlay and
 * the control that owns it (`include`), a fraction of the cost of a full-page run. What the
 * overlay sits over still counts: axe's colour-contrast rule measures the overlay's text against
 * whatever is painted beneath or above it, in scope or not. Page content painted over an overlay
 * makes axe skip the covered text as hidden, and text it cannot decide (a background showing
 * through, a colour it cannot parse) ends "incomplete": both fail here (see `auditOverlay`).
 *
 * Cost: one test per route entry, its pages in turn on one browser page per worker, one load per
 * page. Each overlay is audited in the stored theme, then the theme toggle flips the theme (as a
 * visitor would) and it is audited again: phone width for the menu, desktop width for the
 * dropdown, and the player at both widths.
 */

/** Either side of the desktop breakpoint (the menu below it, the dropdowns from it). */
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
if (
  phone.width >= siteConfig.ui.desktopNavFromPx ||
  desktop.width < siteConfig.ui.desktopNavFromPx
) {
  throw new Error("a11y-overlays: the viewports no longer straddle the desktop breakpoint");
}

/**
 * The dropdown opened on every page: the widest panel (Solutions, centred on the bar, most of the
 * page width), so it drops over the most of each page's own header content; a page that paints
 * over it or shows through it is caught by the incomplete-contrast check.
 */
const dropdown = navGroups.find((group) => group.wide);
if (!dropdown) throw new Error("a11y-overlays: no wide dropdown in navGroups to open");

const pageEntries = routeTable.filter((entry) => entry.kind === "page" && entry.paths.length > 0);

/**
 * Route modules whose page holds the video showcase's island, which renders the player. The
 * player trigger is looked for on every page anyway (a page could show a demo card through a
 * section component); this list only makes sure the check cannot pass by finding no trigger at
 * all: these pages must have one.
 */
const playerModules = new Set(
  pageEntries
    .map((entry) => entry.file)
    .filter((file) =>
      readFileSync(new URL(`../../app/${file}`, import.meta.url), "utf8").includes(
        'islandHandle("video-showcase")',
      ),
    ),
);

const allPaths = pageEntries.flatMap((entry) => entry.paths.map((p) => p.path));

/** The menu group expanded on a page: the next one for each page, round the list. */
function menuGroupFor(path: string) {
  const group = navGroups[allPaths.indexOf(path) % navGroups.length];
  if (!group) throw new Error(`a11y-overlays: no menu group for ${path}`);
  return group;
}

type Theme = "light" | "dark";

interface Overlay {
  /** How a failure names it. */
  name: string;
  /** CSS selector of the overlay itself. */
  selector: string;
  /** What axe audits: the overlay and the control that owns it. */
  scope: readonly string[];
}

/** Runs axe on an open overlay (`runAxe`: in the page); returns readable problems, none when it passes. */
async function auditOverlay(
  page: Page,
  path: string,
  theme: Theme,
  overlay: Overlay,
): Promise<string[]> {
  const where = `${path} (${theme}) — ${overlay.name} open`;
  await expect(page.locator(overlay.selector), where).toBeVisible();
  // Every transition the last step started (a theme flip, a trigger's expanded colours) at its
  // end. Reduced motion makes them 0.01 ms, but one still ends only on the next frame, and a
  // loaded machine let axe read the colours before it (a dark-theme trigger failed contrast once
  // in a full run).
  await animationsFinished(page.locator("html"));
  // Every passing node: the check below needs each link colour-contrast measured.
  const results = await runAxe(page, overlay.scope, { everyPassingNode: true });
  const problems = results.violations.map(
    (v) => `${where} — ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );

  // Proof that axe saw the overlay: its colour-contrast rule measured every link in view in the
  // overlay (a link carries its own text; the player, without links, at least one text). A link
  // that page content covers is skipped by axe as hidden, so it fails here as "not measured".
  // Links the overlay's own scrolling hides are out of axe's reach ("partially obscured"), so
  // only what is in view counts. Text in view that axe leaves undecided fails too: its contrast
  // is unknown (e.g. axe 4.11 cannot parse oklch() with a `none` hue, which is what Chrome
  // reported for Tailwind's `text-neutral-700` when we tried it).
  const contrastTargets = (list: typeof results.passes) =>
    (list.find((rule) => rule.id === "color-contrast")?.nodes ?? []).flatMap((node) =>
      node.target.length === 1 && typeof node.target[0] === "string" ? [node.target[0]] : [],
    );
  const seen = await page.evaluate(
    ({ selector, decided, open }) => {
      const root = document.querySelector(selector);
      if (!root) return { measured: 0, missing: ["(the overlay left the page)"], undecided: [] };
      const box = root.getBoundingClientRect();
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      const inView = (element: Element) => {
        // checkVisibility: the links of a closed <details> still have boxes, but are hidden.
        if (!element.checkVisibility({ visibilityProperty: true })) return false;
        const rect = element.getBoundingClientRect();
        return rect.height > 0 && rect.top >= top - 1 && rect.bottom <= bottom + 1;
      };
      const elementsOf = (targets: string[]) =>
        targets
          .map((target) => document.querySelector(target))
          .filter((element): element is Element => element !== null && root.contains(element));
      const measured = new Set(elementsOf(decided));
      const label = (element: Element) =>
        `"${(element.textContent ?? "").trim().slice(0, 40)}" (${element.tagName.toLowerCase()})`;
      return {
        measured: measured.size,
        missing: Array.from(root.querySelectorAll("a"))
          .filter((link) => inView(link) && !measured.has(link))
          .map(label),
        undecided: elementsOf(open).filter(inView).map(label),
      };
    },
    {
      selector: overlay.selector,
      decided: [...contrastTargets(results.passes), ...contrastTargets(results.violations)],
      open: contrastTargets(results.incomplete),
    },
  );
  if (seen.measured === 0) problems.push(`${where} — axe measured no text in the overlay`);
  problems.push(
    ...seen.missing.map((link) => `${where} — axe did not measure the link ${link}`),
    ...seen.undecided.map(
      (text) => `${where} — color-contrast undecided (covered, or over the page?): ${text}`,
    ),
  );
  return problems;
}

const mobileMenuOverlay: Overlay = {
  name: "mobile menu",
  selector: "#mobile-menu",
  scope: ["#mobile-menu", "button[aria-controls='mobile-menu']"],
};
const dropdownOverlayOf = (group: NavGroup): Overlay => ({
  name: `"${group.label}" dropdown`,
  selector: `#nav-panel-${group.id}`,
  scope: [`#nav-panel-${group.id}`, `#nav-trigger-${group.id}`],
});
const dropdownOverlay = dropdownOverlayOf(dropdown);
const playerOverlay: Overlay = {
  name: "video player",
  selector: "[data-testid='video-player']",
  scope: ["[data-testid='video-player']"],
};

/**
 * Flips the theme with the header's toggle and waits for it; returns the new theme. A click event
 * on the button itself, not a pointer: hovering would open the toggle's tooltip over the menu.
 * Found by its test id: it runs 120 times, and a role query (accessible names of every button on
 * the page) costs more than the flip itself.
 */
async function flipTheme(page: Page, from: Theme): Promise<Theme> {
  await page.getByTestId("theme-toggle").dispatchEvent("click");
  const html = page.locator("html");
  if (from === "dark") await expect(html).not.toHaveClass(/\bdark\b/);
  else await expect(html).toHaveClass(/\bdark\b/);
  return from === "dark" ? "light" : "dark";
}

/**
 * Opens the player of every demo whose trigger is on the page and audits it in both themes;
 * returns the problems, how many players were opened and the theme it leaves the page in.
 */
async function auditPlayers(
  page: Page,
  path: string,
  viewport: string,
  startTheme: Theme,
): Promise<{ problems: string[]; opened: number; theme: Theme }> {
  const problems: string[] = [];
  let opened = 0;
  let theme = startTheme;
  for (const video of demoVideos) {
    const trigger = videoTrigger(page, video.title).first();
    if ((await trigger.count()) === 0) continue;
    opened += 1;
    // The page behind the modal player is inert, so the theme flips between two openings.
    for (const round of [1, 2]) {
      if (round === 2) theme = await flipTheme(page, theme);
      await trigger.click();
      const player = videoPlayer(page, video.title);
      await expect(player).toBeVisible();
      // The click lets it autoplay, and the controls of a playing video hide after a quiet spell;
      // paused, they stay (the state a visitor reads them in).
      await player.locator("video").evaluate((v: HTMLVideoElement) => v.pause());
      await expect(player.getByRole("button", { name: "Play", exact: true })).toBeVisible();
      const name = `video player (${viewport}, ${video.title})`;
      problems.push(...(await auditOverlay(page, path, theme, { ...playerOverlay, name })));
      await page.keyboard.press("Escape");
      await expect(player).toBeHidden();
    }
  }
  return { problems, opened, theme };
}

for (const entry of pageEntries) {
  const paths = entry.paths.slice(0, 1).map((p) => p.path);
  const mustHavePlayer = playerModules.has(entry.file);
  const allDropdowns = paths.includes(allPaths[0] ?? "");
  const dropdowns = allDropdowns ? "every dropdown" : `the "${dropdown.label}" dropdown`;
  const overlays = `the mobile menu, ${dropdowns}${mustHavePlayer ? ", the video player" : ""}`;
  test(`${entry.id} (${paths.length} page${paths.length > 1 ? "s" : ""}): axe passes with ${overlays} open, light and dark`, async ({
    sharedPage: page,
  }) => {
    // Home opens all six dropdowns in both themes, four times the axe runs of another page: 18 s
    // on a quiet run of this 2-core host, 35 s (the old limit) beside a busy neighbour.
    test.setTimeout(20_000 + paths.length * 15_000 + (allDropdowns ? 30_000 : 0));
    await showStoredTheme(page, "light");
    const problems: string[] = [];
    for (const path of paths) {
      await page.setViewportSize(phone);
      // Not "load": hydration (waited for next) is what the overlays need, not every image.
      const response = await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      // Each page starts in the stored light theme; the toggle below stores its choice, so the
      // page ends in light again.
      let theme: Theme = "light";
      await expect(page.locator("html"), `${path} starts light`).not.toHaveClass(/\bdark\b/);

      // Phone: the menu with one group expanded and scrolled to the top of the menu, so its
      // links are in view (the menu scrolls inside 85vh; axe cannot measure what that hides).
      // The group rotates from page to page, so every group is audited on several pages.
      const group = menuGroupFor(path);
      const menu = await openMobileMenu(page);
      const expanded = await menu
        .locator("summary", { hasText: group.label })
        .evaluate((summary: HTMLElement) => {
          summary.click();
          summary.scrollIntoView({ block: "start" });
          return summary.parentElement instanceof HTMLDetailsElement && summary.parentElement.open;
        });
      expect(expanded, `${path}: the ${group.label} group opens`).toBe(true);
      const menuOverlay = { ...mobileMenuOverlay, name: `mobile menu (${group.label} expanded)` };
      problems.push(...(await auditOverlay(page, path, theme, menuOverlay)));
      theme = await flipTheme(page, theme);
      problems.push(...(await auditOverlay(page, path, theme, menuOverlay)));
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      const phonePlayers = await auditPlayers(page, path, "phone", theme);
      problems.push(...phonePlayers.problems);
      theme = phonePlayers.theme;

      // Desktop: the wide dropdown, opened with the mouse, then (other theme) with the keyboard.
      await page.setViewportSize(desktop);
      const panel = await hoverNavDropdown(page, dropdown);
      problems.push(...(await auditOverlay(page, path, theme, dropdownOverlay)));
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      theme = await flipTheme(page, theme);
      await navTrigger(page, dropdown.label).press("Enter");
      await expect(panel).toBeVisible();
      problems.push(...(await auditOverlay(page, path, theme, dropdownOverlay)));
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      // The other panels hold the same links on every page and drop over less of it: every one
      // of them is audited, in both themes, on the first page only.
      if (allDropdowns && path === allPaths[0]) {
        for (const group of navGroups.filter((other) => other !== dropdown)) {
          for (const round of [1, 2]) {
            if (round === 2) theme = await flipTheme(page, theme);
            await navTrigger(page, group.label).press("Enter");
            await expect(navPanel(page, group.id)).toBeVisible();
            problems.push(...(await auditOverlay(page, path, theme, dropdownOverlayOf(group))));
            await page.keyboard.press("Escape");
            await expect(navPanel(page, group.id)).toBeHidden();
          }
        }
      }
      const desktopPlayers = await auditPlayers(page, path, "desktop", theme);
      problems.push(...desktopPlayers.problems);
      theme = desktopPlayers.theme;
      if (mustHavePlayer) {
        expect(phonePlayers.opened, `${path}: players opened on a phone`).toBeGreaterThan(0);
        expect(desktopPlayers.opened, `${path}: players opened on a desktop`).toBeGreaterThan(0);
      }
      if (theme === "dark") await flipTheme(page, theme);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
}

// The audit above must be able to fail. Each overlay is broken here on purpose, in the page only
// (CSSOM styles, which the CSP allows from script), and the same audit has to notice.
test("the overlay audit notices low contrast in an overlay and page content painted over one", async ({
  sharedPage: page,
}) => {
  test.setTimeout(60_000);
  await showStoredTheme(page, "light");
  const [path] = allPaths;
  if (!path) throw new Error("a11y-overlays: the route table has no pages");
  await page.setViewportSize(phone);
  await page.goto(path);
  await waitForHydration(page);

  const menu = await openMobileMenu(page);
  const homeLink = menu.getByRole("link", { name: "Home" });
  await homeLink.evaluate((link: HTMLElement) => link.style.setProperty("color", "#d4d4d4"));
  // The broken colour is on screen before the audit (a failure then says which step failed).
  await expect(homeLink).toHaveCSS("color", "rgb(212, 212, 212)");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  const menuProblems = await auditOverlay(page, path, "light", mobileMenuOverlay);
  expect(menuProblems, menuProblems.join("\n")).toEqual([
    expect.stringMatching(/mobile menu open — color-contrast \(serious\): .*href="\/"/),
  ]);
  await page.keyboard.press("Escape");

  // A page's content stacked above the header (a z-index mistake) covers the dropdown.
  await page.setViewportSize(desktop);
  await hoverNavDropdown(page, dropdown);
  await page.locator("main").evaluate((main: HTMLElement) => {
    main.style.setProperty("position", "relative");
    main.style.setProperty("z-index", "100");
  });
  const coveredProblems = await auditOverlay(page, path, "light", dropdownOverlay);
  expect(coveredProblems.length, coveredProblems.join("\n")).toBeGreaterThan(0);
  expect(coveredProblems.join("\n")).toMatch(/undecided|did not measure/);
  await page.keyboard.press("Escape");

  const playerPath = pageEntries.find((entry) => playerModules.has(entry.file))?.paths[0]?.path;
  const [video] = demoVideos;
  if (!playerPath || !video) throw new Error("a11y-overlays: no page with a video player");
  await page.goto(playerPath);
  await waitForHydration(page);
  await videoTrigger(page, video.title).click();
  const player = videoPlayer(page, video.title);
  await expect(player).toBeVisible();
  await player
    .getByRole("heading", { name: video.title })
    .evaluate((title: HTMLElement) => title.style.setProperty("color", "#333333"));
  const playerProblems = await auditOverlay(page, playerPath, "light", playerOverlay);
  expect(playerProblems, playerProblems.join("\n")).toEqual([
    expect.stringMatching(/video player open — color-contrast \(serious\)/),
  ]);
  await page.keyboard.press("Escape");
});
