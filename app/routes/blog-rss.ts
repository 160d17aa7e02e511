import { listBlogPosts } from "~/content/documents";
import { canonicalUrl } from "~/lib/seo";
import { siteConfig } from "~/site.config";
import { pathTo } from "~/route-paths";

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RFC 822 date, as RSS 2.0 requires ("Fri, 04 Apr 2025 00:00:00 GMT"). */
function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/** The RSS 2.0 feed of the blog, prerendered to build/client/blog/rss.xml. */
function buildBlogFeed(): string {
  const posts = listBlogPosts().slice(0, siteConfig.content.rssItemLimit);
  const feedUrl = canonicalUrl(pathTo("blog-rss"));
  const items = posts.map((post) => {
    const link = canonicalUrl(pathTo("blog-post", { slug: post.slug }));
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rssDate(post.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(post.summary)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = posts[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${siteConfig.brandName} Blog`)}</title>`,
    `    <link>${escapeXml(canonicalUrl(pathTo("blog")))}</link>`,
    `    <description>${escapeXml(siteConfig.tagline)}</description>`,
    `    <language>${siteConfig.defaultLocale.toLowerCase()}</language>`,
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rssDate(newest)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

export function loader() {
  return new Response(buildBlogFeed(), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
