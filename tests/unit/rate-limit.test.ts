import { afterEach, describe, expect, it, vi } from "vitest";
import { RateLimiter, clientKey } from "~/server/rate-limit.server";

describe("rate limiter", () => {
  afterEach(() => vi.useRealTimers());

  it("counts one window per client and reads it against both thresholds", async () => {
    vi.useFakeTimers({ now: 0 });
    const limiter = RateLimiter.inMemory({ formLimit: 2, floodLimit: 4, windowMs: 60_000 });
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await limiter.hit("a"));
    expect(verdicts.map((v) => [v.count, v.overFormLimit, v.overFloodLimit])).toEqual([
      [1, false, false],
      [2, false, false],
      [3, true, false],
      [4, true, false],
      [5, true, true],
    ]);
    vi.setSystemTime(45_000);
    expect((await limiter.hit("a")).retryAfterSeconds).toBe(15);
    expect((await limiter.hit("b")).count).toBe(1);
    // The window has ended: the client starts afresh.
    vi.advanceTimersByTime(16_000);
    expect((await limiter.hit("a")).count).toBe(1);
  });

  it("hashes addresses and groups IPv6 by /64, however it is written", () => {
    expect(clientKey("203.0.113.9")).not.toContain("203");
    expect(clientKey("2001:db8:1:2::1")).toBe(clientKey("2001:db8:1:2:ffff::9"));
    expect(clientKey("2001:DB8:0001:0002::1")).toBe(clientKey("2001:db8:1:2::1"));
    expect(clientKey("2001:db8:1:2::1")).not.toBe(clientKey("2001:db8:1:3::1"));
    expect(clientKey("::ffff:203.0.113.9")).toBe(clientKey("203.0.113.9"));
  });
});
