/**
 * The Markdown posts and legal pages state company facts and prices through `{{placeholders}}`
 * (app/content/documents.ts), never typed (docs/decisions/005): a typed copy keeps its old figure
 * when facts.ts or pricing.ts changes. Without a build; tests/integration/facts.test.ts applies
 * the same patterns to every built page.
 */
import { describe, expect, it } from "vitest";
import { blogPosts } from "~/content/blog";
import { getBlogPost, getLegalDocument } from "~/content/documents";
import { markdownFiles } from "~/content/markdown-files";
import { pricingAddOns, pricingPlans } from "~/content/pricing";
import {
  contentFilePath,
  legalFrontmatterSchema,
  parseContentFile,
} from "~/lib/content/frontmatter";
import { formatInr, formatInrInText } from "~/lib/inr";
import { factChecks, normalizeFact, statedValues, textOf } from "../support/fact-checks";

const sources = [
  ...blogPosts.map((post) => ({
    file: post.file,
    body: post.body,
    html: getBlogPost(post.slug)?.html ?? "",
  })),
  ...Object.entries(markdownFiles("legal")).map(([key, raw]) => {
    const file = contentFilePath("legal", key);
    const { slug, body } = parseContentFile(file, raw, legalFrontmatterSchema);
    return { file, body, html: getLegalDocument(slug)?.html ?? "" };
  }),
];

/** A Markdown body as it reads: no emphasis marks, a link's text without its address. */
const prose = (markdown: string) =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]/g, "")
    .replace(/\s+/g, " ");

describe("Markdown content", () => {
  it("reads every post and legal page", () => {
    expect(sources.length).toBeGreaterThanOrEqual(9);
    for (const { file, html } of sources) expect(html.length, file).toBeGreaterThan(500);
  });

  it.each(factChecks)("writes the $fact as a placeholder, never typed", ({ patterns }) => {
    const typed = sources.flatMap(({ file, body }) =>
      statedValues(prose(body), patterns).map((value) => ({ file, value })),
    );
    expect(typed).toEqual([]);
  });

  it.each(factChecks)("renders the $fact as facts.ts states it", ({ expected, patterns }) => {
    const found = sources.flatMap(({ file, html }) =>
      statedValues(textOf(html), patterns).map((value) => ({ file, value })),
    );
    expect(found.filter((f) => f.value !== normalizeFact(expected))).toEqual([]);
  });

  it("writes no price of the rate card typed", () => {
    const prices = [...pricingPlans, ...pricingAddOns].flatMap(({ price }) => [
      formatInr(price),
      formatInrInText(price),
    ]);
    const typed = sources.flatMap(({ file, body }) =>
      prices.filter((price) => prose(body).includes(price)).map((price) => ({ file, price })),
    );
    expect(typed).toEqual([]);
  });
});
