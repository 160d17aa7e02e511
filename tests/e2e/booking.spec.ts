import { expect, test, type Locator, type Page } from "@playwright/test";
import { bookPagePath } from "../../app/content/call-request";
import { callLabels } from "../../app/content/facts";
import { calendarTimeoutMs } from "../../app/shell/booking";
import {
  bookingEmbedUrl,
  bookingUrl,
  siteConfig,
  type BookingEventKey,
} from "../../app/site.config";
import {
  expectNoA11yViolations,
  useTheme,
  violationsOn,
  watchViolations,
} from "../support/fixtures";
import { queryDatabase, uniqueMarker } from "../support/leads";
import { scrollToY, waitForHydration } from "../support/shell-helpers";

/**
 * The booking buttons: real links to our /book page that, on a plain click, open the provider's
 * page framed in our own modal, with the request-a-call form as its fallback. The provider is
 * never reached here: its pages are served by a stub (or never answer), and the specs record
 * every request that would have gone to it.
 */

const { origin } = siteConfig.scheduling;

/**
 * Stand-in for the provider's booking page (embedded or not); axe audits it inside the frame. Like
 * Cal.com's embedded page, it tells its parent it is ready (app/shell/booking.ts).
 */
const stubPage = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Booking stub</title></head>
  <body><main><h1>Stub booking page</h1><p>Pick a day in the month view.</p></main>
  <script>parent.postMessage({ originator: "CAL", type: "__iframeReady" }, "*")</script></body>
</html>`;

interface ProviderStub {
  /** Every request the browser made to the provider, as "METHOD url". */
  requests: string[];
  /** With `hold`, requests wait for this before they are answered. */
  release: () => void;
}

async function stubProvider(page: Page, { hold = false } = {}): Promise<ProviderStub> {
  const requests: string[] = [];
  let release = () => {};
  const gate = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route(`${origin}/**`, async (route) => {
    requests.push(`${route.request().method()} ${route.request().url()}`);
    await gate;
    await route.fulfill({ contentType: "text/html", body: stubPage });
  });
  return { requests, release: () => release() };
}

const labels: Record<BookingEventKey, string> = {
  discoveryCall: siteConfig.scheduling.events.discoveryCall.label,
  freeConsultation: siteConfig.scheduling.events.freeConsultation.label,
};

const heroBooking = (page: Page) =>
  page
    .locator("section[aria-labelledby='home-title']")
    .getByRole("link", { name: "Book a Free Consultation", exact: true });

const discoveryCall = (page: Page) =>
  page.getByRole("main").getByRole("link", { name: callLabels.discoveryCall }).first();

function bookingDialog(page: Page, event: BookingEventKey): Locator {
  return page.getByRole("dialog", { name: labels[event] });
}

/**
 * Opens the modal with a plain click on `button` (null: already clicked) and checks that it
 * frames the event's embed page.
 */
async function openAndExpectFramed(page: Page, button: Locator | null, event: BookingEventKey) {
  await button?.click();
  const dialog = bookingDialog(page, event);
  await expect(dialog).toBeVisible();
  const frame = dialog.locator("iframe");
  await expect(frame).toHaveAttribute("src", bookingEmbedUrl(event));
  await expect(frame).toHaveAttribute("title", new RegExp(labels[event]));
  await expect(
    dialog.frameLocator("iframe").getByRole("heading", { name: "Stub booking page" }),
  ).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveCount(0);
  return dialog;
}

/** Without JavaScript (or with a modified click) a booking button leads to our /book page. */
async function expectBookingLink(button: Locator, event: BookingEventKey) {
  await expect(button).toHaveAttribute("href", bookPagePath(event));
  await expect(button).not.toHaveAttribute("target", /.+/);
}

