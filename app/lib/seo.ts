/**
 * Page metadata in three layers: built-in defaults (`seoDefaults`), then the site config (brand,
 * origin, locale, Open Graph image settings, the indexing switch), then the route's own title,
 * description and path. Every route's `meta` calls `pageMeta`.
 */
import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  websiteJsonLd,
  type Crumb,
} from "~/lib/structured-data";
import { ogImagePath, type PageRef } from "~/route-paths";
import { siteConfig, siteOrigin } from "~/site.config";
import { formatTitle } from "~/lib/page-title";

/** Layer 1: what holds unless the site config or the page says otherwise. */
const seoDefaults = {
  ogType: "website",
  twitterCard: "summary_large_image",
  /** Google's crawlers read these; the previews stay large and snippets unlimited. */
  robots: "index, follow, max-image-preview:large, max-snippet:-1",
  noindexRobots: "noindex, nofollow",
} as const;

export interface PageMetaInput {
  /** The page's own title; the brand is appended by the title template. */
  title: string;
  description: string;
  /** The page: its canonical path and the route whose share image it gets (`pageRef(…)`). */
  page: PageRef;
  /** Set for the home page, whose title leads with the brand and which describes the agency
   * and the site in JSON-LD (Organization/ProfessionalService and WebSite). */
  isHome?: boolean;
  /**
   * A dated article (a blog post, a case study): Open Graph type "article" with its dates (ISO),
   * as its JSON-LD gives them; without it the page is a "website".
   */
  article?: { published: string; modified?: string };
  /** Path of a specific share image; defaults to the generated image of the page's route. */
  image?: string;
  /** Alt text of the share image; defaults to the page title. */
  imageAlt?: string;
  /** Page-specific JSON-LD blocks (FAQPage, JobPosting, …); breadcrumbs are added for you. */
  jsonLd?: readonly WithContext<Thing>[];
}

/** One trailing-slash rule for every canonical URL: none, except the root itself. */
export function canonicalUrl(path: string): string {
  const clean = path === "/" ? "/" : path.replace(/\/+$/, "");
  return `${siteOrigin()}${clean}`;
}

// Replaced by Vite at build time (vite.config.ts `define`) from the ALLOW_INDEXING variable.
// Prerendered pages are static HTML, so the switch has to be baked in when they are rendered.
declare const __ALLOW_INDEXING__: boolean | undefined;

/** False on staging builds (ALLOW_INDEXING=false): pages then ask search engines not to index. */
export function indexingAllowed(): boolean {
  return typeof __ALLOW_INDEXING__ === "boolean" ? __ALLOW_INDEXING__ : true;
}

/** The robots meta value for a build that does or does not allow indexing. */
export function robotsContent(allowIndexing: boolean): string {
  return allowIndexing ? seoDefaults.robots : seoDefaults.noindexRobots;
}

/** Absolute URL of the generated share image of a page (one per prerendered page). */
export function ogImageUrl(path: string): string {
  return `${siteOrigin()}${ogImagePath(path)}`;
}

// Path → label of every page, inlined at build time from the route table (vite.config.ts and
// vitest.config.ts): app/lib takes content and routes as arguments and never imports them (the
// lint rule of decision 007), and breadcrumbs need every page's label, not only the caller's.
declare const __PAGE_LABELS__: Record<string, string>;

/** A page's label in the route table (what the navigation and the sitemap call it). */
export function pageLabel(path: string): string | undefined {
  return Object.hasOwn(__PAGE_LABELS__, path) ? __PAGE_LABELS__[path] : undefined;
}

/**
 * Breadcrumbs of a nested page (two or more path segments), derived from the route table: Home,
 * then every ancestor path that is itself a page, then the page. Empty for top-level pages.
 */
export function breadcrumbsFor(path: string, title: string): Crumb[] {
  const segments = path.split("/").filter(Boolean);
  if (segments.length < 2) return [];
  const crumbs: Crumb[] = [{ name: pageLabel("/") ?? "Home", path: "/" }];
  for (let depth = 1; depth < segments.length; depth++) {
    const ancestor = `/${segments.slice(0, depth).join("/")}`;
    const label = pageLabel(ancestor);
    if (label) crumbs.push({ name: label, path: ancestor });
  }
  crumbs.push({ name: pageLabel(path) ?? title, path });
  return crumbs;
}

/**
 * The site's X account as twitter:site wants it ("@name"), read from its profile link in
 * `siteConfig.social` (x.com or twitter.com); undefined while the site lists no such profile, so
 * no page names an account that does not exist.
 */
export function twitterSiteHandle(profiles: ReadonlyArray<{ href: string }>): string | undefined {
  for (const { href } of profiles) {
    const url = new URL(href);
    const host = url.hostname.replace(/^(www|mobile)\./, "");
    const name = url.pathname.split("/").find(Boolean);
    if ((host === "x.com" || host === "twitter.com") && name) return `@${name}`;
  }
  return undefined;
}

/** Layered page metadata: defaults, then site config, then the page's own fields. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { title, description, isHome } = input;
  const { path } = input.page;
  const fullTitle = formatTitle(title, isHome);
  const url = canonicalUrl(path);
  const image = input.image ? `${siteOrigin()}${input.image}` : ogImageUrl(input.page.path);
  const imageAlt = input.imageAlt ?? fullTitle;
  const { ogImage } = siteConfig.seo;
  const twitterSite = twitterSiteHandle(siteConfig.social);
  const crumbs = breadcrumbsFor(path, title);
  const jsonLd: WithContext<Thing>[] = [
    ...(isHome ? [organizationJsonLd(), websiteJsonLd()] : []),
    ...(crumbs.length > 0 ? [breadcrumbJsonLd(crumbs)] : []),
    ...(input.jsonLd ?? []),
  ];
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { name: "robots", content: robotsContent(indexingAllowed()) },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.article ? "article" : seoDefaults.ogType },
    ...(input.article
      ? [
          { property: "article:published_time", content: input.article.published },
          {
            property: "article:modified_time",
            content: input.article.modified ?? input.article.published,
          },
        ]
      : []),
    { property: "og:site_name", content: siteConfig.brandName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: siteConfig.defaultLocale.replace("-", "_") },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(ogImage.width) },
    { property: "og:image:height", content: String(ogImage.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: seoDefaults.twitterCard },
    ...(twitterSite ? [{ name: "twitter:site", content: twitterSite }] : []),
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...jsonLd.map((block) => ({ "script:ld+json": block })),
  ];
}
