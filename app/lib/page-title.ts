import { siteConfig } from "~/site.config";

/**
 * A page's `<title>`: "Page | Brand", or "Brand | Tagline" for the home page. Its own module so
 * screens rendered in the browser (the not-found screen) can title themselves without bringing
 * the rest of the meta-tag code (seo.ts, structured data) into every page's JavaScript.
 */
export function formatTitle(title: string, isHome = false): string {
  return isHome ? `${siteConfig.brandName} | ${title}` : `${title} | ${siteConfig.brandName}`;
}
