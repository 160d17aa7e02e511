import type { MetaDescriptor } from "react-router";
import { siteConfig, siteOrigin } from "~/site.config";

export interface PageMetaInput {
  /** The page's own title; the brand is appended by the title template. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/services/web-development". */
  path: string;
  /** Set for the home page, whose title leads with the brand instead. */
  isHome?: boolean;
}

/** Title template applied once for every page: "%s | Brand". */
export function formatTitle(title: string, isHome = false): string {
  return isHome ? `${siteConfig.brandName} | ${title}` : `${title} | ${siteConfig.brandName}`;
}

/** One trailing-slash rule for every canonical URL: none, except the root itself. */
export function canonicalUrl(path: string): string {
  const clean = path === "/" ? "/" : path.replace(/\/+$/, "");
  return `${siteOrigin()}${clean}`;
}

/** Layered page metadata: site defaults, then the page's own title, description and URL. */
export function pageMeta({ title, description, path, isHome }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = formatTitle(title, isHome);
  const url = canonicalUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.brandName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: siteConfig.defaultLocale.replace("-", "_") },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
}
