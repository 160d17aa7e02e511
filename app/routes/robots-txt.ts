import { indexingAllowed } from "~/lib/seo";
import { siteOrigin } from "~/site.config";

/**
 * robots.txt, prerendered at build time. A staging build (ALLOW_INDEXING=false) disallows all
 * crawling; the pages also carry a noindex robots meta tag and the server an X-Robots-Tag header.
 */
export function robotsTxt(allowIndexing: boolean): string {
  const rules = allowIndexing ? ["User-agent: *", "Allow: /"] : ["User-agent: *", "Disallow: /"];
  return [...rules, "", `Sitemap: ${siteOrigin()}/sitemap.xml`, ""].join("\n");
}

export function loader() {
  return new Response(robotsTxt(indexingAllowed()), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
