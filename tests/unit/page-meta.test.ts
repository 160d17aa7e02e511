/**
 * Every page's head as its loader computes it, read without a build: each concrete page of the
 * route table through its own route module, the way the prerenderer renders it.
 */
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { appCategoryPages, appDevelopmentTitle } from "~/content/apps";
import { blogPosts } from "~/content/blog";
import { caseStudies } from "~/content/case-studies";
import { jobOpenings } from "~/content/careers";
import { titleMaxLength } from "~/lib/page-title";
import { pathTo, routePatterns } from "~/route-paths";
import { routeTable } from "~/route-table";
import { siteConfig } from "~/site.config";

interface PageModule {
  loader?: (args: { params: Record<string, string | undefined>; url: URL; request: Request }) => {
    meta: MetaDescriptor[];
  };
}

const routeModules = import.meta.glob<PageModule>("../../app/routes/*.tsx");

const pages = routeTable
  .filter((entry) => entry.kind === "page")
  .flatMap((entry) => entry.paths.map((page) => ({ ...page, entry })));

/** The values of a pattern's `:name` segments in `path` ("/blog/:slug", "/blog/a" → slug "a"). */
function paramsOf(pattern: string, path: string): Record<string, string | undefined> {
  const values = path.split("/").filter(Boolean);
  const names = pattern.split("/").filter(Boolean);
  return Object.fromEntries(
    names.flatMap((name, index) =>
      name.startsWith(":") ? [[name.replace(/^:|\?$/g, ""), values[index]]] : [],
    ),
  );
}

async function metaOf(path: string): Promise<MetaDescriptor[]> {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`${path} is not a page of the route table`);
  const load = routeModules[`../../app/${page.entry.file}`];
  if (!load) throw new Error(`No route module app/${page.entry.file}`);
  const { loader } = await load();
  if (!loader) throw new Error(`app/${page.entry.file} has no loader`);
  const url = new URL(path, siteConfig.siteUrl);
  return loader({
    params: paramsOf(routePatterns[page.entry.id], path),
    url,
    request: new Request(url),
  }).meta;
}

function jsonLdOf(meta: MetaDescriptor[]): object[] {
  return meta.flatMap((m) => {
    const block: unknown = "script:ld+json" in m ? m["script:ld+json"] : undefined;
    return typeof block === "object" && block !== null ? [block] : [];
  });
}

/** The content of a `<meta name>` or `<meta property>` tag. */
function contentOf(meta: MetaDescriptor[], key: string): string | undefined {
  for (const m of meta) {
    const named = ("name" in m && m.name === key) || ("property" in m && m.property === key);
    if (named && "content" in m && typeof m.content === "string") return m.content;
  }
  return undefined;
}

function titleOf(meta: MetaDescriptor[]): string | undefined {
  for (const m of meta) if ("title" in m && typeof m.title === "string") return m.title;
  return undefined;
}

describe("every page's head", () => {
  it("has a description search results show whole and a title within 60 characters or unbranded", async () => {
    const suffix = ` | ${siteConfig.brandName}`;
    for (const page of pages) {
      const meta = await metaOf(page.path);
      const description = contentOf(meta, "description") ?? "";
      expect(description.length, `${page.path}: ${description}`).toBeGreaterThanOrEqual(50);
      expect(description.length, `${page.path}: ${description}`).toBeLessThanOrEqual(160);
      const title = titleOf(meta) ?? "";
      // Home leads with the brand by design; elsewhere the brand is left off a long title.
      if (page.path === pathTo("home")) {
        expect(title.startsWith(`${siteConfig.brandName} | `), title).toBe(true);
      } else if (title.endsWith(suffix)) {
        expect(title.length, title).toBeLessThanOrEqual(titleMaxLength);
      } else {
        expect(`${title}${suffix}`.length, title).toBeGreaterThan(titleMaxLength);
      }
    }
  });

  it("titles each app category so it reads naturally, never 'Apps App'", async () => {
    for (const category of appCategoryPages) {
      const meta = await metaOf(pathTo("apps", { slug: category.slug }));
      const title = titleOf(meta) ?? "";
      expect(title, category.title).toMatch(/ App Development( \||$)/);
      expect(title, category.title).not.toMatch(/\bApps? App\b/);
      expect(contentOf(meta, "og:image:alt")).not.toMatch(/\bApps? App\b/);
    }
    expect(appDevelopmentTitle("Booking Apps")).toBe("Booking App Development");
    expect(appDevelopmentTitle("Classified Apps")).toBe("Classified App Development");
    expect(appDevelopmentTitle("OTT & Music")).toBe("OTT & Music App Development");
    expect(appDevelopmentTitle("Online Classes")).toBe("Online Classes App Development");
  });

  it("describes careers by the roles that are open", async () => {
    const description = contentOf(await metaOf(pathTo("careers")), "description") ?? "";
    for (const job of jobOpenings) expect(description).toContain(job.title);
    // It used to promise engineering roles; the page lists none.
    const departments = new Set<string>(jobOpenings.map((job) => job.department));
    if (!departments.has("Engineering")) expect(description).not.toMatch(/engineering/i);
  });

  it("dates each post's last material edit as its BlogPosting's dateModified", async () => {
    for (const post of blogPosts) {
      const meta = await metaOf(pathTo("blog-post", { slug: post.slug }));
      const posting = jsonLdOf(meta).find(
        (block) => "@type" in block && block["@type"] === "BlogPosting",
      );
      expect(posting, post.slug).toMatchObject({
        datePublished: post.frontmatter.date,
        dateModified: post.frontmatter.updated ?? post.frontmatter.date,
      });
    }
    expect(blogPosts.some((post) => post.frontmatter.updated)).toBe(true);
  });

  it("dates each case study's Article by the day it was published", async () => {
    for (const study of caseStudies) {
      const meta = await metaOf(pathTo("case-study", { slug: study.slug }));
      const article = jsonLdOf(meta).find(
        (block) => "@type" in block && block["@type"] === "Article",
      );
      expect(article, study.slug).toMatchObject({
        datePublished: study.published,
        dateModified: study.published,
      });
    }
  });
});
