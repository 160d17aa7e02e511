import { escapeMarkup } from "~/lib/escape-markup";
import { listBlogPosts } from "~/content/documents";
import { canonicalUrl } from "~/lib/seo";
import { siteConfig } from "~/site.config";
import { pathTo } from "~/route-paths";

/** RFC 822 date, as RSS 2.0 requires ("Fri, 04 Apr 2025 00:00:00 GMT"). */
function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/** The RSS 2.0 feed of the blog, prerendered to build/client/blog/rss.xml. */
export function buildBlogFeed(): string {
  const posts = listBlogPosts().slice(0, siteConfig.content.rssItemLimit);
  const feedUrl = canonicalUrl(pathTo("blog-rss"));
  const items = posts.map((post) => {
    const link = canonicalUrl(pathTo("blog-post", { slug: post.slug }));
    return [
      "    <item>",
      `      <title>${escapeMarkup(post.title)}</title>`,
      `      <link>${escapeMarkup(link)}</link>`,
      `      <guid isPermaLink="true">${escapeMarkup(link)}</guid>`,
      `      <pubDate>${rssDate(post.date)}</pubDate>`,
      `      <dc:creator>${escapeMarkup(post.author)}</dc:creator>`,
      ...post.tags.map((tag) => `      <category>${escapeMarkup(tag)}</category>`),
      `      <description>${escapeMarkup(post.summary)}</description>`,
      "    </item>",
    ].join("\n");
  });
  // The feed last changed with its latest post or its latest edit to a post.
  const newest = posts
    .map((post) => post.updated ?? post.date)
    .sort()
    .at(-1);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeMarkup(`${siteConfig.brandName} Blog`)}</title>`,
    `    <link>${escapeMarkup(canonicalUrl(pathTo("blog")))}</link>`,
    `    <description>${escapeMarkup(siteConfig.tagline)}</description>`,
    `    <language>${siteConfig.defaultLocale.toLowerCase()}</language>`,
    `    <atom:link href="${escapeMarkup(feedUrl)}" rel="self" type="application/rss+xml"/>`,
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
