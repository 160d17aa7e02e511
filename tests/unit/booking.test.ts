import { describe, expect, it, vi } from "vitest";
import { createBookingStore, isPlainLeftClick } from "~/lib/booking-store";
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

describe("booking store", () => {
  it("holds the open event and its trigger until closed, telling subscribers", () => {
    const store = createBookingStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.getSnapshot()).toBeNull();

    store.open("discoveryCall", null);
    expect(store.getSnapshot()).toEqual({ event: "discoveryCall", trigger: null, fallback: null });
    expect(listener).toHaveBeenCalledTimes(1);

    store.close();
    expect(store.getSnapshot()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);

    store.close(); // already closed: nothing to tell
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.open("freeConsultation", null);
    expect(listener).toHaveBeenCalledTimes(2);
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
