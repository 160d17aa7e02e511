import { expect, test, type Locator, type Page } from "@playwright/test";
import { uniqueMarker } from "../support/leads";

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

/**
 * Presses Tab until `target` has focus, as a keyboard user would reach it; fails if it takes more
 * than `maxStops` presses (the control is unreachable or buried).
 */
async function tabTo(page: Page, target: Locator, maxStops = 80): Promise<void> {
  for (let i = 0; i < maxStops; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `reached by Tab within ${maxStops} stops`).toBeFocused();
}

test("the app filter is usable from the keyboard alone", async ({ page }) => {
  await page.goto("/apps");
  await page.locator('form[role="search"][data-hydrated="true"]').waitFor();
  const cards = page.getByTestId("app-grid").locator("article h3");
  const search = page.getByRole("searchbox", { name: "Search apps" });
  await tabTo(page, search);
  await page.keyboard.type("crypto");
  await expect(cards).toHaveText(["Crypto & NFT"]);
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Backspace");
  await expect(cards).toHaveCount(14);
  const chips = page.getByRole("group", { name: "Filter by tag" });
  const healthChip = chips.getByRole("button", { name: "Health", exact: true });
  await tabTo(page, healthChip);
  await page.keyboard.press("Space");
  await expect(healthChip).toHaveAttribute("aria-pressed", "true");
  await expect(cards).toHaveText(["Doctor & Pharmacy", "Fitness & Workout"]);
  // Tab on from the chips reaches the first matching card's link.
  await tabTo(page, page.locator("article").first().getByRole("link").first(), 20);
});

test("the contact form can be completed and sent from the keyboard alone", async ({ page }) => {
  const marker = uniqueMarker();
  await page.goto("/contact");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Send Message" }) });
  await expect(form.locator('input[name="form_started"]')).not.toHaveValue("");
  await tabTo(page, form.getByLabel("Name", { exact: true }));
  await page.keyboard.type(`Keyboard ${marker}`);
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Email", { exact: true })).toBeFocused();
  await page.keyboard.type("not-an-email");
  await tabTo(page, form.getByLabel("Subject", { exact: true }), 5);
  await page.keyboard.type(`Keyboard ${marker}`);
  await tabTo(page, form.getByLabel("Message", { exact: true }), 5);
  await page.keyboard.type("Sent without touching the mouse.");
  await tabTo(page, form.getByLabel("Web Development", { exact: true }), 5);
  await page.keyboard.press("Space");
  await expect(form.getByLabel("Web Development", { exact: true })).toBeChecked();
  const consent = form.getByRole("checkbox", { name: /I agree to the Privacy Policy/ });
  await tabTo(page, consent, 10);
  await page.keyboard.press("Space");
  await tabTo(page, form.getByRole("button", { name: "Send Message" }), 5);
  await page.keyboard.press("Enter");
  // The invalid email stops the send, says why, and takes focus there.
  const email = form.getByLabel("Email", { exact: true });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await page.keyboard.press("Control+A");
  await page.keyboard.type(`${marker}@example.com`);
  await tabTo(page, form.getByRole("button", { name: "Send Message" }), 20);
  await page.keyboard.press("Enter");
  await expect(page.locator("#contact-form-status")).toContainText("Your message has been sent");
  // The confirmation took the form's place, and focus with it; Enter on its link brings the
  // form back, from its first field.
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Send Another Message" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
});

test("the video player opens, plays and closes from the keyboard, keeping focus inside", async ({
  page,
}) => {
  await page.goto("/video-showcase");
  await page.locator('ul[data-hydrated="true"]').waitFor();
  const card = page.getByRole("button", { name: /^Watch demo:/ }).first();
  await tabTo(page, card);
  await page.keyboard.press("Enter");
  const player = page.getByRole("dialog");
  await expect(player).toBeVisible();
  await expect(player.getByRole("button", { name: /^(Play|Pause)$/ })).toBeFocused();
  // Tab cycles through the player's controls and never reaches the page behind it (the page is
  // inert; after the last control focus may pass to the browser's own UI, then comes back).
  let insideStops = 0;
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    const where = await player.evaluate((dialog) =>
      dialog.contains(document.activeElement)
        ? "dialog"
        : document.activeElement === document.body
          ? "browser"
          : "page",
    );
    expect(where).not.toBe("page");
    if (where === "dialog") insideStops += 1;
  }
  expect(insideStops).toBeGreaterThanOrEqual(8);
  await page.keyboard.press("Escape");
  await expect(player).toHaveCount(0);
  await expect(card).toBeFocused();
});
