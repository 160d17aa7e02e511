/**
 * The Markdown files of the blog and the legal pages, and the slug, title and dates of each for
 * the route table (page labels, sitemap `<lastmod>`).
 *
 * No dependencies on purpose: the build configs and plain Node scripts (the benchmarks, the
 * Playwright specs) load the route table, and the YAML parser and zod must not be needed there.
 * The full, validated parse lives in `./blog.ts` and `app/content/documents.ts`, which fails the
 * build if a title or a date read here differs from the validated one.
 */
import { readdirSync, readFileSync } from "node:fs";

export type MarkdownFolder = "blog" | "legal";

export interface MarkdownIndexEntry {
  slug: string;
  title: string;
  /** The frontmatter `date` (YYYY-MM-DD): a post's publication, a policy's update. */
  date: string | undefined;
  /** A post's frontmatter `updated` (YYYY-MM-DD), its last material edit, if any. */
  updated: string | undefined;
}

/** The files of a folder read from disk, keyed like `import.meta.glob` keys ("./blog/x.md"). */
function readDirectory(folder: MarkdownFolder): Record<string, string> {
  const dir = new URL(`./${folder}/`, import.meta.url);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .map((name) => [`./${folder}/${name}`, readFileSync(new URL(name, dir), "utf8")]),
  );
}

/**
 * The raw files of a folder, read the way this runtime allows:
 * - under Vite on the server side (the build, the route config, Vitest) the glob below is
 *   replaced by the files' contents at transform time, so the server bundle carries the posts
 *   and never touches the disk;
 * - in the browser bundle there are none: pages get posts from their loaders;
 * - plain Node (Playwright specs importing the route table) has no `import.meta.env` and reads
 *   the directory beside this module.
 */
export function markdownFiles(folder: MarkdownFolder): Readonly<Record<string, string>> {
  if (!import.meta.env) return readDirectory(folder);
  if (!import.meta.env.SSR) return {};
  // Globs must be literals for Vite to replace them.
  return folder === "blog"
    ? import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true })
    : import.meta.glob<string>("./legal/*.md", { query: "?raw", import: "default", eager: true });
}

/** A one-line field of a file's frontmatter, unquoted; undefined when there is none. */
export function frontmatterValue(
  raw: string,
  field: "title" | "date" | "updated",
): string | undefined {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(raw)?.[1] ?? "";
  const value = new RegExp(`^${field}:[ \\t]*(.+?)[ \\t]*$`, "m").exec(block)?.[1];
  if (value === undefined) return undefined;
  const quoted = /^"(.*)"$/.exec(value) ?? /^'(.*)'$/.exec(value);
  if (!quoted) return value;
  const inner = quoted[1] ?? "";
  return value.startsWith('"') ? inner.replace(/\\"/g, '"') : inner.replace(/''/g, "'");
}

/** Slug, title and dates of every file of a folder (alphabetical by slug). */
export function markdownIndex(folder: MarkdownFolder): MarkdownIndexEntry[] {
  return Object.entries(markdownFiles(folder))
    .map(([key, raw]) => {
      const slug = (key.split("/").pop() ?? key).replace(/\.md$/, "");
      return {
        slug,
        title: frontmatterValue(raw, "title") ?? slug,
        date: frontmatterValue(raw, "date"),
        updated: frontmatterValue(raw, "updated"),
      };
    })
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}
