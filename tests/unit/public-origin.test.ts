import { describe, expect, it } from "vitest";
import { crossSiteReason, publicOriginOf } from "~/server/http/public-origin.server";

const siteUrl = new URL("https://www.agency.example");

describe("public origin", () => {
  it("is plain http and the Host header on a direct connection", () => {
    expect(publicOriginOf({ host: "127.0.0.1:3000" }, { siteUrl, trustProxy: false })).toBe(
      "http://127.0.0.1:3000",
    );
  });

  it("takes SITE_URL's scheme for SITE_URL's host", () => {
    expect(publicOriginOf({ host: "WWW.agency.example" }, { siteUrl, trustProxy: false })).toBe(
      "https://www.agency.example",
    );
  });

  it("believes X-Forwarded-Proto and -Host only when TRUST_PROXY is on", () => {
    const headers = {
      host: "127.0.0.1:3000",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "localhost:8443",
    };
    expect(publicOriginOf(headers, { siteUrl, trustProxy: true })).toBe("https://localhost:8443");
    expect(publicOriginOf(headers, { siteUrl, trustProxy: false })).toBe("http://127.0.0.1:3000");
    // nginx's `proxy_set_header Host $host` without X-Forwarded-Host; a list takes its first hop.
    expect(
      publicOriginOf(
        { host: "shop.example:443", "x-forwarded-proto": "https, http" },
        { siteUrl, trustProxy: true },
      ),
    ).toBe("https://shop.example");
  });

  it("refuses a Host that could not form a URL", () => {
    for (const host of ["evil.example/path", "a b", "", "x@y"]) {
      expect(publicOriginOf({ host }, { siteUrl, trustProxy: false }), host).toBeNull();
    }
  });
});

describe("cross-site posts", () => {
  const ours = "https://www.agency.example";
  it("refuses other origins and cross-site or same-site fetches", () => {
    expect(crossSiteReason({ origin: "https://evil.example" }, ours)).toBe("origin mismatch");
    expect(crossSiteReason({ origin: "http://www.agency.example" }, ours)).toBe("origin mismatch");
    expect(crossSiteReason({ "sec-fetch-site": "cross-site" }, ours)).toMatch(/cross-site/);
    expect(crossSiteReason({ "sec-fetch-site": "same-site" }, ours)).toMatch(/same-site/);
    expect(crossSiteReason({ origin: "null" }, ours)).not.toBeNull();
  });
  it("accepts our own origin and clients that send neither header", () => {
    expect(
      crossSiteReason(
        { origin: "https://www.agency.example", "sec-fetch-site": "same-origin" },
        ours,
      ),
    ).toBeNull();
    expect(crossSiteReason({}, ours)).toBeNull();
  });
});
