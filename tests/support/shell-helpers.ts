import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until the page is interactive: the shell module has run (it marks the document
 * `motion-ready`) and, on a page with an island (`data-islands`), React has hydrated it
 * (`data-hydrated`, set by app/islands/hydrate.tsx). Up to 15 s by default, not expect's 5: on
 * this 2-core CI host, beside the other worker, home (1,550 elements) once took longer than 5 s
 * after a click, where an idle run takes half a second.
 */
export async function waitForHydration(
  page: Page,
  { timeout = 15_000 }: { timeout?: number } = {},
) {
  await expect(
    page.locator("html.motion-ready:is(:not([data-islands]), [data-hydrated])"),
  ).toHaveCount(1, { timeout });
}

/**
 * Resolves once every CSS transition and finite animation in `locator`'s subtree has finished
 * (reading the list makes the browser start any transition a style change is due to start). For
 * audits that must see final colours, instead of sleeping "long enough" for them to end.
 */
export async function animationsFinished(locator: Locator): Promise<void> {
  await locator.evaluate((root) =>
    Promise.all(
      root
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        // A replaced or cancelled transition rejects `finished`; its successor is in the list.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

// The site's overlays, found the way a visitor (or a screen reader) finds them. Specs share these
// so that a renamed control breaks one definition, not a dozen copied selectors.

/** A desktop navbar item (a dropdown trigger button) by its label. */
export const navTrigger = (page: Page, label: string): Locator =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: label });

/** The dropdown panel of a navigation group (`navGroups[].id`); hidden while closed. */
export const navPanel = (page: Page, groupId: string): Locator =>
  page.locator(`#nav-panel-${groupId}`);

/**
 * Opens a navbar dropdown the way a mouse does, by hovering its item, and returns the panel. The
 * pointer first leaves the bar: one resting on the item already (after a resize or a new page
 * under it) would not enter it again, and the panel would stay shut.
 */
export async function hoverNavDropdown(
  page: Page,
  group: { id: string; label: string },
): Promise<Locator> {
  await page.mouse.move(0, (page.viewportSize()?.height ?? 1) - 1);
  await navTrigger(page, group.label).hover();
  const panel = navPanel(page, group.id);
  await expect(panel).toBeVisible();
  return panel;
}

/** The phone menu; hidden while closed. */
export const mobileMenu = (page: Page): Locator => page.locator("#mobile-menu");

/** Opens the phone menu with its hamburger (below the desktop breakpoint) and returns it. */
export async function openMobileMenu(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = mobileMenu(page);
  await expect(menu).toBeVisible();
  return menu;
}

/** The button that opens the video player for a demo (its card), by the demo's title. */
export const videoTrigger = (page: Page, title: string): Locator =>
  page.getByRole("button", { name: `Watch demo: ${title}`, exact: true });

/** The open video player, a modal dialog named by the demo's title. */
export const videoPlayer = (page: Page, title: string): Locator =>
  page.getByRole("dialog", { name: title });
