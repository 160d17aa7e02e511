/**
 * The blog's posts: every `app/content/blog/*.md` file is a post and its file name is its slug,
 * so adding a post needs no code. Parsed and validated here; `app/content/documents.ts`
 * renders the HTML. The route table reads slugs and titles from `./markdown-files.ts` instead, to
 * keep the parser out of the browser bundle.
 */
import { markdownFiles } from "./markdown-files";
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

/** Every post, validated and parsed, newest first (server side; the browser bundle gets none). */
export const blogPosts: readonly BlogPostSource[] = loadBlogPosts(markdownFiles("blog"));
