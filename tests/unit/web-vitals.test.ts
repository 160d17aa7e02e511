import { describe, expect, it } from "vitest";
import { webVitalBeaconSchema } from "~/lib/web-vitals-beacon";
import { siteConfig } from "~/site.config";

const beacon = {
  name: "LCP",
  value: 1234.5,
  rating: "good",
  id: "v5-1700000000000-123",
  navigationType: "navigate",
  path: "/pricing",
};

describe("web-vitals beacons", () => {
  it("are off by default", () => {
    expect(siteConfig.webVitals.enabled).toBe(false);
  });

  it("accept a well-formed metric and refuse anything else", () => {
    expect(webVitalBeaconSchema.safeParse(beacon).success).toBe(true);
    expect(webVitalBeaconSchema.safeParse({ ...beacon, name: "FID" }).success).toBe(false);
    expect(webVitalBeaconSchema.safeParse({ ...beacon, value: -1 }).success).toBe(false);
    expect(
      webVitalBeaconSchema.safeParse({ ...beacon, path: "https://evil.example/" }).success,
    ).toBe(false);
    expect(webVitalBeaconSchema.safeParse({ ...beacon, extra: "x" }).success).toBe(false);
  });
});
