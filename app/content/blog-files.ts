/**
 * The blog's Markdown files, and the slug and title of each for the route table.
 *
 * No dependencies on purpose: the route table reaches the browser bundle (app/lib/seo.ts reads
 * its labels), and the YAML parser, zod and the post texts must not come along. The full,
 * validated parse lives in `./blog.ts` (server side); `app/server/content.server.ts` fails the
 * build if a title read here differs from the validated one.
 */
import { readdirSync, readFileSync } from "node:fs";

export interface BlogPostIndexEntry {
  slug: string;
  title: string;
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

/**
 * The raw post files, read the way this runtime allows:
 * - under Vite on the server side (the build, the route config, Vitest) the glob below is
 *   replaced by the files' contents at transform time, so the server bundle carries the posts
 *   and never touches the disk;
 * - in the browser bundle there are none: pages get posts from their loaders;
 * - plain Node (Playwright specs importing the route table) has no `import.meta.env` and reads
 *   the directory beside this module.
 */
export function blogPostFiles(): Readonly<Record<string, string>> {
  if (!import.meta.env) return readPostDirectory();
  if (!import.meta.env.SSR) return {};
  return import.meta.glob<string>("./blog/*.md", {
    query: "?raw",
    import: "default",
    eager: true,
  });
}

/** The one-line `title:` of a file's frontmatter, unquoted; undefined when there is none. */
export function frontmatterTitle(raw: string): string | undefined {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(raw)?.[1] ?? "";
  const value = /^title:[ \t]*(.+?)[ \t]*$/m.exec(block)?.[1];
  if (value === undefined) return undefined;
  const quoted = /^"(.*)"$/.exec(value) ?? /^'(.*)'$/.exec(value);
  if (!quoted) return value;
  const inner = quoted[1] ?? "";
  return value.startsWith('"') ? inner.replace(/\\"/g, '"') : inner.replace(/''/g, "'");
}

/** Slug and title of every post, for the route table (alphabetical by slug). */
export function blogPostIndex(): BlogPostIndexEntry[] {
  return Object.entries(blogPostFiles())
    .map(([key, raw]) => {
      const slug = (key.split("/").pop() ?? key).replace(/\.md$/, "");
      return { slug, title: frontmatterTitle(raw) ?? slug };
    })
    .sort((a, b) => a.slug.localeCompare(b.slug));
}
