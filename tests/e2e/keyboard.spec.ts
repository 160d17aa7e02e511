import { expect, test, type Page } from "@playwright/test";

/**
 * Keyboard-only journeys: every check here drives the page with the keyboard alone.
 */

/** Describes the focused element and whether a focus indicator is drawn around it. */
async function focusInfo(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    // A ring may be drawn by the element or, for a "stretched" card link, by its ::after box.
    const drawn = [null, "::after", "::before"].some((pseudo) => {
      const style = getComputedStyle(el, pseudo);
      const outlined = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      const ringed = style.boxShadow !== "none" && style.boxShadow !== "";
      return outlined || ringed;
    });
    const label =
      el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().slice(0, 40) ?? el.tagName;
    return { tag: el.tagName, label, visible: drawn };
  });
}

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  // The home page has a control inside its main content to land on after the skip.
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main-content")).toBeFocused();
  // The next Tab continues inside the main content, past the navigation.
  await page.keyboard.press("Tab");
  const inMain = await page.evaluate(
    () => document.querySelector("main")?.contains(document.activeElement) ?? false,
  );
  expect(inMain).toBe(true);
});

for (const path of ["/", "/contact", "/pricing", "/apps"]) {
  test(`Tab walks ${path} with a visible focus ring everywhere and no keyboard trap`, async ({
    page,
  }) => {
    await page.goto(path);
    const stops: string[] = [];
    const maxStops = 150;
    let wrapped = false;
    for (let i = 0; i < maxStops; i++) {
      await page.keyboard.press("Tab");
      const info = await focusInfo(page);
      if (info === null) {
        // Focus left the document's last control: the walk reached the end, nothing trapped it.
        wrapped = true;
        break;
      }
      expect(info.visible, `focus ring on ${info.tag} "${info.label}" (${path})`).toBe(true);
      const key = `${info.tag}:${info.label}`;
      if (stops.length > 0 && key === stops[0]) {
        wrapped = true;
        break;
      }
      stops.push(key);
    }
    expect(wrapped, `Tab never left the page after ${stops.length} stops: ${stops.slice(-5)}`).toBe(
      true,
    );
    // Shift+Tab goes back the same way.
    await page.keyboard.press("Shift+Tab");
    expect(await focusInfo(page)).not.toBeNull();
  });
}
