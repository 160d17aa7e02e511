import { describe, expect, it, vi } from "vitest";
import {
  pathBuilders,
  pathTo,
  redirectLocation,
  routePatterns,
  withQuery,
  type RoutePatterns,
} from "~/route-paths";

describe("pathTo", () => {
  it("fills parameters and drops optional segments left out", () => {
    expect(pathTo("home")).toBe("/");
    expect(pathTo("services")).toBe("/services");
    expect(pathTo("services", { slug: "web-development" })).toBe("/services/web-development");
    expect(pathTo("tech-stack", { group: "frontend", tech: "react" })).toBe(
      "/tech-stack/frontend/react",
    );
    expect(pathTo("og-image", { image: "about.png" })).toBe("/og/about.png");
  });

  it("refuses a value that would break the path", () => {
    // @ts-expect-error a required parameter is missing
    expect(() => pathTo("solutions", {})).toThrow(/"area"/);
    expect(() => pathTo("services", { slug: "a/b" })).toThrow(/"slug"/);
    expect(() => pathTo("services", { slug: "" })).toThrow(/"slug"/);
    expect(pathTo("blog-post", { slug: "a b" })).toBe("/blog/a%20b");
  });

  it("adds query strings without empty values", () => {
    expect(withQuery("/estimate", { plan: "growth", addon: ["ai-features", ""], q: "" })).toBe(
      "/estimate?plan=growth&addon=ai-features",
    );
    expect(withQuery("/contact", {})).toBe("/contact");
  });
});

/** Every href of the navigation, footer and form texts, and every page the table lists. */
async function linksAndPages() {
  const { navGroups, footerColumns, homeLink } = await import("~/content/navigation");
  const { contactConsent, newsletterNote } = await import("~/content/forms");
  const { listedPages, routeTable, redirectFor } = await import("~/route-table");
  const navLinks = [...navGroups.flatMap((g) => g.columns), ...footerColumns]
    .flatMap((column) => column.links)
    .flatMap((link) => ("href" in link ? [link.href] : []));
  const hrefs = [
    homeLink.href,
    ...navLinks,
    ...navGroups.flatMap((g) => (g.footerLink ? [g.footerLink.href] : [])),
    contactConsent.linkHref,
    newsletterNote.privacy.href,
    newsletterNote.terms.href,
  ];
  const pages = new Set(routeTable.flatMap((entry) => entry.paths.map((p) => p.path)));
  return { hrefs, pages, listed: listedPages(), redirectFor };
}

describe("one place per URL", () => {
  it("renaming routes in a copy of the table leaves no stale link", async () => {
    const renamed: RoutePatterns = {
      ...routePatterns,
      about: "/company",
      services: "/what-we-do/:slug?",
      "tech-stack": "/stack/:group?/:tech?",
      apps: "/app-types/:slug?",
      privacy: "/privacy-notice",
      "privacy-policy": "/legal/privacy",
      contact: "/talk-to-us",
    };
    vi.resetModules();
    vi.doMock("~/route-paths", async (importOriginal) => {
      const actual = await importOriginal<typeof import("~/route-paths")>();
      return { ...actual, routePatterns: renamed, ...actual.pathBuilders(renamed) };
    });
    try {
      const { hrefs, pages, listed, redirectFor } = await linksAndPages();
      // Every link is a page of the renamed table (or its redirect), none an old path.
      for (const href of hrefs) {
        const path = href.split("#")[0] ?? href;
        expect(pages.has(path) || redirectFor(path) !== undefined, href).toBe(true);
      }
      expect(hrefs).toContain("/what-we-do/web-development");
      expect(hrefs).toContain("/stack#frontend");
      // The consent link goes to the policy itself; the spec's old address still redirects.
      expect(hrefs).toContain("/privacy-notice");
      expect(listed.map((p) => p.path)).toContain("/talk-to-us");
      for (const old of ["/about", "/services/", "/tech-stack", "/apps/", "/contact"]) {
        expect(
          [...hrefs, ...listed.map((p) => p.path)].filter((h) => h.startsWith(old)),
          old,
        ).toEqual([]);
      }
      expect(redirectFor("/legal/privacy")?.to).toBe("/privacy-notice");
    } finally {
      vi.doUnmock("~/route-paths");
      vi.resetModules();
    }
  });

  it("every link of the real table is one of its pages", async () => {
    const { hrefs, pages, redirectFor } = await linksAndPages();
    for (const href of hrefs) {
      const path = href.split("#")[0] ?? href;
      expect(pages.has(path) || redirectFor(path) !== undefined, href).toBe(true);
    }
  });
});

describe("pathBuilders", () => {
  it("builds over any set of patterns", () => {
    const { pathTo: to } = pathBuilders({ ...routePatterns, "case-study": "/work/:slug" });
    expect(to("case-study", { slug: "paysetu" })).toBe("/work/paysetu");
  });
});

describe("redirectLocation", () => {
  it("keeps the request's query, before the target's fragment", () => {
    expect(redirectLocation("/privacy", "")).toBe("/privacy");
    expect(redirectLocation("/privacy", "?utm_source=x")).toBe("/privacy?utm_source=x");
    expect(redirectLocation("/contact#faq", "")).toBe("/contact#faq");
    expect(redirectLocation("/contact#faq", "?utm_source=x")).toBe("/contact?utm_source=x#faq");
  });
});
