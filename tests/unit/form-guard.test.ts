import { describe, expect, it } from "vitest";
import {
  BodyTooLargeError,
  RateLimiter,
  UnsupportedBodyError,
  clientKey,
  isCrossSite,
  judgeSpam,
  parseFormBody,
  readBodyLimited,
  signFormStart,
} from "~/server/form-guard.server";

const secret = "test-secret";

describe("spam checks", () => {
  it("catches a filled honeypot", () => {
    expect(judgeSpam("http://spam.example", null, secret, 3000)).toEqual({
      bot: true,
      reason: "honeypot",
    });
  });
  it("catches a form sent faster than a person can", () => {
    const now = 1_000_000;
    const token = signFormStart(secret, now - 500);
    expect(judgeSpam("", token, secret, 3000, now)).toEqual({ bot: true, reason: "too-fast" });
    expect(judgeSpam("", signFormStart(secret, now - 5000), secret, 3000, now)).toEqual({
      bot: false,
    });
  });
  it("treats tokens signed with another key, or mangled, as no token", () => {
    const now = 1_000_000;
    const foreign = signFormStart("other-secret", now);
    expect(judgeSpam("", foreign, secret, 3000, now)).toEqual({ bot: false });
    expect(judgeSpam("", "garbage", secret, 3000, now)).toEqual({ bot: false });
    expect(judgeSpam("http://x", foreign, secret, 3000, now)).toEqual({
      bot: true,
      reason: "honeypot",
    });
  });
  it("lets people without JavaScript through (no token, empty honeypot)", () => {
    expect(judgeSpam("", "", secret, 3000)).toEqual({ bot: false });
    expect(judgeSpam(null, null, secret, 3000)).toEqual({ bot: false });
  });
});

describe("rate limiter", () => {
  it("allows a few posts per window and then answers with the wait", () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([limiter.hit("a"), limiter.hit("a"), limiter.hit("a")]).toEqual([null, null, null]);
    now = 15_000;
    expect(limiter.hit("a")).toBe(45);
    expect(limiter.hit("b")).toBeNull();
    now = 60_000;
    expect(limiter.hit("a")).toBeNull();
  });
  it("hashes addresses and groups IPv6 by /64", () => {
    expect(clientKey("203.0.113.9")).not.toContain("203");
    expect(clientKey("2001:db8:1:2::1")).toBe(clientKey("2001:db8:1:2:ffff::9"));
    expect(clientKey("2001:db8:1:2::1")).not.toBe(clientKey("2001:db8:1:3::1"));
    expect(clientKey("::ffff:203.0.113.9")).toBe(clientKey("203.0.113.9"));
  });
});

describe("cross-site posts", () => {
  const post = (headers: Record<string, string>) =>
    new Request("http://127.0.0.1:3000/contact", {
      method: "POST",
      headers: { host: "127.0.0.1:3000", ...headers },
    });
  it("refuses other origins and cross-site fetches", () => {
    expect(isCrossSite(post({ origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSite(post({ "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(isCrossSite(post({ "sec-fetch-site": "same-site" }))).toBe(true);
    expect(isCrossSite(post({ origin: "null" }))).toBe(true);
  });
  it("accepts our own origin and clients that send neither header", () => {
    expect(
      isCrossSite(post({ origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" })),
    ).toBe(false);
    expect(isCrossSite(post({}))).toBe(false);
  });
});

describe("bodies", () => {
  const request = (body: string, headers: Record<string, string> = {}) =>
    new Request("http://x/contact", { method: "POST", body, headers });
  it("refuses bodies over the limit, declared or not", async () => {
    await expect(readBodyLimited(request("x".repeat(33_000)), 32_768)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    await expect(
      readBodyLimited(request("x", { "content-length": "999999" }), 32_768),
    ).rejects.toBeInstanceOf(BodyTooLargeError);
    expect((await readBodyLimited(request("x".repeat(100)), 32_768)).byteLength).toBe(100);
  });
  it("parses urlencoded and multipart, refuses JSON and broken multipart", async () => {
    const body = new TextEncoder().encode("name=A%C3%B1a&services=a&services=b");
    const form = await parseFormBody(body, "application/x-www-form-urlencoded; charset=utf-8");
    expect(form.get("name")).toBe("Aña");
    expect(form.getAll("services")).toEqual(["a", "b"]);
    await expect(
      parseFormBody(new TextEncoder().encode("{}"), "application/json"),
    ).rejects.toBeInstanceOf(UnsupportedBodyError);
    await expect(
      parseFormBody(new TextEncoder().encode("garbage"), "multipart/form-data; boundary=xyz"),
    ).rejects.toBeInstanceOf(UnsupportedBodyError);
  });
});
