import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  staticSecurityHeaders,
} from "~/server/security-headers.server";
import { acceptedEncodings } from "~/server/static-files.server";
import { siteConfig } from "~/site.config";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("content security policy", () => {
  it("never allows unsafe inline or eval scripts", () => {
    for (const policy of [
      contentSecurityPolicy({ nonce: "abc" }),
      contentSecurityPolicy({ hashes: ["sha256-x"] }),
    ]) {
      const scriptSrc = directives(policy).get("script-src") ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(directives(policy).get("default-src")).toEqual(["'none'"]);
      expect(directives(policy).get("object-src")).toEqual(["'none'"]);
      expect(directives(policy).get("base-uri")).toEqual(["'none'"]);
      expect(directives(policy).get("frame-ancestors")).toEqual(["'none'"]);
      expect(directives(policy).get("form-action")).toEqual(["'self'"]);
    }
  });

  it("allows styles only from the site's own files: no inline CSS", () => {
    for (const scripts of [{ hashes: [] }, { nonce: "n" }]) {
      expect(directives(contentSecurityPolicy(scripts)).get("style-src")).toEqual(["'self'"]);
    }
  });

  it("admits the scheduling provider as a frame and a connection, never as a script", () => {
    for (const policy of [
      directives(contentSecurityPolicy({ nonce: "n" })),
      directives(contentSecurityPolicy({ hashes: ["sha256-x"] })),
    ]) {
      const origin = siteConfig.scheduling.origin;
      for (const [name, values] of policy) {
        expect(values.includes(origin), name).toBe(name === "frame-src" || name === "connect-src");
      }
      expect(policy.get("frame-src")).toEqual([origin]);
      expect(policy.get("connect-src")).toEqual(["'self'", origin]);
    }
  });

  it("puts the nonce or the hashes in script-src", () => {
    expect(directives(contentSecurityPolicy({ nonce: "n0nce" })).get("script-src")).toContain(
      "'nonce-n0nce'",
    );
    expect(
      directives(contentSecurityPolicy({ hashes: ["sha256-abc"] })).get("script-src"),
    ).toContain("'sha256-abc'");
  });

  it("hashes the exact text of inline scripts only", () => {
    const html =
      '<script>alert(1)</script><script src="/a.js"></script><script type="module" async="">x()</script>';
    const expected = ["alert(1)", "x()"].map(
      (text) => `sha256-${createHash("sha256").update(text).digest("base64")}`,
    );
    expect(inlineScriptHashes(html)).toEqual(expected);
  });
});

describe("other security headers", () => {
  it("asks search engines not to index only when indexing is off", () => {
    const robots = (allowIndexing?: boolean) =>
      staticSecurityHeaders({ hsts: false, allowIndexing }).find(
        ([name]) => name === "X-Robots-Tag",
      );
    expect(robots(false)?.[1]).toBe("noindex, nofollow");
    expect(robots(true)).toBeUndefined();
    expect(robots(undefined)).toBeUndefined();
  });

  it("sends HSTS only when switched on", () => {
    const names = (hsts: boolean) => staticSecurityHeaders({ hsts }).map(([name]) => name);
    expect(names(false)).not.toContain("Strict-Transport-Security");
    expect(names(true)).toContain("Strict-Transport-Security");
    expect(names(false)).toEqual(
      expect.arrayContaining([
        "X-Content-Type-Options",
        "Referrer-Policy",
        "Permissions-Policy",
        "Cross-Origin-Opener-Policy",
      ]),
    );
  });
});

describe("accept-encoding negotiation", () => {
  it("prefers what the client accepts and honours q=0", () => {
    expect(acceptedEncodings("gzip, deflate, br")).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings("gzip")).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings("br;q=0, gzip;q=0.5")).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings("*")).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings("*;q=0, identity")).toEqual({ br: false, gzip: false });
    expect(acceptedEncodings(undefined)).toEqual({ br: false, gzip: false });
  });
});
