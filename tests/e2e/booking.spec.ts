import { expect, test, type Page } from "@playwright/test";
import { bookingUrl, siteConfig } from "../../app/site.config";

const scriptUrl = `${siteConfig.scheduling.origin}${siteConfig.scheduling.embedScriptPath}`;
const providerPages = `${siteConfig.scheduling.origin}/**`;

/**
 * Stand-in for the provider's embed script: records the queue it finds (as the real script
 * replays it) and, like the real one, opens "the modal" from a clicked element's data attributes.
 */
const stubScript = `(() => {
  const cal = window.Cal;
  const copy = (q) => q.map((args) => Array.from(args));
  window.__calStub = {
    queue: copy(cal.q),
    namespaces: Object.fromEntries(Object.entries(cal.ns).map(([name, api]) => [name, copy(api.q)])),
    opened: [],
  };
  document.addEventListener("click", (event) => {
    const el = event.target.closest("[data-cal-link]");
    if (!el) return;
    window.__calStub.opened.push({
      link: el.dataset.calLink,
      namespace: el.dataset.calNamespace,
      config: JSON.parse(el.dataset.calConfig || "{}"),
    });
  });
})();`;

interface CalStub {
  queue: unknown[][];
  namespaces: Record<string, unknown[][]>;
  opened: Array<{ link: string; namespace: string; config: unknown }>;
}

const heroBooking = (page: Page) =>
  page.getByRole("main").getByRole("link", { name: "Book a Free Consultation" });

const viewports = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone portrait", viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of viewports) {
  test.describe(`scheduling widget (${name})`, () => {
    test.use({ viewport });

    test("loads the provider script on first interaction and opens the month view", async ({
      page,
      context,
    }) => {
      const providerRequests: string[] = [];
      await context.route(providerPages, (route) => {
        providerRequests.push(route.request().url());
        return route.request().url() === scriptUrl
          ? route.fulfill({ contentType: "text/javascript", body: stubScript })
          : route.fulfill({ contentType: "text/html", body: "<title>Booking</title>" });
      });
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      // Nothing from the provider is fetched while the page loads.
      expect(providerRequests).toEqual([]);
      await expect(page.locator(`script[src="${scriptUrl}"]`)).toHaveCount(0);

      const button = heroBooking(page);
      await expect(button).toHaveAttribute("data-cal-namespace", "free-consultation");
      await expect(button).toHaveAttribute("data-cal-config", '{"layout":"month_view"}');
      await expect(button).toHaveAttribute(
        "data-cal-link",
        siteConfig.scheduling.events.freeConsultation.link,
      );

      await button.hover();
      await expect(page.locator(`head script[src="${scriptUrl}"]`)).toHaveCount(1);
      await page.waitForFunction(() => "__calStub" in window);
      const stub = await page.evaluate(
        () => (window as unknown as { __calStub: CalStub }).__calStub,
      );
      const origin = { origin: siteConfig.scheduling.origin };
      expect(stub.queue).toEqual([
        ["initNamespace", "30min"],
        ["initNamespace", "free-consultation"],
      ]);
      for (const namespace of ["30min", "free-consultation"]) {
        expect(stub.namespaces[namespace]).toEqual([
          ["init", namespace, origin],
          ["ui", { layout: "month_view", hideEventTypeDetails: false }],
        ]);
      }

      let popups = 0;
      context.on("page", () => popups++);
      await button.click();
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { __calStub: CalStub }).__calStub.opened),
        )
        .toEqual([
          {
            link: siteConfig.scheduling.events.freeConsultation.link,
            namespace: "free-consultation",
            config: { layout: "month_view" },
          },
        ]);
      expect(popups).toBe(0);
    });

    test("still books through a new tab when the provider script is blocked", async ({
      page,
      context,
    }) => {
      const warnings: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "warning") warnings.push(m.text());
      });
      await context.route(providerPages, (route) =>
        route.request().url() === scriptUrl
          ? route.abort("blockedbyclient")
          : route.fulfill({ contentType: "text/html", body: "<title>Booking</title>" }),
      );
      await page.goto("/");
      const button = heroBooking(page);
      await expect(button).toHaveAttribute("target", "_blank");
      await expect(button).toHaveAttribute("rel", "noopener noreferrer");
      await expect(button).toHaveAttribute("href", bookingUrl("freeConsultation"));
      await button.hover();
      await expect.poll(() => warnings.some((w) => w.includes("Scheduling widget"))).toBe(true);

      const [popup] = await Promise.all([context.waitForEvent("page"), button.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(bookingUrl("freeConsultation"));
      // noopener: the booking tab cannot reach back into the site.
      expect(await popup.evaluate(() => window.opener)).toBeNull();
    });
  });
}
