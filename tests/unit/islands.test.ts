import { describe, expect, it } from "vitest";
import { islandHandle, islandOf } from "../../app/lib/islands";
import { isProviderReady } from "../../app/shell/booking";

describe("islandOf", () => {
  it("names the island a matched route's handle asks for, and none otherwise", () => {
    expect(islandOf([{ handle: undefined }, { handle: islandHandle("estimate") }])).toBe(
      "estimate",
    );
    expect(islandOf([{ handle: { island: undefined } }, { handle: {} }])).toBeUndefined();
    expect(islandOf([{}, { handle: { other: true } }])).toBeUndefined();
    expect(islandOf([])).toBeUndefined();
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
