import { describe, expect, it } from "vitest";
import {
  MemoryRateLimitStore,
  RateLimiter,
  clientKey,
  windowStart,
} from "~/server/rate-limit.server";

describe("rate limiter", () => {
  it("counts one window per client and reads it against both thresholds", async () => {
    let now = 120_000; // the start of a 60 s window
    const limiter = new RateLimiter(new MemoryRateLimitStore(), {
      formLimit: 2,
      floodLimit: 4,
      windowMs: 60_000,
      now: () => now,
    });
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await limiter.hit("a"));
    expect(verdicts.map((v) => [v.count, v.overFormLimit, v.overFloodLimit])).toEqual([
      [1, false, false],
      [2, false, false],
      [3, true, false],
      [4, true, false],
      [5, true, true],
    ]);
    now = 165_000;
    expect((await limiter.hit("a")).retryAfterSeconds).toBe(15);
    expect((await limiter.hit("b")).count).toBe(1);
    now = 180_000; // the next window
    expect((await limiter.hit("a")).count).toBe(1);
  });

  it("aligns windows to the clock, so every instance counts the same window", () => {
    expect(windowStart(59_999, 60_000)).toBe(0);
    expect(windowStart(60_000, 60_000)).toBe(60_000);
  });

  it("keeps at most maxClients windows in memory", async () => {
    const store = new MemoryRateLimitStore(2);
    await store.hit("a", 60_000, 0);
    await store.hit("b", 60_000, 0);
    await store.hit("c", 60_000, 0);
    // "a", the oldest live window, was forgotten to make room.
    expect((await store.hit("a", 60_000, 0)).count).toBe(1);
    expect((await store.hit("c", 60_000, 0)).count).toBe(2);
  });

  it("hashes addresses and groups IPv6 by /64, however it is written", () => {
    expect(clientKey("203.0.113.9")).not.toContain("203");
    expect(clientKey("2001:db8:1:2::1")).toBe(clientKey("2001:db8:1:2:ffff::9"));
    expect(clientKey("2001:DB8:0001:0002::1")).toBe(clientKey("2001:db8:1:2::1"));
    expect(clientKey("2001:db8:1:2::1")).not.toBe(clientKey("2001:db8:1:3::1"));
    expect(clientKey("::ffff:203.0.113.9")).toBe(clientKey("203.0.113.9"));
  });
});
