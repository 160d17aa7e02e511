/**
 * Every main page at the widths visitors use, in both themes: nothing scrolls sideways, every
 * header label sits on one line, no text runs out of the box it sits in, and neither the fixed
 * header nor the floating booking button covers a control that has keyboard focus.
 */
import { expect, test, type Page } from "@playwright/test";
import { routeTable } from "../../app/route-table";
import { showStoredTheme } from "../support/fixtures";
import { waitForHydration } from "../support/shell-helpers";

const widths = [320, 390, 768, 1024, 1180, 1440] as const;

/** One page per route entry: the site's main pages (a case study stands for all eleven). */
const mainPages = routeTable
  .filter((entry) => entry.kind === "page" && entry.paths.length > 0)
  .map((entry) => entry.paths[0]!.path);

/** Sideways overflow and header labels that wrap, measured in the page. */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) problems.push(`scrolls sideways by ${overflow} px`);
    const header = document.querySelector("header");
    for (const element of header?.querySelectorAll<HTMLElement>("a, button") ?? []) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || element.closest("#mobile-menu")) continue;
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 20;
      const text = element.textContent?.trim() ?? "";
      // A label on two lines is taller than its line plus padding and border.
      if (text && element.scrollHeight > lineHeight * 1.9 + 24) {
        problems.push(`header label "${text}" wraps (${Math.round(element.scrollHeight)} px tall)`);
      }
      if (box.left < 0 || box.right > window.innerWidth) {
        problems.push(`header control "${text}" leaves the viewport`);
      }
      if (window.innerWidth - box.right < 4 && box.right > 0) {
        problems.push(`header control "${text}" touches the right edge`);
      }
    }
    return problems;
  });
}

/**
 * Text wider than the box it sits in: a large figure or a long word that a narrow column or card
 * cannot hold spills over its neighbour or the window's edge without scrolling anything
 * ("99.8%" ran 30 px out of its column at 1024 px). A grid or flex item grows to its longest word
 * instead of overflowing itself, so an element with text is measured against its parent's box
 * too. Boxes that clip or scroll on purpose, positioned decorations and visually hidden text are
 * not measured; 2 px is the trailing letter-spacing of tracked capitals.
 */
function textOutOfItsBox(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("main *")) {
      if (element.closest("svg, .sr-only") || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (style.overflowX !== "visible" || style.display === "inline") continue;
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent?.trim())
        .join(" ")
        .trim();
      if (!ownText) continue;
      let over = element.scrollWidth - element.clientWidth;
      const parent = element.parentElement;
      if (
        parent &&
        style.position !== "absolute" &&
        style.position !== "fixed" &&
        getComputedStyle(parent).overflowX === "visible"
      ) {
        const box = element.getBoundingClientRect();
        const parentBox = parent.getBoundingClientRect();
        over = Math.max(over, box.right - parentBox.right, parentBox.left - box.left);
      }
      if (over > 2) {
        problems.push(`"${ownText.slice(0, 40)}" runs ${Math.round(over)} px out of its box`);
      }
    }
    return problems;
  });
}

/**
 * Focuses up to `limit` controls spread over the page, one by one, and reports each one the
 * header or the floating button covers (at its centre) once focus has scrolled it into view.
 */
function coveredControls(page: Page, limit = 30) {
  return page.evaluate(async (max) => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        "main a[href], main button, main input:not([type=hidden]), main select, main textarea, main summary",
      ),
    ].filter((el) => el.getClientRects().length > 0 && !el.closest("[inert]"));
    const step = Math.max(1, Math.ceil(controls.length / max));
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const covered: string[] = [];
    /** Where the page and the control are: a focus that changes none of it moved nothing. */
    const placeOf = (control: HTMLElement) => {
      const { x, y, width, height } = control.getBoundingClientRect();
      const { scrollWidth, scrollHeight } = document.documentElement;
      return [
        window.scrollX,
        window.scrollY,
        scrollWidth,
        scrollHeight,
        x,
        y,
        width,
        height,
      ].join();
    };
    for (let i = 0; i < controls.length; i += step) {
      const control = controls[i]!;
      const before = placeOf(control);
      control.focus();
      if (document.activeElement !== control) continue;
      // The floating button shows or hides when an intersection observer reports the scroll,
      // which it does after the frame that scrolled (app/shell/shell.ts): let two frames pass.
      // A focus that scrolled nothing (neither the window nor a box around the control) and
      // left the document's size as it was gives the observers nothing new to report: what the
      // last control's frames settled still holds. Most controls are already in view when
      // focused, and two frames for each of them were most of this spec's time.
      if (placeOf(control) !== before) {
        await frame();
        await frame();
      }
      const box = control.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      const blocker = top?.closest("header, [data-testid=floating-booking]");
      if (blocker && !blocker.contains(control)) {
        covered.push(
          `"${control.textContent?.trim().slice(0, 40) || control.getAttribute("name") || control.tagName}" under the ${blocker.tagName === "HEADER" ? "header" : "floating button"}`,
        );
      }
    }
    return covered;
  }, limit);
}

/**
 * Resizes the page and lets what scripts derive from the window size (the header's scroll state,
 * the showcase's portrait flag) follow the resize events before anything is measured.
 */
async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: "instant" }));
  await page.evaluate(
    () => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))),
  );
}

// One test per page, which loads once per theme and is resized through the widths (smallest
// first) instead of being loaded again at each: the layout checked here is CSS, which reflows on
// a resize as it lays out on a load, and the page scripts that read the window size listen to
// resize events. Six loads per page and theme cost four times what the checks themselves do.
for (const path of mainPages) {
  test(`${path} at ${widths.join(", ")} px, light and dark: no sideways scroll, one-line header labels, no text out of its box, focus never covered`, async ({
    page,
  }) => {
    test.slow();
    const found: string[] = [];
    for (const theme of ["light", "dark"] as const) {
      await resizeTo(page, widths[0]);
      await showStoredTheme(page, theme);
      await page.goto(path, { waitUntil: "load" });
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      for (const width of widths) {
        await resizeTo(page, width);
        const where = `${path} at ${width} px (${theme})`;
        for (const problem of await layoutProblems(page)) found.push(`${where}: ${problem}`);
        // Overflow and covering depend on the layout, not the colours: measured once, in the
        // light theme.
        if (theme === "light") {
          for (const problem of await textOutOfItsBox(page)) found.push(`${where}: ${problem}`);
          for (const problem of await coveredControls(page)) found.push(`${where}: ${problem}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
}
