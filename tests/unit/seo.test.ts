import { blogPosts } from "~/content/blog";
import { caseStudies } from "~/content/case-studies";
import { markdownIndex } from "~/content/markdown-files";
import { getLegalDocument } from "~/content/documents";
import { pageRef, pathTo } from "~/route-paths";
import { jobOpenings } from "~/content/careers";
import { describe, expect, it } from "vitest";
import { indexingAllowedBy } from "~/server/env-switches.server";
import {
  breadcrumbsFor,
  canonicalUrl,
  ogImageUrl,
  pageMeta,
  robotsContent,
  twitterSiteHandle,
} from "~/lib/seo";
import { ogImageSvg, wrapWords } from "~/lib/og-image";
import { seoTitleMaxLength } from "~/lib/content/frontmatter";
import { formatTitle, titleMaxLength } from "~/lib/page-title";
import { listedPages, ogImagePages, ogImagePaths, prerenderPaths, routeTable } from "~/route-table";
import { robotsTxt } from "~/routes/robots-txt";
import { homeTitle } from "~/routes/home";
import { sitemapXml } from "~/routes/sitemap-xml";
import { parseEnv } from "~/server/env.server";
import { staticSecurityHeaders } from "~/server/security-headers.server";
import { siteConfig } from "~/site.config";
import { validateJsonLd } from "../support/json-ld";

function jsonLdBlocks(meta: ReturnType<typeof pageMeta>): unknown[] {
  return meta.flatMap((m) => ("script:ld+json" in m ? [m["script:ld+json"]] : []));
}

