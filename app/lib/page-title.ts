import { siteConfig } from "~/site.config";

/**
 * A page's `<title>`: "Page | Brand", or "Brand | Tagline" for the home page. Its own module so
 * screens without a route's meta (the not-found screen, the form refusal) can title themselves
 * without the rest of the meta-tag code (seo.ts, structured data).
 */
export function formatTitle(title: string, isHome = false): string {
  return isHome ? `${siteConfig.brandName} | ${title}` : `${title} | ${siteConfig.brandName}`;
}
