/**
 * Frontmatter of the Markdown content (legal pages and blog posts): split, parsed as YAML and
 * validated with zod. A bad file throws a `ContentError` naming the file and the field, and
 * since the files are read while the route table and the server bundle are built, a bad file
 * fails the build.
 *
 * Pure module with relative imports only: the route table evaluates it at build-config time.
 */
import { parse as parseYaml } from "yaml";
import { z } from "zod";

/** A thrown error whose message names the content file (and the field, when one is at fault). */
export class ContentError extends Error {
  override name = "ContentError";
}

const isoDate = z.iso.date({ error: "must be a date written as YYYY-MM-DD" });
/**
 * Text a reader sees (a title, a summary). It takes no `{{placeholders}}`: the route table reads
 * titles as written (markdown-files.ts), so a figure here could only be typed, and the figures
 * live in facts.ts and pricing.ts (docs/decisions/005).
 */
const shownText = z
  .string()
  .trim()
  .refine((text) => !text.includes("{{"), {
    message: "takes no {{placeholders}}: name no price or fact here, say it in the text",
  });
/** Each page's meta description: search results show about 160 characters and cut the rest. */
const metaDescription = shownText.min(20).max(160);

export const legalFrontmatterSchema = z
  .strictObject({
    title: shownText.min(1),
    /** The page's lead and its meta description. */
    description: metaDescription,
    /** Whether `date` is when the text was last updated or when it takes effect. */
    dateKind: z.enum(["updated", "effective"]),
    date: isoDate,
    /**
     * For a text with an effective date: its last change since (YYYY-MM-DD), shown beside it and
     * used as the sitemap's lastmod, which must not claim an older text than the page holds.
     */
    updated: isoDate.optional(),
  })
  .refine((doc) => doc.updated === undefined || doc.updated >= doc.date, {
    path: ["updated"],
    message: "must not be before date",
  })
  .refine((doc) => doc.updated === undefined || doc.dateKind === "effective", {
    path: ["updated"],
    message: 'is for a text with an effective date; with dateKind "updated", change date',
  });

export const seoTitleMaxLength = 60;

export const blogFrontmatterSchema = z
  .strictObject({
    title: shownText.min(1),
    /**
     * A shorter title for search results and the browser tab, when `title` runs past the 60
     * characters a result shows (`titleMaxLength`, app/lib/page-title.ts, which this pure module
     * cannot import; a unit test holds them equal); the page's <h1> stays `title`.
     */
    seoTitle: shownText.min(1).max(seoTitleMaxLength).optional(),
    /** One or two sentences: shown on the index, in the RSS feed and as the meta description. */
    summary: metaDescription,
    /** Publication. */
    date: isoDate,
    /**
     * The last material edit (a fact or a term changed, not a typo or formatting), when there
     * was one: the post's dateModified and its sitemap lastmod.
     */
    updated: isoDate.optional(),
    /** A team's name, or the exact name of one of our people (app/content/team.ts): the
     * byline then links their card on /team, and the JSON-LD names a Person. */
    author: z.string().trim().min(1),
    tags: z.array(z.string().trim().min(1)).min(1),
  })
  .refine((post) => post.updated === undefined || post.updated >= post.date, {
    path: ["updated"],
    message: 'must not be before "date"',
  });

export type LegalFrontmatter = z.infer<typeof legalFrontmatterSchema>;
export type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;

export interface ParsedContentFile<T> {
  /** File name without directory and `.md`; the URL slug of a post. */
  slug: string;
  /** The path the error messages name, e.g. `app/content/blog/discovery-call.md`. */
  file: string;
  frontmatter: T;
  /** The Markdown after the frontmatter block. */
  body: string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug a content file's name gives it ("./blog/how-we-work.md" gives "how-we-work"). */
function slugFromPath(filePath: string): string {
  const base = filePath.split("/").pop() ?? filePath;
  return base.replace(/\.md$/, "");
}

/**
 * Parses one Markdown file: YAML frontmatter between `---` lines, validated by `schema`.
 * Throws a `ContentError` like `app/content/blog/x.md: frontmatter field "date" must be a date…`.
 */
export function parseContentFile<S extends z.ZodType>(
  file: string,
  raw: string,
  schema: S,
): ParsedContentFile<z.output<S>> {
  const slug = slugFromPath(file);
  if (!SLUG.test(slug)) {
    throw new ContentError(
      `${file}: the file name must be a lowercase slug (letters, digits and hyphens)`,
    );
  }
  const match = FRONTMATTER.exec(raw);
  if (!match) {
    throw new ContentError(`${file}: missing frontmatter (a YAML block between "---" lines)`);
  }
  const [, yamlText = "", body = ""] = match;
  let data: unknown;
  try {
    data = parseYaml(yamlText);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ContentError(`${file}: frontmatter is not valid YAML: ${reason}`);
  }
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const field = issue.path.join(".");
      if (issue.code === "unrecognized_keys") {
        return `unknown frontmatter field(s) ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
      }
      return field ? `frontmatter field "${field}": ${issue.message}` : issue.message;
    });
    throw new ContentError(`${file}: ${problems.join("; ")}`);
  }
  if (body.trim().length === 0) throw new ContentError(`${file}: the document has no text`);
  if (/^#\s/m.test(body.replace(/```[\s\S]*?```/g, ""))) {
    // The page header renders the title as the page's only <h1>; sections start at "##".
    throw new ContentError(`${file}: use "##" and deeper for headings; the title is the <h1>`);
  }
  return { slug, file, frontmatter: result.data, body };
}

/** Glob keys are relative ("./blog/x.md"); messages name the file from the project root. */
export function contentFilePath(directory: "legal" | "blog", globKey: string): string {
  return `app/content/${directory}/${globKey.split("/").pop() ?? globKey}`;
}