const viewports = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone portrait", viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of viewports) {
  test.describe(`booking modal (${name})`, () => {
    test.use({ viewport });

    test("Book a Free Consultation frames the provider's page only after the click", async ({
      page,
      context,
    }) => {
      const provider = await stubProvider(page, { hold: true });
      await page.goto("/");
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      // Nothing from the provider is fetched, and no frame exists, before a visitor asks.
      expect(provider.requests).toEqual([]);
      await expect(page.locator("iframe")).toHaveCount(0);

      const button = heroBooking(page);
      await expectBookingLink(button, "freeConsultation");
      let popups = 0;
      context.on("page", () => popups++);

      await button.click();
      const dialog = bookingDialog(page, "freeConsultation");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading", { name: labels.freeConsultation })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Close booking" })).toBeFocused();
      // Loading state until the framed page has loaded.
      await expect(dialog.getByRole("status")).toHaveText(/Loading the calendar/);
      // The frame's page, and the shell's check that the provider can be reached at all.
      await expect
        .poll(() => provider.requests.toSorted())
        .toEqual([
          `GET ${bookingEmbedUrl("freeConsultation")}`,
          `HEAD ${bookingEmbedUrl("freeConsultation")}`,
        ]);
      provider.release();
      await expect(
        dialog.frameLocator("iframe").getByRole("heading", { name: "Stub booking page" }),
      ).toBeVisible();
      await expect(dialog.getByRole("status")).toHaveCount(0);
      await expect(dialog.locator("iframe")).toHaveAttribute(
        "src",
        bookingEmbedUrl("freeConsultation"),
      );
      // For browsers that refuse the frame: the provider's page in a new tab.
      const newTab = dialog.getByRole("link", { name: "Open in a New Tab" });
      await expect(newTab).toHaveAttribute("href", bookingUrl("freeConsultation"));
      await expect(newTab).toHaveAttribute("target", "_blank");
      await expect(newTab).toHaveAttribute("rel", "noopener noreferrer");
      expect(popups).toBe(0);

      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(page.locator("iframe")).toHaveCount(0);
      await expect(button).toBeFocused();
    });

    test("Book Discovery Call on /pricing frames the 30-minute call; a click outside closes", async ({
      page,
    }) => {
      await stubProvider(page);
      await page.goto("/pricing");
      await waitForHydration(page);
      const button = discoveryCall(page);
      await expectBookingLink(button, "discoveryCall");
      const dialog = await openAndExpectFramed(page, button, "discoveryCall");
      // Near full screen on a phone; at most ~900px wide and tall enough for a month on a desktop.
      const panel = await dialog.locator(":scope > div").boundingBox();
      // The dialog element is the whole viewport less the scrollbar gutter kept while it is open.
      const { width } = (await dialog.boundingBox()) ?? { width: 0 };
      expect(panel?.width).toBeLessThanOrEqual(900);
      expect(panel?.width).toBeGreaterThanOrEqual(Math.min(900, width - 16));
      expect(panel?.height).toBeGreaterThanOrEqual(Math.min(700, viewport.height - 48));

      // The dimmed margin around the panel is outside it.
      await page.mouse.click(3, 3);
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
    });

    test("the floating Book Appointment button opens the free consultation", async ({ page }) => {
      await stubProvider(page);
      await page.goto("/");
      await waitForHydration(page);
      await scrollToY(page, 900);
      const floating = page.getByTestId("floating-booking");
      await expect(floating).toBeVisible();
      await expectBookingLink(floating, "freeConsultation");
      const dialog = await openAndExpectFramed(page, floating, "freeConsultation");
      await dialog.getByRole("button", { name: "Close booking" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(floating).toBeFocused();
    });

    test("a menu that closes on the click still opens the modal", async ({ page }) => {
      await stubProvider(page);
      await page.goto("/");
      await waitForHydration(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      if (viewport.width >= 768) {
        await nav.getByRole("button", { name: "Pricing" }).hover();
        await page
          .locator("#nav-panel-pricing")
          .getByRole("link", { name: "Book Discovery Call" })
          .click();
        await expect(page.locator("#nav-panel-pricing")).toBeHidden();
        const dialog = await openAndExpectFramed(page, null, "discoveryCall");
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
        // The link went with its panel; focus lands on the panel's toggle, not the page body.
        await expect(nav.getByRole("button", { name: "Pricing" })).toBeFocused();
      } else {
        const toggle = page.getByRole("button", { name: "Open menu" });
        await toggle.click();
        await page.locator("#mobile-menu").getByRole("link", { name: "Book Appointment" }).click();
        await expect(page.locator("#mobile-menu")).toBeHidden();
        const dialog = await openAndExpectFramed(page, null, "freeConsultation");
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
        await expect(toggle).toBeFocused();
      }
    });

    test("modified clicks keep the browser's meaning and open no modal", async ({ page }) => {
      const provider = await stubProvider(page);
      await page.goto("/pricing");
      await waitForHydration(page);
      // Record whether the site claimed each click, then stop the browser from opening the tab
      // or window itself (this listener on window runs after React's on the document).
      await page.evaluate(() => {
        const seen: boolean[] = [];
        Object.assign(window, { __clicks: seen });
        window.addEventListener("click", (event) => {
          seen.push(event.defaultPrevented);
          event.preventDefault();
        });
      });
      const button = discoveryCall(page);
      await button.click({ modifiers: ["ControlOrMeta"] });
      await button.click({ modifiers: ["Shift"] });
      await button.click({ button: "middle" });
      const clicks = () =>
        page.evaluate(() => (window as unknown as { __clicks: boolean[] }).__clicks);
      // Neither modified click was taken over (a middle click is no click event at all).
      expect(await clicks()).toEqual([false, false]);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.locator("iframe")).toHaveCount(0);
      expect(provider.requests).toEqual([]);

      await button.click();
      expect(await clicks()).toEqual([false, false, true]);
      await expect(bookingDialog(page, "discoveryCall")).toBeVisible();
    });

    for (const theme of ["light", "dark"] as const) {
      test(`the open modal has no axe violations (${theme})`, async ({ page }) => {
        await useTheme(page, theme);
        await stubProvider(page);
        await page.goto("/pricing");
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await openAndExpectFramed(page, discoveryCall(page), "discoveryCall");
        await expectNoA11yViolations(page);
      });
    }
  });
}

