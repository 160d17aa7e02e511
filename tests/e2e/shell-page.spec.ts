import { bookPagePath } from "../../app/content/call-request";
import { pathTo } from "../../app/route-paths";
import { expect, test } from "@playwright/test";
import { footerColumns } from "../../app/content/navigation";
import { siteConfig } from "../../app/site.config";
import { expectNoA11yViolations, useTheme } from "../support/fixtures";
import { scrollToY, waitForHydration } from "../support/shell-helpers";

// A short window so every page scrolls well past 300 px.
test.use({ viewport: { width: 1280, height: 500 } });

test("the floating Book Appointment button appears only after more than 300 px of scroll", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const floating = page.getByTestId("floating-booking");
  const threshold = siteConfig.ui.floatingButtonAfterScrollPx;
  await expect(floating).toBeHidden();
  await scrollToY(page, threshold);
  await expect(floating).toBeHidden();
  await scrollToY(page, threshold + 1);
  await expect(floating).toBeVisible();
  await expect(floating).toHaveText("Book Appointment");
  await expect(floating).toHaveCSS("position", "fixed");
  await expect(floating).toHaveAttribute("href", bookPagePath("freeConsultation"));
  await scrollToY(page, threshold);
  await expect(floating).toBeHidden();
  // Not on the booking page itself, where it would only cover the page's own calendar and form.
  await page.goto("/book");
  await scrollToY(page, threshold + 600);
  await expect(page.getByTestId("floating-booking")).toHaveCount(0);
});

test("the floating button steps aside while the footer is on screen, so it never covers its links", async ({
  page,
}) => {
  await page.goto("/about");
  await waitForHydration(page);
  const floating = page.getByTestId("floating-booking");
  await scrollToY(page, 400);
  await expect(floating).toBeVisible();
  await page.locator("footer").scrollIntoViewIfNeeded();
  await expect(floating).toBeHidden();
  await scrollToY(page, 400);
  await expect(floating).toBeVisible();
});

test("the floating button steps aside for the page's own next step: a form, a call-to-action band", async ({
  page,
}) => {
  await page.goto(pathTo("pricing"));
  await waitForHydration(page);
  const floating = page.getByTestId("floating-booking");
  await scrollToY(page, 400);
  await expect(floating).toBeVisible();
  // The estimate link under the add-ons, which it covered on a phone.
  await page.getByRole("link", { name: "Add Up a Plan and Add-Ons" }).scrollIntoViewIfNeeded();
  await expect(floating).toBeHidden();
  await scrollToY(page, 400);
  await expect(floating).toBeVisible();
  await page.getByRole("heading", { name: "Not sure which plan fits?" }).scrollIntoViewIfNeeded();
  await expect(floating).toBeHidden();
  // A form: its fields and its button stay uncovered.
  await page.goto(pathTo("contact"));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Send Message" }).scrollIntoViewIfNeeded();
  await expect(floating).toBeHidden();
});

test("on a phone the footer's links are thumb-sized rows", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pathTo("terms"));
  const links = page.locator("footer nav a, footer address a");
  expect(await links.count()).toBeGreaterThan(20);
  const heights = await links.evaluateAll((all) =>
    all.map((link) => [link.textContent, link.getBoundingClientRect().height] as const),
  );
  // 40 px at the least, so a thumb meant for one link does not land on its neighbour. Chromium
  // maps boxes to the viewport in single-precision floats: far down a long page a 40 px row can
  // read as 39.9995 (a CI run did), so a hundredth of a pixel is allowed.
  expect(heights.filter(([, height]) => height < 40 - 0.01)).toEqual([]);
});

test("the footer links every target, the contact details, social links and the newsletter box", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.locator("footer");
  for (const column of footerColumns) {
    const nav = footer.getByRole("navigation", { name: `Footer: ${column.heading}` });
    for (const link of column.links) {
      if ("href" in link) {
        await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
          "href",
          link.href,
        );
      }
    }
  }
  for (const href of ["/blog", "/disclaimer", "/sitemap", "/services"]) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
  }
  await expect(footer.getByRole("link", { name: siteConfig.contact.email })).toHaveAttribute(
    "href",
    `mailto:${siteConfig.contact.email}`,
  );
  await expect(footer.getByRole("link", { name: siteConfig.contact.phoneDisplay })).toHaveAttribute(
    "href",
    `tel:${siteConfig.contact.phone}`,
  );
  for (const social of siteConfig.social) {
    const link = footer.getByRole("link", { name: new RegExp(`^${social.name}\\b`) });
    await expect(link).toHaveAttribute("href", social.href);
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  const newsletter = footer.getByRole("form", { name: "Subscribe to Our Newsletter" });
  await expect(newsletter.getByRole("textbox", { name: "Email address" })).toHaveAttribute(
    "type",
    "email",
  );
  await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeVisible();
  await expect(newsletter).toContainText("Privacy Policy");
  await expect(newsletter).toContainText("Terms of Service");
});

test("sections reveal when scrolled into view, again each time (threshold 0.1)", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const block = page.getByTestId("footer-main");
  // Below the fold after hydration: hidden, ready to animate in.
  await scrollToY(page, 0);
  await expect(block).not.toHaveAttribute("data-in-view");
  await expect(block).toHaveCSS("opacity", "0");
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute("data-in-view", "");
  await expect(block).toHaveCSS("opacity", "1");
  await scrollToY(page, 0);
  await expect(block).not.toHaveAttribute("data-in-view");
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute("data-in-view", "");
});

