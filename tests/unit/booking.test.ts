import { describe, expect, it } from "vitest";
import { isPlainLeftClick } from "~/lib/plain-click";
import { bookingEmbedUrl, bookingUrl, siteConfig, type BookingEventKey } from "~/site.config";

describe("booking URLs", () => {
  it("links every event to the provider's booking page", () => {
    expect(bookingUrl("discoveryCall")).toBe("https://app.cal.com/northstar-digital/30min");
    expect(bookingUrl("freeConsultation")).toBe(
      "https://app.cal.com/northstar-digital/free-consultation",
    );
  });

  it("frames the same page in the provider's embed mode, month view", () => {
    expect(bookingEmbedUrl("discoveryCall")).toBe(
      "https://app.cal.com/northstar-digital/30min?embed=true&layout=month_view",
    );
    for (const event of Object.keys(siteConfig.scheduling.events) as BookingEventKey[]) {
      const url = new URL(bookingEmbedUrl(event));
      expect(`${url.origin}${url.pathname}`).toBe(bookingUrl(event));
      expect(url.searchParams.get("embed")).toBe("true");
      expect(url.searchParams.get("layout")).toBe(siteConfig.scheduling.layout);
    }
  });

  it("keeps the provider on https and the spec's 30-minute event and month view", () => {
    expect(new URL(siteConfig.scheduling.origin).protocol).toBe("https:");
    expect(siteConfig.scheduling.events.discoveryCall.link).toMatch(/\/30min$/);
    expect(siteConfig.scheduling.layout).toBe("month_view");
  });
});

describe("isPlainLeftClick", () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

  it("accepts only an unmodified primary-button click", () => {
    expect(isPlainLeftClick(plain)).toBe(true);
    expect(isPlainLeftClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainLeftClick({ ...plain, button: 2 })).toBe(false);
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) {
      expect(isPlainLeftClick({ ...plain, [key]: true }), key).toBe(false);
    }
  });
});
