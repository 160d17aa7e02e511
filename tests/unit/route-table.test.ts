import { describe, expect, it } from "vitest";
import { listedPages, prerenderPaths, routeTable } from "~/route-table";

describe("route table", () => {
  it("declares every route of the spec", () => {
    const paths = prerenderPaths();
    const expected = [
      "/",
      "/about",
      "/services",
      "/services/mobile-app-development",
      "/services/backend-api",
      "/portfolio",
      "/testimonials",
      "/tech-stack",
      "/tech-stack/frontend/react",
      "/tech-stack/backend/postgresql",
      "/tech-stack/mobile-ai/firebase",
      "/apps",
      "/apps/crypto-nft",
      "/apps/blog-news",
      "/solutions/enterprise",
      "/solutions/ai",
      "/contact",
      "/careers",
      "/pricing",
      "/video-showcase",
      "/privacy",
      "/terms",
      "/payment",
      "/service-agreement",
    ];
    for (const path of expected) expect(paths, path).toContain(path);
  });

  it("has the spec's slug counts", () => {
    const paths = prerenderPaths();
    expect(paths.filter((p) => p.startsWith("/services/"))).toHaveLength(8);
    expect(paths.filter((p) => p.startsWith("/tech-stack/"))).toHaveLength(15);
    expect(paths.filter((p) => p.startsWith("/apps/"))).toHaveLength(12);
    expect(paths.filter((p) => p.startsWith("/solutions/"))).toHaveLength(4);
  });

  it("has no duplicate paths or ids", () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    const ids = routeTable.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("lists pages for the sitemap", () => {
    expect(listedPages().length).toBeGreaterThan(40);
  });
});
