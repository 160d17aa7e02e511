/**
 * The blog's posts: every `app/content/blog/*.md` file is a post and its file name is its slug,
 * so adding a post needs no code. Parsed (not rendered) here because the route table reads the
 * slugs and titles at build-config time; `app/server/content.server.ts` renders the HTML.
 *
 * Relative imports only: this module is evaluated by the route table outside the app's aliases.
 */
import {
  blogFrontmatterSchema,
  contentFilePath,
  parseContentFile,
  type BlogFrontmatter,
  type ParsedContentFile,
} from "../lib/content/frontmatter";

export type BlogPostSource = ParsedContentFile<BlogFrontmatter>;

/** Parses the raw post files (glob key to text) and sorts them newest first. */
export function loadBlogPosts(files: Readonly<Record<string, string>>): BlogPostSource[] {
  return Object.entries(files)
    .map(([key, raw]) => parseContentFile(contentFilePath("blog", key), raw, blogFrontmatterSchema))
    .sort(
      (a, b) =>
        b.frontmatter.date.localeCompare(a.frontmatter.date) || a.slug.localeCompare(b.slug),
    );
}

export const blogPosts: readonly BlogPostSource[] = loadBlogPosts(
  import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true }),
);
