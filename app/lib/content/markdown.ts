/**
 * Markdown to HTML for the legal pages and blog posts. Runs in loaders at build time
 * (prerendering), so the HTML is baked into the static pages and no Markdown code ships to the
 * browser. Headings get stable ids and self-links; h2/h3 headings form the table of contents.
 */
import { Marked, Renderer, type Tokens } from "marked";
import { ContentError } from "./frontmatter";

export interface TocHeading {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface RenderedMarkdown {
  html: string;
  headings: TocHeading[];
  wordCount: number;
}

/** Values Markdown may interpolate as `{{name}}` (e.g. the contact e-mail from the site config). */
export type ContentVariables = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z][\w]*)\s*\}\}/g;

/** Replaces `{{name}}` placeholders; an unknown name fails with the file named. */
export function interpolate(file: string, text: string, variables: ContentVariables): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = variables[name];
    if (value === undefined) {
      const known = Object.keys(variables).join(", ");
      throw new ContentError(`${file}: unknown placeholder {{${name}}} (known: ${known})`);
    }
    return value;
  });
}

/** "Refunds & cancellations" gives "refunds-cancellations". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A price's conversions to other currencies (app/content/documents.ts): shown only once a buyer
 * chooses a currency, so they are no part of a heading's id, the table of contents or the count
 * of words to read.
 */
export function withoutConversions(text: string): string {
  return text.replace(/<span data-fx="[a-z]+"[^>]*>[^<]*<\/span>/g, "");
}

/** Plain text of inline Markdown (for heading ids and the table of contents). */
function plainText(markdown: string): string {
  return withoutConversions(markdown)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`~]/g, "")
    .trim();
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

function countWords(markdown: string): number {
  return plainText(markdown).split(/\s+/).filter(Boolean).length;
}

/**
 * Renders trusted Markdown from the repository (not visitor input) after interpolating
 * placeholders. Heading levels 2 and 3 are collected for the table of contents.
 */
export function renderMarkdown(
  file: string,
  markdown: string,
  variables: ContentVariables,
): RenderedMarkdown {
  const source = interpolate(file, markdown, variables);
  const headings: TocHeading[] = [];
  const usedIds = new Map<string, number>();
  // The id of the last heading rendered: a table is named by the section it sits in.
  let sectionId: string | undefined;

  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token) {
        const text = plainText(token.text);
        // "6. Refunds" gets the id "refunds": readable fragments that survive renumbering.
        const base = slugify(text.replace(/^\d+(?:\.\d+)*\.?\s+/, "")) || "section";
        const seen = usedIds.get(base) ?? 0;
        usedIds.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        if (token.depth === 2 || token.depth === 3) headings.push({ id, text, depth: token.depth });
        sectionId = id;
        const inner = this.parser.parseInline(token.tokens);
        // The whole heading is its own link, so the accessible name stays the heading text.
        return `<h${token.depth} id="${id}"><a class="heading-anchor" href="#${id}">${inner}</a></h${token.depth}>\n`;
      },
      // A table wider than the column scrolls sideways in its own region, which a keyboard can
      // reach and scroll (tabindex) and a screen reader names after the section's heading.
      table(this: Renderer, token) {
        const plain = new Renderer();
        plain.parser = this.parser;
        const name = sectionId ? `aria-labelledby="${sectionId}"` : 'aria-label="Table"';
        return `<div class="table-scroll" role="region" tabindex="0" ${name}>\n${plain.table(token)}</div>\n`;
      },
      link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token) {
        const inner = this.parser.parseInline(token.tokens);
        const href = escapeAttribute(token.href);
        const title = token.title ? ` title="${escapeAttribute(token.title)}"` : "";
        const external = /^https?:\/\//.test(token.href);
        const rel = external ? ' rel="noopener noreferrer" target="_blank"' : "";
        return `<a href="${href}"${title}${rel}>${inner}</a>`;
      },
    },
  });
  const html = marked.parse(source, { async: false });
  return { html, headings, wordCount: countWords(source) };
}

/** Minutes to read at `wordsPerMinute`, never less than one. */
export function readingMinutes(wordCount: number, wordsPerMinute: number): number {
  return Math.max(1, Math.ceil(wordCount / wordsPerMinute));
}