test("the open modal causes no Content-Security-Policy violations", async ({ page }) => {
  const watcher = await watchViolations(page);
  await stubProvider(page);
  for (const [path, button, event] of [
    ["/", heroBooking, "freeConsultation"],
    ["/pricing", discoveryCall, "discoveryCall"],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    await openAndExpectFramed(page, button(page), event);
    expect(await violationsOn(page), path).toEqual([]);
  }
  expect(watcher.console).toEqual([]);
});

test("if the shell module cannot load, the click still reaches the /book page", async ({
  page,
}) => {
  await stubProvider(page);
  await page.route("**/assets/shell-*.js", (route) => route.abort("failed"));
  await page.goto("/pricing");
  await discoveryCall(page).click();
  await page.waitForURL(/\/book\?call=discovery-call$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: /Pick a time: 30-minute discovery call/ }),
  ).toBeVisible();
});

interface CallRequestRow {
  kind: string;
  name: string;
  phone: string | null;
  meeting: string | null;
  call_type: string;
  preferred_day: string;
  time_window: string;
  time_zone: string;
  message: string;
}

const callRequestsOf = (marker: string) =>
  queryDatabase<CallRequestRow>("select * from leads where email = ?", `${marker}@example.com`);

/** Tomorrow, as the date input takes it. */
function tomorrow(): string {
  const date = new Date(Date.now() + 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** The phone field, "Phone (Optional)" for a video call and "Phone" for a phone call. */
const phoneField = (scope: Locator) => scope.getByRole("textbox", { name: /^Phone\b/ });

async function requestCall(
  scope: Locator,
  marker: string,
  meeting: "Video call" | "Phone call" = "Video call",
) {
  await scope.getByRole("radio", { name: new RegExp(`^${meeting}`) }).check();
  await scope.getByLabel("Name", { exact: true }).fill(`Caller ${marker}`);
  await scope.getByLabel("Email", { exact: true }).fill(`${marker}@example.com`);
  await phoneField(scope).fill("+44 20 7946 0958");
  await scope.getByLabel("Preferred day").fill(tomorrow());
  await scope.getByLabel("Time of day").selectOption("afternoon");
  await scope.getByLabel("Your time zone").selectOption("Europe/London");
  await scope.getByLabel(/What would you like to talk about/).fill("A clinic booking app.");
  await scope.getByRole("checkbox", { name: /I agree to the Privacy Policy/ }).check();
  await scope.getByRole("button", { name: "Request a Call" }).click();
}

test.describe("when the calendar cannot load", () => {
  test("after about 8 s the modal offers the request-a-call form, and the lead is stored", async ({
    page,
  }) => {
    // The provider never answers (a firewall that drops the connection).
    await page.route(`${origin}/**`, () => {});
    await page.clock.install();
    await page.goto("/pricing");
    await waitForHydration(page);
    await discoveryCall(page).click();
    const dialog = bookingDialog(page, "discoveryCall");
    await expect(dialog.getByRole("status")).toHaveText(/Loading the calendar/);
    await page.clock.runFor(calendarTimeoutMs);
    const fallback = page.getByRole("dialog", { name: /Request a call/ });
    await expect(fallback.getByRole("alert")).toContainText("did not load");
    // The agency's own contacts are right there too.
    await expect(fallback.getByRole("link", { name: siteConfig.contact.email })).toBeVisible();
    await expect(
      fallback.getByRole("link", { name: siteConfig.contact.phoneDisplay }),
    ).toBeVisible();
    await expect(fallback.getByRole("radio", { name: /Discovery call/ })).toBeChecked();
    await expect(fallback.locator('input[name="form_started"]')).not.toHaveValue("");
    // A video call by default, which needs no phone number; a phone call does, and says so.
    await expect(fallback.getByRole("radio", { name: /^Video call/ })).toBeChecked();
    await expect(phoneField(fallback)).toHaveAccessibleName("Phone (Optional)");
    await expect(phoneField(fallback)).not.toHaveAttribute("required");
    await fallback.getByRole("radio", { name: "Phone call" }).check();
    await expect(phoneField(fallback)).toHaveAccessibleName("Phone");
    await expect(phoneField(fallback)).toHaveAttribute("required");
    const marker = uniqueMarker();
    await requestCall(fallback, marker, "Phone call");
    await expect(
      fallback.getByRole("status").filter({ hasText: "We will call you to confirm your" }),
    ).toBeVisible();
    // The answer repeats the day and window asked for, and the address the reply goes to.
    await expect(fallback.getByRole("status")).toContainText(
      new RegExp(
        `confirm your [a-z ]+ on \\w+day \\d+ \\w+, afternoon \\(12:00–16:00 your time\\), and reply to ${marker}@example\\.com by`,
      ),
    );
    // Sent, the confirmation takes the form's place, focus with it: no emptied form under it
    // invites the same request twice, nor the note, the contacts or the calendar's retry.
    await expect(fallback.getByRole("heading", { name: "Request sent" })).toBeFocused();
    await expect(fallback.getByLabel("Name", { exact: true })).toBeHidden();
    await expect(fallback.getByRole("button", { name: "Request a Call" })).toBeHidden();
    await expect(fallback.getByText(/did not load/)).toBeHidden();
    await expect(fallback.getByRole("button", { name: "Try the calendar again" })).toBeHidden();
    // Another request: the form again, emptied, on the same call and meeting, from its first field.
    await fallback.getByRole("link", { name: "Send Another Request" }).click();
    await expect(fallback.getByRole("heading", { name: "Request sent" })).toBeHidden();
    await expect(fallback.getByRole("status")).toHaveText("");
    await expect(fallback.getByRole("radio", { name: /Discovery call/ })).toBeFocused();
    await expect(fallback.getByRole("radio", { name: /Discovery call/ })).toBeChecked();
    await expect(fallback.getByRole("radio", { name: "Phone call" })).toBeChecked();
    await expect(phoneField(fallback)).toHaveAttribute("required");
    await expect(fallback.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(fallback.getByRole("button", { name: "Request a Call" })).toBeVisible();
    expect(callRequestsOf(marker)).toEqual([
      expect.objectContaining({
        kind: "call_request",
        name: `Caller ${marker}`,
        phone: "+44 20 7946 0958",
        call_type: "discoveryCall",
        meeting: "phone",
        preferred_day: tomorrow(),
        time_window: "afternoon",
        time_zone: "Europe/London",
        message: "A clinic booking app.",
      }),
    ]);
    // Sent and closed, the dialog opened again offers the form, not the earlier "Request sent".
    await requestCall(fallback, uniqueMarker(), "Phone call");
    await expect(fallback.getByRole("heading", { name: "Request sent" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(fallback).toBeHidden();
    await discoveryCall(page).click();
    await page.clock.runFor(calendarTimeoutMs);
    const reopened = page.getByRole("dialog", { name: /Request a call/ });
    await expect(reopened.getByRole("button", { name: "Request a Call" })).toBeVisible();
    await expect(reopened.getByRole("heading", { name: "Request sent" })).toBeHidden();
    await expect(reopened.getByRole("alert")).toContainText("did not load");
  });

  // Issue 29: the ways a visitor meets an unreachable provider. A frame's `load` fires on the
  // browser's error page too; only the provider's ready message counts. Where the provider cannot
  // be reached at all, the shell's own request to it fails and the form comes at once, without the
  // test moving the page's clock on (it keeps real time only); a slow provider, or one answering
  // with another page, gets 8 s, and the error page is never on screen meanwhile (the loading
  // notice covers the frame).
  type Answer = (route: import("@playwright/test").Route) => unknown;
  const unreachable: Array<[string, Answer]> = [
    ["a name that does not resolve", (route) => route.abort("namenotresolved")],
    ["a refused connection", (route) => route.abort("connectionrefused")],
    ["a blocked request", (route) => route.abort("blockedbyclient")],
  ];
  const unready: Array<[string, Answer]> = [
    ["a slow response", () => new Promise(() => {})],
    [
      "a page that is not the booking page",
      (route) => route.fulfill({ status: 503, contentType: "text/html", body: "<h1>Down</h1>" }),
    ],
  ];
  async function openWithProvider(page: Page, answer: Answer) {
    await page.route(`${origin}/**`, answer);
    await page.clock.install();
    await page.goto("/terms");
    await waitForHydration(page);
    await page.locator("header").getByRole("link", { name: "Book Appointment" }).click();
  }
  async function expectForm(page: Page) {
    const fallback = page.getByRole("dialog", { name: /Request a call/ });
    await expect(fallback.getByRole("alert")).toContainText("did not load");
    await expect(fallback.locator("iframe")).toHaveCount(0);
    await expect(fallback.getByRole("button", { name: "Request a Call" })).toBeVisible();
  }
  for (const [how, answer] of unreachable) {
    test(`the provider unreachable (${how}): the form takes the frame's place at once`, async ({
      page,
    }) => {
      await openWithProvider(page, answer);
      // Well before the 8 s timeout: the test never moves the clock on.
      await expectForm(page);
    });
  }
  for (const [how, answer] of unready) {
    test(`the provider not ready (${how}): the form takes the frame's place within 8 s`, async ({
      page,
    }) => {
      await openWithProvider(page, answer);
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("status")).toHaveText(/Loading the calendar/);
      // The loading notice covers the whole frame: whatever the frame shows is not seen.
      const frame = await dialog.locator("iframe").boundingBox();
      const cover = await dialog.getByRole("status").boundingBox();
      expect(cover).toEqual(frame);
      // Halfway, still covered. (The installed clock also keeps real time, so the halfway mark
      // leaves room for a busy machine's seconds; 7 s did not, once, in CI.)
      await page.clock.runFor(calendarTimeoutMs / 2);
      await expect(dialog.getByRole("status")).toHaveText(/Loading the calendar/);
      await page.clock.runFor(calendarTimeoutMs / 2);
      await expectForm(page);
    });
  }

  test("a ready message from another origin does not count", async ({ page }) => {
    await page.route(`${origin}/**`, () => new Promise(() => {}));
    await page.clock.install();
    await page.goto("/terms");
    await waitForHydration(page);
    await page.locator("header").getByRole("link", { name: "Book Appointment" }).click();
    await page.evaluate(() =>
      window.postMessage({ originator: "CAL", type: "__iframeReady" }, "*"),
    );
    await page.clock.runFor(calendarTimeoutMs);
    await expect(page.getByRole("dialog", { name: /Request a call/ })).toBeVisible();
  });

  test("the visitor can switch to the form at once, and back to the calendar", async ({ page }) => {
    await stubProvider(page, { hold: true });
    await page.goto("/");
    await waitForHydration(page);
    await heroBooking(page).click();
    const dialog = bookingDialog(page, "freeConsultation");
    await dialog.getByRole("button", { name: "Request a Call Instead" }).click();
    const fallback = page.getByRole("dialog", { name: /Request a call/ });
    await expect(fallback.getByRole("radio", { name: /Free consultation/ })).toBeChecked();
    await expect(fallback.getByRole("alert")).toHaveCount(0);
    // Choosing the other call renames the dialog, and the calendar tried again is that call's.
    await fallback.getByRole("radio", { name: /discovery call/i }).check();
    await expect(fallback).toHaveAccessibleName(`Request a call: ${labels.discoveryCall}`);
    await fallback.getByRole("button", { name: "Try the calendar again" }).click();
    const calendar = bookingDialog(page, "discoveryCall");
    await expect(calendar.locator("iframe")).toHaveCount(1);
    await expect(calendar.locator("iframe")).toHaveAttribute(
      "src",
      bookingEmbedUrl("discoveryCall"),
    );
    // The retry button hid with the form: focus stays in the dialog, not on the page behind.
    await expect(calendar.getByRole("button", { name: "Close booking" })).toBeFocused();
  });
});

test("on /book, choosing the other call shows its calendar and selects it in the form", async ({
  page,
}) => {
  await stubProvider(page);
  await page.goto(bookPagePath("freeConsultation"));
  await waitForHydration(page);
  const form = page.locator("form", { has: page.getByRole("button", { name: "Request a Call" }) });
  await expect(form.locator('input[name="call"]:checked')).toHaveValue("freeConsultation");
  await page.getByRole("link", { name: /Discovery call.*2,000 INR/ }).click();
  await expect(page).toHaveURL(/\/book\?call=discovery-call$/);
  await expect(page.getByRole("link", { name: /Discovery call/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.locator("main iframe")).toHaveAttribute(
    "src",
    bookingEmbedUrl("discoveryCall"),
  );
  await expect(form.locator('input[name="call"]:checked')).toHaveValue("discoveryCall");
});

test.describe("/book's own calendar", () => {
  test("is covered until the provider says it is ready, then shown", async ({ page }) => {
    await stubProvider(page);
    await page.goto("/book");
    const calendar = page.locator("[data-booking-page-calendar]");
    await expect(calendar.locator("iframe")).toBeVisible();
    // The stub page posts the embed's ready message; the notice then steps aside for good.
    await expect(calendar.getByRole("status")).toBeHidden();
    await expect(calendar).toHaveAttribute("aria-busy", "false");
    await expect(calendar.getByRole("alert")).toBeHidden();
    // The request-a-call section reads as the other way to the call, not as a failure.
    await expect(page.getByRole("heading", { name: "Or tell us when suits you" })).toBeVisible();
    expect(await page.getByRole("main").innerText()).not.toMatch(
      /not load|not loading|privacy extensions/i,
    );
  });

  test("asks the provider for its page only after the page's own first paint", async ({ page }) => {
    await stubProvider(page);
    // When the frame goes into the page, against the first contentful paint.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        if (!records.some((record) => [...record.addedNodes].some((n) => n.nodeName === "IFRAME")))
          return;
        observer.disconnect();
        (window as { frameAddedAt?: number }).frameAddedAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/book");
    await expect(page.locator("[data-booking-page-calendar] iframe")).toBeVisible();
    const { frameAddedAt, firstPaint } = await page.evaluate(() => ({
      frameAddedAt: (window as { frameAddedAt?: number }).frameAddedAt,
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    }));
    expect(firstPaint, "the page painted").toBeGreaterThan(0);
    expect(frameAddedAt).toBeGreaterThan(firstPaint!);
  });

  test("gives way to a note pointing to the form when the provider is unreachable", async ({
    page,
  }) => {
    await page.route(`${origin}/**`, (route) => route.abort("connectionrefused"));
    // The clock stands still: a refused connection needs no timeout.
    await page.clock.install();
    await page.goto("/book");
    const calendar = page.locator("[data-booking-page-calendar]");
    await expect(calendar.locator("iframe")).toHaveCount(0);
    const note = calendar.getByRole("alert");
    await expect(note).toContainText("did not load");
    // The box holds the note, not 720 px of empty calendar space.
    const box = await calendar.boundingBox();
    const noteBox = await note.boundingBox();
    expect(box!.height).toBeLessThan(400);
    expect(Math.abs(box!.height - noteBox!.height)).toBeLessThanOrEqual(2);
    // Said once, there, with every way on: the form below, our email and phone, a new tab.
    const said = (await page.getByRole("main").innerText()).match(
      /not load|not loading|privacy extensions/gi,
    );
    expect(said).toEqual(["not load", "privacy extensions"]);
    await expect(note.getByRole("link", { name: siteConfig.contact.email })).toBeVisible();
    await expect(note.getByRole("link", { name: siteConfig.contact.phoneDisplay })).toBeVisible();
    await expect(
      note.getByRole("link", { name: /Open the Calendar in a New Tab/ }),
    ).toHaveAttribute("href", bookingUrl("freeConsultation"));
    await note.getByRole("link", { name: "Request a Call Below" }).click();
    await expect(page).toHaveURL(/#request-a-call$/);
    await expect(page.locator("#request-a-call").getByRole("heading").first()).toBeInViewport();
  });
});

test.describe("/book's request-a-call form, sent in place", () => {
  test("the confirmation takes the form's place, with focus; another request starts afresh", async ({
    page,
  }) => {
    await stubProvider(page);
    await page.goto(bookPagePath("discoveryCall"));
    const form = page.locator("#request-a-call");
    await expect(form.locator('input[name="form_started"]')).not.toHaveValue("");
    const marker = uniqueMarker();
    await requestCall(form, marker);
    const sent = form.getByRole("heading", { name: "Request sent" });
    await expect(sent).toBeFocused();
    await expect(sent).toBeInViewport();
    // What happens next and by when, announced (a live region) and shown under the heading.
    const status = form.getByRole("status");
    await expect(status).toContainText(
      /We will email \S+@example\.com a video call invite for your discovery call on \w+day \d+ \w+, [a-z ]+\(\d+:\d\d–\d+:\d\d your time\), by/,
    );
    await expect(status).toHaveAttribute("aria-live", "polite");
    // No emptied form below it to send the same request twice.
    for (const field of ["Name", "Email", "Preferred day"]) {
      await expect(form.getByLabel(field, { exact: true }), field).toBeHidden();
    }
    await expect(form.getByRole("button", { name: "Request a Call" })).toBeHidden();
    expect(callRequestsOf(marker)).toHaveLength(1);
    await expect(page).toHaveURL(/\/book\?call=discovery-call$/);

    await form.getByRole("link", { name: "Send Another Request" }).click();
    await expect(sent).toBeHidden();
    await expect(status).toHaveText("");
    await expect(form.getByRole("radio", { name: /Discovery call/ })).toBeFocused();
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
    // Taken in place: no jump in the address bar, and a second request is sent like the first.
    await expect(page).toHaveURL(/\/book\?call=discovery-call$/);
    const second = uniqueMarker();
    await requestCall(form, second);
    await expect(sent).toBeFocused();
    expect(callRequestsOf(second)).toHaveLength(1);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`the failed calendar's note and the sent confirmation have no axe violations (${theme})`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      await page.route(`${origin}/**`, (route) => route.abort("namenotresolved"));
      await page.goto("/book");
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await page.locator("[data-booking-page-calendar]").scrollIntoViewIfNeeded();
      await expect(page.locator("[data-booking-page-calendar]").getByRole("alert")).toBeVisible();
      await expectNoA11yViolations(page, "main");
      const form = page.locator("#request-a-call");
      await requestCall(form, uniqueMarker());
      await expect(form.getByRole("heading", { name: "Request sent" })).toBeFocused();
      await expectNoA11yViolations(page, "main");
    });
  }
});

test.describe("a visitor in Berlin", () => {
  test.use({ timezoneId: "Europe/Berlin" });

  test("the request-a-call form starts in their zone and their calendar's today", async ({
    page,
  }) => {
    await stubProvider(page);
    await page.goto("/book");
    const form = page.locator("main form", {
      has: page.getByRole("button", { name: "Request a Call" }),
    });
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByLabel("Your time zone")).toHaveValue("Europe/Berlin");
    const today = await page.evaluate(() => new Date().toLocaleDateString("sv"));
    await expect(form.getByLabel("Preferred day")).toHaveAttribute("min", today);
  });

  test("so does the booking dialog's, put in the page on the first booking click", async ({
    page,
  }) => {
    await stubProvider(page, { hold: true });
    await page.goto("/terms");
    await waitForHydration(page);
    await page.locator("header").getByRole("link", { name: "Book Appointment" }).click();
    await bookingDialog(page, "freeConsultation")
      .getByRole("button", { name: "Request a Call Instead" })
      .click();
    const form = page.getByRole("dialog", { name: /Request a call/ });
    await expect(form.getByLabel("Your time zone")).toHaveValue("Europe/Berlin");
    const today = await page.evaluate(() => new Date().toLocaleDateString("sv"));
    await expect(form.getByLabel("Preferred day")).toHaveAttribute("min", today);
    await expect(form.getByLabel("Preferred day")).toHaveAttribute("max", /^\d{4}-\d{2}-\d{2}$/);
    // The agency's hours are there too, in IST and in Berlin's time.
    await form.getByText("When we are at our desks").click();
    const hours = form.getByTestId("business-hours");
    await expect(hours).toContainText("9:00 AM – 8:00 PM IST");
    await expect(hours.locator('[data-local-time="hours"]').first()).toHaveText(
      /^\d{1,2}:\d\d [AP]M – \d{1,2}:\d\d [AP]M your time$/,
    );
    await expect(form.locator('[data-local-time="reply"]')).toContainText("expect a reply by");
  });
});

test.describe("a visitor in Los Angeles", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("the form starts on a window inside our hours, until they pick one", async ({ page }) => {
    await stubProvider(page);
    await page.goto("/book");
    const form = page.locator("main form", {
      has: page.getByRole("button", { name: "Request a Call" }),
    });
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByLabel("Your time zone")).toHaveValue("America/Los_Angeles");
    // Their morning is 22:30 IST; their late evening, 9:30–11:30 IST, is the first we keep.
    const window = form.getByLabel("Time of day");
    await expect(window).toHaveValue("late");
    // In India's zone the morning is inside our hours, and the form moves to it.
    await form.getByLabel("Your time zone").selectOption("Asia/Kolkata");
    await expect(window).toHaveValue("morning");
    // A window the visitor picks stays, whatever zone they choose next.
    await window.selectOption("afternoon");
    await form.getByLabel("Your time zone").selectOption("America/Los_Angeles");
    await expect(window).toHaveValue("afternoon");
  });
});

test.describe("a visitor in Paris, a zone the list leaves out", () => {
  test.use({ timezoneId: "Europe/Paris" });

  test("the form adds their zone and selects it, and the lead keeps it: a video call, no phone", async ({
    page,
  }) => {
    await stubProvider(page);
    await page.goto("/book");
    const form = page.locator("#request-a-call");
    await form.scrollIntoViewIfNeeded();
    // Not India's, the list's default: a call asked for "in the afternoon" means Paris's.
    await expect(form.getByLabel("Your time zone")).toHaveValue("Europe/Paris");
    const marker = uniqueMarker();
    await form.getByLabel("Name", { exact: true }).fill(`Caller ${marker}`);
    await form.getByLabel("Email", { exact: true }).fill(`${marker}@example.com`);
    // A video call, the form's default: the invite goes to the email, so no phone number.
    await form.getByLabel("Preferred day").fill(tomorrow());
    await form.getByRole("checkbox", { name: /I agree to the Privacy Policy/ }).check();
    await form.getByRole("button", { name: "Request a Call" }).click();
    const sent = form.getByRole("status").filter({ hasText: "a video call invite" });
    await expect(sent).toBeVisible();
    // The invite is promised by a time on their clock, not "within 24 hours" of ours; a deadline
    // that falls at their midnight reads as "the end of" the day before (app/lib/reply-by.ts).
    await expect(sent).toContainText(
      /invite for your free consultation on .+, by (\w+day \d+ \w+, .*|the end of \w+day \d+ \w+) your time \(Paris\) at the latest/,
    );
    expect(callRequestsOf(marker)).toEqual([
      expect.objectContaining({
        time_zone: "Europe/Paris",
        time_window: "morning",
        meeting: "video",
        phone: null,
      }),
    ]);
    // Another request starts over with no day: its hint no longer speaks of the day just sent,
    // and the zone is still theirs.
    await form.getByRole("link", { name: "Send Another Request" }).click();
    await expect(form.getByLabel("Preferred day")).toHaveValue("");
    await expect(form.getByLabel("Your time zone")).toHaveValue("Europe/Paris");
    await expect(form.getByLabel("Time of day")).toHaveAccessibleDescription(
      /Your windows on a weekday:/,
    );
  });
});

test.describe("/book without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("booking buttons lead to /book: the call's calendar in a new tab, and the request-a-call form", async ({
    page,
  }) => {
    await stubProvider(page);
    await page.goto("/pricing");
    await discoveryCall(page).click();
    await expect(page).toHaveURL(/\/book\?call=discovery-call$/);
    await expect(
      page.getByRole("link", { name: /Open the Calendar in a New Tab/ }),
    ).toHaveAttribute("href", bookingUrl("discoveryCall"));
    // Both calls are explained, each saying what it costs.
    await expect(page.getByRole("link", { name: /Free consultation.*free/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Discovery call.*2,000 INR/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const marker = uniqueMarker();
    await requestCall(
      page.locator("form", { has: page.getByRole("button", { name: "Request a Call" }) }),
      marker,
    );
    // The answer opens at the form, outcome first, still for the call that was chosen.
    await expect(page).toHaveURL(/\/book\?call=discovery-call#request-a-call$/);
    await expect(page.locator("#request-a-call").getByRole("status")).toContainText(
      /We will email \S+@example\.com a video call invite for your discovery call on/,
    );
    await expect(page.locator("#request-a-call").getByRole("status")).toBeInViewport();
    await expect(page.getByRole("link", { name: /Discovery call.*2,000 INR/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(callRequestsOf(marker)).toEqual([
      expect.objectContaining({ meeting: "video", phone: "+44 20 7946 0958" }),
    ]);
    // The confirmation in the form's place, as with JavaScript: no emptied form under it.
    const answered = page.locator("#request-a-call");
    await expect(answered.getByRole("heading", { name: "Request sent" })).toBeVisible();
    await expect(answered.getByLabel("Name", { exact: true })).toBeHidden();
    await expect(answered.getByRole("button", { name: "Request a Call" })).toBeHidden();
    // Another request: the form back in place (the answer rendered it empty), for the same call.
    await answered.getByRole("link", { name: "Send Another Request" }).click();
    await expect(page).toHaveURL(/\/book\?call=discovery-call#request-a-call-again$/);
    await expect(answered.getByRole("heading", { name: "Request sent" })).toBeHidden();
    await expect(answered.getByRole("status")).toBeHidden();
    await expect(answered.getByLabel("Name", { exact: true })).toBeVisible();
    await expect(answered.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(answered.getByRole("radio", { name: /Discovery call/ })).toBeChecked();
    await expect(answered.getByRole("heading", { name: "Request a Call" })).toBeInViewport();
    const second = uniqueMarker();
    await requestCall(answered, second);
    await expect(page).toHaveURL(/\/book\?call=discovery-call#request-a-call$/);
    await expect(answered.getByRole("heading", { name: "Request sent" })).toBeVisible();
    expect(callRequestsOf(second)).toHaveLength(1);
  });

  test("the calendar's box says the calendar needs JavaScript and leads to the request form", async ({
    page,
  }) => {
    // With scripting off the provider's page runs none either: no frame, no blank box.
    await page.goto("/book");
    const box = page.locator("[data-booking-page-calendar]");
    // Playwright's text and role queries pass over <noscript>; its elements are found by tag.
    await expect(box.locator("p", { hasText: "The calendar needs JavaScript" })).toBeVisible();
    await expect(box.locator("iframe")).toHaveCount(0);
    expect((await box.boundingBox())!.height).toBeLessThan(400);
    await box.locator("noscript a", { hasText: "Request a Call Below" }).click();
    await expect(page).toHaveURL(/\/book#request-a-call$/);
    await expect(
      page.locator("#request-a-call").getByRole("heading", { name: "Request a Call" }),
    ).toBeInViewport();
  });

  test("a phone call without a number comes back asking for one; with it, it is stored", async ({
    page,
  }) => {
    await page.goto("/book");
    const form = page.locator("form", {
      has: page.getByRole("button", { name: "Request a Call" }),
    });
    // The label follows the choice by CSS alone: optional for a video call, not for a phone call.
    await expect(form.getByRole("radio", { name: /^Video call/ })).toBeChecked();
    await expect(phoneField(form)).toHaveAccessibleName("Phone (Optional)");
    await form.getByRole("radio", { name: "Phone call" }).check();
    await expect(phoneField(form)).toHaveAccessibleName("Phone");
    const marker = uniqueMarker();
    await form.getByLabel("Name", { exact: true }).fill(`Caller ${marker}`);
    await form.getByLabel("Email", { exact: true }).fill(`${marker}@example.com`);
    await form.getByLabel("Preferred day").fill(tomorrow());
    await form.getByRole("checkbox", { name: /I agree to the Privacy Policy/ }).check();
    await form.getByRole("button", { name: "Request a Call" }).click();
    const answered = page.locator("#request-a-call");
    await expect(phoneField(answered)).toHaveAccessibleDescription(
      /Enter your phone number, so that we can call you/,
    );
    expect(callRequestsOf(marker)).toEqual([]);
    // The answer keeps the choice, and renders the number as required for it.
    await expect(answered.getByRole("radio", { name: "Phone call" })).toBeChecked();
    await expect(phoneField(answered)).toHaveAttribute("required");
    await phoneField(answered).fill("+1 212 555 0199");
    await answered.getByRole("button", { name: "Request a Call" }).click();
    await expect(page.locator("#request-a-call").getByRole("status")).toContainText(
      /We will call you to confirm your [a-z ]+ on .+, and reply to \S+@example\.com by/,
    );
    expect(callRequestsOf(marker)).toEqual([
      expect.objectContaining({ meeting: "phone", phone: "+1 212 555 0199" }),
    ]);
  });

  test("a day in the past comes back with a clear error and nothing is stored", async ({
    page,
  }) => {
    await page.goto("/book");
    const form = page.locator("form", {
      has: page.getByRole("button", { name: "Request a Call" }),
    });
    const marker = uniqueMarker();
    await form.getByLabel("Name", { exact: true }).fill(`Late ${marker}`);
    await form.getByLabel("Email", { exact: true }).fill(`${marker}@example.com`);
    await phoneField(form).fill("+91 98765 43210");
    await form.getByLabel("Preferred day").fill("2020-01-01");
    await form.getByRole("checkbox", { name: /I agree to the Privacy Policy/ }).check();
    await form.getByRole("button", { name: "Request a Call" }).click();
    await expect(page.getByText("Choose today or a later day")).toBeVisible();
    expect(callRequestsOf(marker)).toEqual([]);
  });
});
