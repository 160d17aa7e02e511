import { describe, expect, it } from "vitest";
import { FloodGuard } from "~/server/flood-guard.server";

describe("FloodGuard", () => {
  it("allows the limit per window, then asks to retry after the window", () => {
    let now = 0;
    const guard = new FloodGuard(3, 60_000, () => now);
    expect([guard.hit("a"), guard.hit("a"), guard.hit("a")]).toEqual([null, null, null]);
    expect(guard.hit("a")).toBe(60);
    expect(guard.hit("b")).toBeNull();
    now = 45_000;
    expect(guard.hit("a")).toBe(15);
    now = 60_000;
    expect(guard.hit("a")).toBeNull();
  });

  it("remembers a bounded number of clients", () => {
    const guard = new FloodGuard(1, 60_000, () => 0, 2);
    guard.hit("a");
    guard.hit("b");
    guard.hit("c");
    // "a" was forgotten to make room, so it starts a fresh window.
    expect(guard.hit("a")).toBeNull();
    expect(guard.hit("c")).toBe(60);
  });
});
