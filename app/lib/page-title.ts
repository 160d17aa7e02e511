import { siteConfig } from "~/site.config";

/**
 * Search results show about 60 characters of a title (600 px) and cut the rest. A page whose own
 * title leaves no room for " | Brand" is titled alone: its words are what a searcher reads, and
 * the brand shows beside the result anyway (og:site_name, the URL).
 */
export const titleMaxLength = 60;

/**
 * A page's `<title>`: "Page | Brand", or "Page" alone when that would run past
 * `titleMaxLength`, or "Brand | Tagline" for the home page, which leads with the brand by design.
 * Its own module so screens without a route's meta (the not-found screen, the form refusal) can
 * title themselves without the rest of the meta-tag code (seo.ts, structured data).
 */
export function formatTitle(title: string, isHome = false): string {
  if (isHome) return `${siteConfig.brandName} | ${title}`;
  const branded = `${title} | ${siteConfig.brandName}`;
  return branded.length <= titleMaxLength ? branded : title;
}
