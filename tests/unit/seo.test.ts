import { describe, expect, it } from "vitest";
import { canonicalUrl, formatTitle, pageMeta } from "~/lib/seo";
import { siteConfig } from "~/site.config";

describe("page metadata", () => {
  it("applies the title template once", () => {
    expect(formatTitle("Pricing")).toBe(`Pricing | ${siteConfig.brandName}`);
  });

  it("derives canonical URLs with one trailing-slash rule", () => {
    expect(canonicalUrl("/")).toBe(`${siteConfig.siteUrl}/`);
    expect(canonicalUrl("/pricing/")).toBe(`${siteConfig.siteUrl}/pricing`);
  });

  it("emits title, description, canonical and Open Graph tags", () => {
    const meta = pageMeta({ title: "About", description: "About us", path: "/about" });
    expect(meta).toContainEqual({ title: `About | ${siteConfig.brandName}` });
    expect(meta).toContainEqual({ name: "description", content: "About us" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${siteConfig.siteUrl}/about`,
    });
    expect(meta).toContainEqual({ property: "og:url", content: `${siteConfig.siteUrl}/about` });
  });
});