describe("page metadata", () => {
  it("applies the title template once, and leaves the brand off where it would not fit", () => {
    expect(formatTitle("Pricing")).toBe(`Pricing | ${siteConfig.brandName}`);
    const suffix = ` | ${siteConfig.brandName}`;
    const longest = "x".repeat(titleMaxLength - suffix.length);
    expect(formatTitle(longest)).toBe(`${longest}${suffix}`);
    expect(formatTitle(`${longest}x`)).toBe(`${longest}x`);
    // A post's short search title is held to the same limit (frontmatter.ts cannot import it).
    expect(seoTitleMaxLength).toBe(titleMaxLength);
    for (const post of blogPosts) {
      const title = formatTitle(post.frontmatter.seoTitle ?? post.frontmatter.title);
      expect(title.length, post.slug).toBeLessThanOrEqual(titleMaxLength);
    }
    // Home leads with the brand by design, and still fits a search result.
    expect(formatTitle(homeTitle, true)).toBe(`${siteConfig.brandName} | ${homeTitle}`);
    expect(formatTitle(homeTitle, true).length).toBeLessThanOrEqual(titleMaxLength);
  });

  it("derives canonical URLs with one trailing-slash rule", () => {
    expect(canonicalUrl("/")).toBe(`${siteConfig.siteUrl}/`);
    expect(canonicalUrl("/pricing/")).toBe(`${siteConfig.siteUrl}/pricing`);
  });

  it("emits title, description, canonical, robots, Open Graph and Twitter tags", () => {
    const meta = pageMeta({ title: "About", description: "About us", page: pageRef("about") });
    expect(meta).toContainEqual({ title: `About | ${siteConfig.brandName}` });
    expect(meta).toContainEqual({ name: "description", content: "About us" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${siteConfig.siteUrl}/about`,
    });
    expect(meta).toContainEqual({ property: "og:url", content: `${siteConfig.siteUrl}/about` });
    const image = `${siteConfig.siteUrl}/og/about.png`;
    expect(meta).toContainEqual({ property: "og:image", content: image });
    expect(meta).toContainEqual({ name: "twitter:image", content: image });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ name: "robots", content: robotsContent(true) });
    // Top-level pages carry no breadcrumbs and, except home, no site-wide JSON-LD.
    expect(jsonLdBlocks(meta)).toEqual([]);
  });

  it("names an X account in twitter:site only when the site lists its profile", () => {
    const meta = pageMeta({ title: "About", description: "About us", page: pageRef("about") });
    const twitterSite = meta.find((m) => "name" in m && m.name === "twitter:site");
    const handle = twitterSiteHandle(siteConfig.social);
    // Today the site lists no profile, so no page names an account.
    expect(twitterSite).toEqual(handle && { name: "twitter:site", content: handle });
    expect(twitterSiteHandle([])).toBeUndefined();
    expect(
      twitterSiteHandle([{ href: "https://www.linkedin.com/company/northstar" }]),
    ).toBeUndefined();
    expect(
      twitterSiteHandle([
        { href: "https://www.linkedin.com/company/northstar" },
        { href: "https://x.com/northstar_digital" },
      ]),
    ).toBe("@northstar_digital");
    expect(twitterSiteHandle([{ href: "https://twitter.com/northstar/" }])).toBe("@northstar");
    expect(twitterSiteHandle([{ href: "https://www.x.com/northstar?lang=en" }])).toBe("@northstar");
    expect(twitterSiteHandle([{ href: "https://x.com/" }])).toBeUndefined();
  });

  it("lets the page override the share image and add JSON-LD", () => {
    const meta = pageMeta({
      title: "Post",
      description: "A post",
      page: pageRef("blog-post", { slug: "a-post" }),
      image: "/images/post.png",
      article: { published: "2026-10-01", modified: "2026-11-02" },
    });
    expect(meta).toContainEqual({
      property: "og:image",
      content: `${siteConfig.siteUrl}/images/post.png`,
    });
    expect(meta).toContainEqual({ property: "og:type", content: "article" });
    expect(meta).toContainEqual({ property: "article:published_time", content: "2026-10-01" });
    expect(meta).toContainEqual({ property: "article:modified_time", content: "2026-11-02" });
    const page = pageMeta({ title: "Page", description: "A page", page: pageRef("about") });
    expect(page).toContainEqual({ property: "og:type", content: "website" });
    expect(JSON.stringify(page)).not.toContain('"article:');
  });

  it("describes the organisation and the website on the home page", () => {
    const blocks = jsonLdBlocks(
      pageMeta({ title: "Home", description: "Welcome", page: pageRef("home"), isHome: true }),
    );
    expect(blocks.map((b) => (b as { "@type": string })["@type"])).toEqual([
      "ProfessionalService",
      "WebSite",
    ]);
    for (const block of blocks) expect(validateJsonLd(block)).toEqual([]);
  });

  it("adds breadcrumbs from the route table on nested pages", () => {
    expect(breadcrumbsFor("/services/web-development", "x")).toEqual([
      { name: "Home", path: "/" },
      { name: "All Services", path: "/services" },
      { name: "Web Development", path: "/services/web-development" },
    ]);
    // /tech-stack/frontend is not a page, so it is skipped.
    expect(breadcrumbsFor("/tech-stack/frontend/react", "x").map((c) => c.path)).toEqual([
      "/",
      "/tech-stack",
      "/tech-stack/frontend/react",
    ]);
    expect(breadcrumbsFor("/pricing", "Pricing")).toEqual([]);
    const nested = listedPages().filter((p) => p.path.split("/").length > 2);
    expect(nested.length).toBeGreaterThan(30);
    for (const page of nested) {
      const blocks = jsonLdBlocks(
        pageMeta({
          title: page.label,
          description: "d",
          page: { routeId: page.routeId, path: page.path },
        }),
      );
      expect(blocks, page.path).toHaveLength(1);
      expect(validateJsonLd(blocks[0]), page.path).toEqual([]);
    }
  });

  it("switches robots to noindex for staging builds", () => {
    expect(robotsContent(true)).toMatch(/^index, follow/);
    expect(robotsContent(false)).toBe("noindex, nofollow");
  });
});

describe("Open Graph images", () => {
  it("has a generated image for every listed page's route", () => {
    const generated = new Set(ogImagePaths());
    for (const page of listedPages()) {
      const url = new URL(ogImageUrl(page.path));
      expect(generated, page.path).toContain(url.pathname);
    }
    for (const path of ogImagePaths()) expect(prerenderPaths()).toContain(path);
    expect(ogImageUrl("/")).toBe(`${siteConfig.siteUrl}/og/home.png`);
    expect(ogImageUrl("/apps")).toBe(`${siteConfig.siteUrl}/og/apps.png`);
    expect(ogImageUrl("/portfolio/paysetu")).toBe(
      `${siteConfig.siteUrl}/og/portfolio--paysetu.png`,
    );
  });

  it("draws one branded, escaped SVG per page, titled with that page's own label", () => {
    const pages = ogImagePages();
    const concrete = routeTable.flatMap((e) => (e.kind === "page" ? e.paths : []));
    expect(pages).toHaveLength(concrete.length);
    expect(new Set(pages.map((p) => p.imageName)).size).toBe(pages.length);
    // Two case studies, two images, each with its own project's title.
    const studies = concrete.filter((p) => p.path.startsWith("/portfolio/")).slice(0, 2);
    expect(studies).toHaveLength(2);
    for (const study of studies) {
      expect(
        pages.find((p) => `${siteConfig.siteUrl}/og/${p.imageName}.png` === ogImageUrl(study.path)),
      ).toMatchObject({ title: study.label });
    }
    const svg = ogImageSvg({ imageName: "x", title: "R&D <Lab>", group: "Company" });
    expect(svg).toContain("R&amp;D &lt;Lab&gt;");
    expect(svg).toContain(siteConfig.brandName);
    expect(svg).toContain(`width="${siteConfig.seo.ogImage.width}"`);
    expect(wrapWords("one two three four five", 9, 2)).toEqual(["one two", "three…"]);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every listed page once on the canonical origin", () => {
    const xml = sitemapXml();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(listedPages().length);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${siteConfig.siteUrl}/pricing`);
    expect(locs.every((loc) => loc?.startsWith(siteConfig.siteUrl))).toBe(true);
    // Every post and every legal page carries its frontmatter date as <lastmod>: a post's last
    // material edit where it has one, else its publication. Every case study carries the day it
    // was published, the blog's list its newest post's, and every open position the day it was
    // posted.
    const dated = listedPages().filter((p) => p.lastModified);
    expect(dated.map((p) => p.path).sort()).toEqual(
      [
        pathTo("blog"),
        ...jobOpenings.map((job) => pathTo("careers", { id: job.id })),
        ...markdownIndex("blog").map((post) => pathTo("blog-post", { slug: post.slug })),
        ...markdownIndex("legal").map((file) => `/${file.slug}`),
        ...caseStudies.map((study) => pathTo("case-study", { slug: study.slug })),
      ].sort(),
    );
    for (const page of dated) {
      expect(xml).toContain(
        `<loc>${siteConfig.siteUrl}${page.path}</loc><lastmod>${page.lastModified}</lastmod>`,
      );
    }
    const edited = blogPosts.filter((post) => post.frontmatter.updated);
    expect(edited.length).toBeGreaterThan(0);
    for (const post of edited) {
      expect(xml).toContain(
        `${pathTo("blog-post", { slug: post.slug })}</loc><lastmod>${post.frontmatter.updated}</lastmod>`,
      );
    }
    // A legal text with an effective date gives its last change since, not that older date.
    const payment = getLegalDocument("payment")?.frontmatter;
    expect(payment?.updated).toBeDefined();
    expect(xml).toContain(`/payment</loc><lastmod>${payment?.updated}</lastmod>`);
    const newestPost = markdownIndex("blog")
      .map((post) => String(post.updated ?? post.date))
      .reduce((newest, day) => (day > newest ? day : newest), "");
    expect(xml).toContain(`/blog</loc><lastmod>${newestPost}</lastmod>`);
    const paysetu = caseStudies.find((study) => study.slug === "paysetu");
    expect(xml).toContain(`/portfolio/paysetu</loc><lastmod>${paysetu?.published}</lastmod>`);
  });

  it("names the sitemap and disallows crawling on staging", () => {
    expect(robotsTxt(true)).toContain(`Sitemap: ${siteConfig.siteUrl}/sitemap.xml`);
    expect(robotsTxt(true)).toContain("Allow: /");
    expect(robotsTxt(false)).toContain("Disallow: /");
  });
});

describe("staging noindex on the server", () => {
  it("adds X-Robots-Tag only when ALLOW_INDEXING is off", () => {
    const header = (noindex: boolean) =>
      staticSecurityHeaders({ hsts: false, allowIndexing: !noindex }).find(
        ([name]) => name === "X-Robots-Tag",
      );
    expect(header(true)).toEqual(["X-Robots-Tag", "noindex, nofollow"]);
    expect(header(false)).toBeUndefined();
    expect(parseEnv({}).ALLOW_INDEXING).toBe(true);
    expect(parseEnv({ ALLOW_INDEXING: "false" }).ALLOW_INDEXING).toBe(false);
  });

  it("reads ALLOW_INDEXING for the build's pages exactly as the server does", () => {
    // A staging build run with "off" once left its pages indexable while its server sent noindex.
    for (const value of [undefined, "off", "OFF", "no", "0", "false", "on", "yes", "1", "true"]) {
      const env = { ALLOW_INDEXING: value };
      expect(indexingAllowedBy(env), String(value)).toBe(parseEnv(env).ALLOW_INDEXING);
    }
    expect(indexingAllowedBy({ ALLOW_INDEXING: "off" })).toBe(false);
    expect(() => indexingAllowedBy({ ALLOW_INDEXING: "staging" })).toThrow(
      'ALLOW_INDEXING must be on or off (true/false, yes/no, 1/0); got "staging"',
    );
    expect(() => parseEnv({ ALLOW_INDEXING: "staging" })).toThrow(/ALLOW_INDEXING/);
  });
});
