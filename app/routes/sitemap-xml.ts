import { escapeMarkup } from "~/lib/escape-markup";
import { listedPages } from "~/route-table";
import { canonicalUrl } from "~/lib/seo";

/** sitemap.xml built from the route table; prerendered to build/client/sitemap.xml. */
export function sitemapXml(): string {
  const urls = listedPages().map((page) => {
    const lastmod = page.lastModified
      ? `<lastmod>${escapeMarkup(page.lastModified)}</lastmod>`
      : "";
    return `  <url><loc>${escapeMarkup(canonicalUrl(page.path))}</loc>${lastmod}</url>`;
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

export function loader() {
  return new Response(sitemapXml(), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
