import { bookPagePath } from "../../app/content/call-request";
import { expect, test } from "@playwright/test";
import { navGroups } from "../../app/content/navigation";
import { springLinearEasing } from "../../app/lib/spring";
import { siteConfig } from "../../app/site.config";
import { expectNoA11yViolations, useTheme } from "../support/fixtures";
import {
  animationsFinished,
  navPanel,
  navTrigger,
  scrollToY,
  waitForHydration,
} from "../support/shell-helpers";

test.use({ viewport: { width: 1280, height: 600 } });

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
});

test("the bar is fixed, transparent up to 20 px of scroll and translucent with blur above", async ({
  page,
}) => {
  const header = page.locator("body > header, header").first();
  await expect(header).toHaveCSS("position", "fixed");
  const threshold = siteConfig.ui.navSolidAfterScrollPx;

  await scrollToY(page, threshold);
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  await expect(header).toHaveCSS("backdrop-filter", "none");

  await scrollToY(page, threshold + 1);
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(header).toHaveCSS("backdrop-filter", /blur\(/);
  // Translucent: a background colour with partial alpha (the transition must have finished).
  await expect
    .poll(async () => {
      const color = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
      const alpha = /\/\s*([\d.]+)\)|rgba\([^)]*,\s*([\d.]+)\)/.exec(color);
      return Number(alpha?.[1] ?? alpha?.[2] ?? 1);
    })
    .toBeGreaterThan(0.5);
  const color = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(color).toMatch(/\/ 0\.\d+\)|rgba\(/);

  await scrollToY(page, 0);
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await expect(header).toHaveCSS("backdrop-filter", "none");
});

