import { describe, expect, it } from "vitest";
import { islandHandle, wantsHydration } from "../../app/lib/islands";
import { isProviderReady } from "../../app/shell/booking";

describe("wantsHydration", () => {
  it("is true only when a matched route's handle asks for React", () => {
    expect(wantsHydration([{ handle: undefined }, { handle: islandHandle }])).toBe(true);
    expect(wantsHydration([{ handle: undefined }, { handle: { hydrate: false } }])).toBe(false);
    expect(wantsHydration([{}, { handle: { other: true } }])).toBe(false);
    expect(wantsHydration([])).toBe(false);
  });
});

describe("isProviderReady", () => {
  it("accepts the embed's ready messages only", () => {
    expect(isProviderReady({ originator: "CAL", type: "__iframeReady" })).toBe(true);
    expect(isProviderReady({ originator: "CAL", type: "linkReady" })).toBe(true);
    expect(isProviderReady({ originator: "CAL", type: "bookingSuccessful" })).toBe(false);
    expect(isProviderReady({ type: "__iframeReady" })).toBe(false);
    expect(isProviderReady("ready")).toBe(false);
    expect(isProviderReady(null)).toBe(false);
  });
});
