import { describe, expect, it } from "vitest";
import {
  BodyTooLargeError,
  UnreadableBodyError,
  UnsupportedBodyError,
  judgeSpam,
  parseFormBody,
  readBodyLimited,
  signFormStart,
} from "~/server/form-input.server";

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

  it("refuses invalid UTF-8, raw or percent-encoded, instead of storing U+FFFD", async () => {
    const urlencoded = "application/x-www-form-urlencoded";
    const bytes = (...parts: Array<string | number[]>) =>
      Uint8Array.from(
        parts.flatMap((part) =>
          typeof part === "string" ? [...new TextEncoder().encode(part)] : part,
        ),
      );
    for (const body of [
      bytes("name=A", [0xff], "a"), // a raw byte that is never UTF-8
      bytes("name=A%FFa"), // the same byte percent-encoded
      bytes("name=%C3"), // a sequence cut short
      bytes("na%E9me=x"), // in a field name (Latin-1 é)
    ]) {
      await expect(parseFormBody(body, urlencoded)).rejects.toBeInstanceOf(UnreadableBodyError);
    }
    const multipart = bytes(
      '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nA',
      [0xc3, 0x28],
      "\r\n--b--\r\n",
    );
    await expect(
      parseFormBody(multipart, "multipart/form-data; boundary=b"),
    ).rejects.toBeInstanceOf(UnreadableBodyError);
  });
  it("decodes valid UTF-8 the way browsers encode it, literal or percent-encoded", async () => {
    const urlencoded = "application/x-www-form-urlencoded";
    const form = await parseFormBody(
      new TextEncoder().encode(
        "name=Zo%C3%AB+M%C3%BCller&city=Zoë&emoji=%F0%9F%99%82&plus=%2B1&empty=",
      ),
      urlencoded,
    );
    expect(form.get("name")).toBe("Zoë Müller");
    expect(form.get("city")).toBe("Zoë");
    expect(form.get("emoji")).toBe("🙂");
    expect(form.get("plus")).toBe("+1");
    expect(form.get("empty")).toBe("");
    // A "%" that starts no escape is kept as text, as URLSearchParams keeps it.
    const loose = await parseFormBody(new TextEncoder().encode("m=100%+sure%2"), urlencoded);
    expect(loose.get("m")).toBe("100% sure%2");
  });
});