test("desktop shows Home, the six dropdowns in order, the theme toggle and Book Appointment", async ({
  page,
}) => {
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  const labels = await nav.getByRole("button").allTextContents();
  expect(labels.map((l) => l.trim())).toEqual(navGroups.map((g) => g.label));
  expect(labels.map((l) => l.trim())).toEqual([
    "Solutions",
    "Services",
    "Tech Stack",
    "Company",
    "Pricing",
    "Policies",
  ]);
  await expect(page.getByRole("button", { name: "Toggle theme" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  const book = page.locator("header").getByRole("link", { name: "Book Appointment" });
  await expect(book).toBeVisible();
  await page.setViewportSize({ width: 1023, height: 600 });
  await expect(book).toBeHidden();
  await page.setViewportSize({ width: 1024, height: 600 });
  await expect(book).toBeVisible();
});

test("the panels hold the spec's entries; Solutions is wide and placed differently", async ({
  page,
}) => {
  await navTrigger(page, "Solutions").hover();
  const solutions = navPanel(page, "solutions");
  await expect(solutions).toBeVisible();
  for (const heading of ["Business", "Lifestyle", "Media & Social"]) {
    await expect(solutions.getByText(heading, { exact: true })).toBeVisible();
  }
  await expect(solutions.getByRole("link", { name: "View All App Solutions" })).toHaveAttribute(
    "href",
    "/apps",
  );
  const solutionsBox = await solutions.boundingBox();

  await navTrigger(page, "Pricing").hover();
  const pricing = navPanel(page, "pricing");
  await expect(pricing).toBeVisible();
  await expect(solutions).toBeHidden();
  await expect(pricing.getByRole("link")).toHaveText([
    "View Pricing Plans",
    // Beyond the spec: the engagement models (issue 31).
    "How We Work Together",
    "Instant Estimate",
    "Get Custom Quote",
    "Book Discovery Call",
  ]);
  await expect(pricing.getByRole("link", { name: "Book Discovery Call" })).toHaveAttribute(
    "href",
    bookPagePath("discoveryCall"),
  );
  const pricingBox = await pricing.boundingBox();
  const pricingTrigger = await navTrigger(page, "Pricing").boundingBox();
  // Ordinary panels are centred under their item; the Solutions panel is centred on the bar.
  expect(pricingBox && pricingTrigger).toBeTruthy();
  if (!pricingBox || !pricingTrigger || !solutionsBox) return;
  expect(
    Math.abs(pricingBox.x + pricingBox.width / 2 - (pricingTrigger.x + pricingTrigger.width / 2)),
  ).toBeLessThan(2);
  expect(solutionsBox.width).toBeGreaterThan(pricingBox.width * 2);
  expect(Math.abs(solutionsBox.x + solutionsBox.width / 2 - 640)).toBeLessThan(2);

  for (const [id, expected] of [
    ["tech-stack", ["Frontend", "Backend", "Mobile App Development & AI"]],
    // Beyond the spec: the team and trust pages (issue 31).
    ["company", ["About Us", "Our Team", "Portfolio", "Trust & Security", "Careers", "Contact"]],
    ["policies", ["Privacy Policy", "Terms of Service", "Service Agreement", "Payment Policy"]],
  ] as const) {
    const group = navGroups.find((g) => g.id === id);
    await navTrigger(page, group?.label ?? id).hover();
    await expect(navPanel(page, id).getByRole("link")).toHaveText([...expected]);
  }
});

for (const width of [siteConfig.ui.desktopNavFromPx, 812, 1024]) {
  test(`at ${width} px every open panel lies within the window`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    for (const group of navGroups) {
      // Opened by hover: a click would also be judged against the hover's 300 ms grace, which a
      // busy host can outlast between the pointer's move and its press.
      await navTrigger(page, group.label).hover();
      const panel = navPanel(page, group.id);
      await expect(panel).toBeVisible();
      await animationsFinished(panel);
      const box = await panel.boundingBox();
      expect(box, group.id).toBeTruthy();
      if (!box) return;
      expect(box.x, `${group.id} left edge`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${group.id} right edge`).toBeLessThanOrEqual(width);
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
    }
  });
}

test("on a phone held sideways every link of every panel can be reached", async ({ page }) => {
  // Wide enough for the desktop bar, and lower than the tallest panels.
  const window = { width: 844, height: 390 };
  await page.setViewportSize(window);
  for (const group of navGroups) {
    await navTrigger(page, group.label).hover();
    const panel = navPanel(page, group.id);
    await expect(panel).toBeVisible();
    await animationsFinished(panel);
    for (const link of await panel.getByRole("link").all()) {
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      const name = `${group.id}: ${await link.textContent()}`;
      expect(box, name).toBeTruthy();
      if (!box) return;
      expect(box.y + box.height, `${name}, bottom edge`).toBeLessThanOrEqual(window.height);
    }
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  }
});

test("hovering opens a panel and hovering another item switches to it", async ({ page }) => {
  await expect(navPanel(page, "services")).toBeHidden();
  await navTrigger(page, "Services").hover();
  await expect(navPanel(page, "services")).toBeVisible();
  await expect(navTrigger(page, "Services")).toHaveAttribute("aria-expanded", "true");
  await navTrigger(page, "Company").hover();
  await expect(navPanel(page, "company")).toBeVisible();
  await expect(navPanel(page, "services")).toBeHidden();
  await expect(navTrigger(page, "Services")).toHaveAttribute("aria-expanded", "false");
});

test("clicking opens a panel, and clicking the active item closes it", async ({ page }) => {
  // A click without a preceding hover (as a tap or a scripted click would be).
  await navTrigger(page, "Company").dispatchEvent("click");
  await expect(navPanel(page, "company")).toBeVisible();
  await navTrigger(page, "Company").dispatchEvent("click");
  await expect(navPanel(page, "company")).toBeHidden();
  // With a mouse: the hover opens it, and the click right after it is the same gesture: the
  // panel stays open. A click later on, on the open item, closes it.
  await navTrigger(page, "Company").click();
  await expect(navPanel(page, "company")).toBeVisible();
  // A fixed wait on purpose: the time that passes is the behaviour under test. Once the grace
  // period after the hover is over, a click is a gesture of its own and closes the panel (no
  // event marks the end of the grace period; the page looks the same before and after it).
  await page.waitForTimeout(siteConfig.ui.navHoverClickGraceMs + 50);
  await navTrigger(page, "Company").click();
  await expect(navPanel(page, "company")).toBeHidden();
  await expect(navTrigger(page, "Company")).toHaveAttribute("aria-expanded", "false");
});

test("a tap on a touch screen opens the panel (touch is not hover)", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 1180, height: 820 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto("/");
  await waitForHydration(page);
  await navTrigger(page, "Policies").tap();
  await expect(navPanel(page, "policies")).toBeVisible();
  await navTrigger(page, "Policies").tap();
  await expect(navPanel(page, "policies")).toBeHidden();
  await context.close();
});

test("leaving the panel closes it, unless the pointer goes into the item's wrapper", async ({
  page,
}) => {
  for (const id of ["company", "solutions"]) {
    const label = navGroups.find((g) => g.id === id)?.label ?? id;
    await navTrigger(page, label).hover();
    const box = await navPanel(page, id).boundingBox();
    const button = await navTrigger(page, label).boundingBox();
    if (!box || !button) throw new Error("panel or trigger has no box");
    // Into the panel, then back up to the item: still open.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2, { steps: 8 });
    await expect(navPanel(page, id)).toBeVisible();
    // Into the panel, then out of it onto the page: closed.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 60, { steps: 5 });
    await expect(navPanel(page, id)).toBeHidden();
  }
});

test("a click anywhere else closes all panels", async ({ page }) => {
  await navTrigger(page, "Tech Stack").hover();
  await expect(navPanel(page, "tech-stack")).toBeVisible();
  // Moving away from the item (not through its panel) does not close it by itself …
  await page.mouse.move(20, 500, { steps: 4 });
  await expect(navPanel(page, "tech-stack")).toBeVisible();
  // … a click elsewhere does.
  await page.mouse.click(20, 500);
  await expect(navPanel(page, "tech-stack")).toBeHidden();
  await expect(page.locator("[data-nav-panel]:not([hidden])")).toHaveCount(0);
});

test("choosing a link navigates and closes the panel", async ({ page }) => {
  await navTrigger(page, "Company").hover();
  await navPanel(page, "company").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(navPanel(page, "company")).toBeHidden();
});

test("keyboard: Tab reaches the items, Enter/Space open, links follow, Escape closes and returns focus", async ({
  page,
}) => {
  // Tab from the top of the page until the Solutions item has focus.
  const solutions = navTrigger(page, "Solutions");
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press("Tab");
    if (await solutions.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(solutions).toBeFocused();
  await expect(solutions).toHaveAttribute("aria-controls", "nav-panel-solutions");
  await expect(solutions).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("Enter");
  await expect(navPanel(page, "solutions")).toBeVisible();
  await expect(solutions).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(navPanel(page, "solutions").getByRole("link").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(navPanel(page, "solutions")).toBeHidden();
  await expect(solutions).toBeFocused();

  // Space opens the next item; tabbing past its last link moves on and closes it.
  const services = navTrigger(page, "Services");
  await services.focus();
  await page.keyboard.press(" ");
  await expect(navPanel(page, "services")).toBeVisible();
  const links = await navPanel(page, "services").getByRole("link").count();
  for (let i = 0; i < links; i += 1) await page.keyboard.press("Tab");
  await expect(navPanel(page, "services").getByRole("link").last()).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(navTrigger(page, "Tech Stack")).toBeFocused();
  await expect(navPanel(page, "services")).toBeHidden();
});

test("the panel springs in from opacity 0, scale 0.85, 10 px below; not under reduced motion", async ({
  page,
}) => {
  await navTrigger(page, "Company").hover();
  const company = navPanel(page, "company");
  await expect(company).toHaveCSS("animation-name", "dropdown-enter");
  // The computed curve is the spring from site.config.ts, sampled by springLinearEasing().
  const spring = springLinearEasing(siteConfig.ui.dropdownSpring);
  await expect(company).toHaveCSS("animation-duration", `${spring.durationMs / 1000}s`);
  const easing = await company.evaluate((el) => getComputedStyle(el).animationTimingFunction);
  const values = [...easing.matchAll(/(-?[\d.]+) [\d.]+%/g)].map((m) => Number(m[1]));
  expect(easing.startsWith("linear(")).toBe(true);
  expect(values).toEqual([...spring.points]);
  const keyframe = await page.evaluate(() => {
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (rule instanceof CSSKeyframesRule && rule.name === "dropdown-enter") {
          const root = getComputedStyle(document.documentElement);
          return {
            opacity: root.getPropertyValue("--dropdown-enter-opacity").trim(),
            scale: root.getPropertyValue("--dropdown-enter-scale").trim(),
            offset: root.getPropertyValue("--dropdown-enter-offset").trim(),
            text: rule.cssText,
          };
        }
      }
    }
    return null;
  });
  const { opacity, scale, offsetYPx } = siteConfig.ui.dropdownEnter;
  expect(Number(keyframe?.opacity)).toBe(opacity);
  expect(Number(keyframe?.scale)).toBe(scale);
  expect(keyframe?.offset).toBe(`${offsetYPx}px`);
  expect(keyframe?.text).toContain("translateY(var(--dropdown-enter-offset))");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.mouse.click(20, 500);
  await navTrigger(page, "Company").hover();
  await expect(company).toBeVisible();
  await expect(company).toHaveCSS("animation-name", "none");
});

for (const theme of ["light", "dark"] as const) {
  test(`no WCAG 2.2 A/AA violations with a dropdown open and scrolled (${theme})`, async ({
    page,
  }) => {
    test.slow(); // three axe runs on a shared machine
    await useTheme(page, theme);
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveClass(new RegExp(theme));
    await expectNoA11yViolations(page);
    await navTrigger(page, "Solutions").hover();
    await expect(navPanel(page, "solutions")).toBeVisible();
    // Let the spring settle so axe sees final colours.
    await animationsFinished(page.locator("header"));
    await expectNoA11yViolations(page);
    await page.mouse.click(20, 500);
    await scrollToY(page, 200);
    // The header turns solid past the threshold; audit its colours once that transition ends.
    await expect(page.locator("header")).toHaveAttribute("data-scrolled", "true");
    await animationsFinished(page.locator("header"));
    await expectNoA11yViolations(page);
  });
}
