/**
 * Every page's head as its loader computes it, read without a build: each concrete page of the
 * route table through its own route module, the way the prerenderer renders it.
 */
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { blogPosts } from "~/content/blog";
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

describe("every page's head", () => {
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
});
