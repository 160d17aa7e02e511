/**
 * The blog's posts: every `app/content/blog/*.md` file is a post and its file name is its slug,
 * so adding a post needs no code. Parsed (not rendered) here because the route table reads the
 * slugs and titles at build-config time; `app/server/content.server.ts` renders the HTML.
 *
 * Relative imports only: this module is evaluated by the route table outside the app's aliases.
 */
import { readdirSync, readFileSync } from "node:fs";
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

/** The post files read from disk, keyed like `import.meta.glob` keys ("./blog/x.md"). */
function readPostDirectory(): Record<string, string> {
  const dir = new URL("./blog/", import.meta.url);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .map((name) => [`./blog/${name}`, readFileSync(new URL(name, dir), "utf8")]),
  );
}

// Under Vite (the build, the route config, Vitest) `import.meta.env` exists and the glob below
// is replaced by the files' contents at transform time, so the server bundle carries the posts
// and never touches the disk. Plain Node (Playwright specs that import the route table) has
// neither, so it reads the directory beside this module instead.
export const blogPosts: readonly BlogPostSource[] = loadBlogPosts(
  import.meta.env
    ? import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true })
    : readPostDirectory(),
);