test("content stays visible under reduced motion, and the hero does not animate", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByTestId("footer-main")).toHaveCSS("opacity", "1");
  await expect(page.locator(".hero-fade-in")).toHaveCSS("animation-name", "none");
});

test("the hero fades in after 100 ms", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator(".hero-fade-in");
  await expect(hero).toHaveCSS("animation-name", "fade-up");
  await expect(hero).toHaveCSS("animation-delay", `${siteConfig.ui.heroRevealDelayMs / 1000}s`);
  await expect(hero).toHaveCSS("opacity", "1");
});

// A page the speculation rules prerender makes its request as a prefetch, which is not counted;
// the shell says when the visitor opens it. Chromium prerenders nothing while DevTools (and so
// Playwright) is attached, so the page is told it is prerendering and then opened, as the
// browser would: `document.prerendering` true until a `prerenderingchange` event.
test("a prerendered page sends one view beacon when it is opened, a page loaded normally none", async ({
  page,
}) => {
  const beacons: Array<{ body: string; status: Promise<number | undefined> }> = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname !== pathTo("page-view")) return;
    beacons.push({
      body: request.postData() ?? "",
      status: request.response().then((response) => response?.status()),
    });
  });
  await page.goto("/careers");
  await waitForHydration(page);
  await page.addInitScript(() => {
    const flags = window as unknown as { stillPrerendering?: boolean };
    flags.stillPrerendering = true;
    Object.defineProperty(Document.prototype, "prerendering", {
      configurable: true,
      get: () => flags.stillPrerendering === true,
    });
  });
  await page.goto("/careers?utm_campaign=autumn");
  await waitForHydration(page);
  expect(beacons).toEqual([]); // neither the normal load nor the prerendered one yet
  await page.evaluate(() => {
    (window as unknown as { stillPrerendering?: boolean }).stillPrerendering = false;
    document.dispatchEvent(new Event("prerenderingchange"));
    document.dispatchEvent(new Event("prerenderingchange"));
  });
  await expect.poll(() => beacons.length).toBe(1);
  const view = new URLSearchParams(beacons[0]!.body);
  expect(Object.fromEntries(view)).toEqual({
    path: "/careers",
    search: "?utm_campaign=autumn",
    referrer: "",
  });
  expect(await beacons[0]!.status).toBe(204);
  await page.waitForTimeout(300);
  expect(beacons).toHaveLength(1);
});

test("a prerendered page opened before the shell ran sends its view beacon at once", async ({
  page,
}) => {
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === pathTo("page-view")) {
      beacons.push(request.postData() ?? "");
    }
  });
  // What the browser reports for such a page: no longer prerendering, activated at some time.
  await page.addInitScript(() => {
    const own = performance.getEntriesByType.bind(performance);
    performance.getEntriesByType = (type: string) =>
      type === "navigation"
        ? own(type).map((entry) => Object.defineProperty(entry, "activationStart", { value: 42 }))
        : own(type);
  });
  await page.goto("/pricing");
  await waitForHydration(page);
  await expect.poll(() => beacons.length).toBe(1);
  expect(new URLSearchParams(beacons[0]).get("path")).toBe("/pricing");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the shell and revealed content are visible", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/motion-ready/);
    const block = page.getByTestId("footer-main");
    await block.scrollIntoViewIfNeeded();
    await expect(block).toHaveCSS("opacity", "1");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("header").getByRole("link", { name: "Home" })).toBeVisible();
  });
});

// Notifications come from an island (the estimate's "Copy link"): a page without one has nothing
// to notify, and no region.
test("F8 focuses the notification region, 356 px wide with 14 px gaps", async ({ page }) => {
  await page.goto(pathTo("estimate"));
  await waitForHydration(page);
  const region = page.getByRole("region", { name: /^Notifications/ });
  // The region mounts once the browser is idle after first paint.
  await expect(region).toBeAttached();
  await page.keyboard.press("F8");
  await expect
    .poll(() =>
      page.evaluate(() =>
        document.activeElement?.closest("[role=region]")?.getAttribute("aria-label"),
      ),
    )
    .toBe("Notifications (F8)");
  const list = region.locator("ol");
  const { widthPx, gapPx } = siteConfig.ui.notifications;
  await expect(list).toHaveCSS("width", `${widthPx}px`);
  await expect(list).toHaveCSS("row-gap", `${gapPx}px`);
});

for (const theme of ["light", "dark"] as const) {
  test(`no WCAG 2.2 A/AA violations on the shell of the home and not-found pages (${theme})`, async ({
    page,
  }) => {
    test.slow();
    await useTheme(page, theme);
    await page.goto("/");
    await waitForHydration(page);
    await scrollToY(page, 400);
    await expect(page.getByTestId("floating-booking")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByTestId("footer-main").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("footer-main")).toHaveCSS("opacity", "1");
    await expectNoA11yViolations(page);
    await page.goto("/no-such-page");
    await waitForHydration(page);
    await expectNoA11yViolations(page);
  });
}
