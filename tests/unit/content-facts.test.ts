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
import { formatIndianNumber } from "~/lib/indian-number";
import { formatInr, formatInrInText, type InrPrice } from "~/lib/inr";
import { factChecks, normalizeFact, statedValues, textOf } from "../support/fact-checks";

// `written` is what the file types: its body and the frontmatter a reader sees (titles, summary,
// description), which take no placeholders and so must state no fact.
const sources = [
  ...blogPosts.map(({ file, body, slug, frontmatter: { title, seoTitle, summary } }) => ({
    file,
    written: [title, seoTitle, summary, body].join("\n\n"),
    html: getBlogPost(slug)?.html ?? "",
  })),
  ...Object.entries(markdownFiles("legal")).map(([key, raw]) => {
    const file = contentFilePath("legal", key);
    const { slug, body, frontmatter } = parseContentFile(file, raw, legalFrontmatterSchema);
    return {
      file,
      written: [frontmatter.title, frontmatter.description, body].join("\n\n"),
      html: getLegalDocument(slug)?.html ?? "",
    };
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
    const typed = sources.flatMap(({ file, written }) =>
      statedValues(prose(written), patterns).map((value) => ({ file, value })),
    );
    expect(typed).toEqual([]);
  });

  it.each(factChecks)("renders the $fact as facts.ts states it", ({ expected, patterns }) => {
    const found = sources.flatMap(({ file, html }) =>
      statedValues(textOf(html), patterns).map((value) => ({ file, value })),
    );
    expect(found.filter((f) => f.value !== normalizeFact(expected))).toEqual([]);
  });

  it("writes no price of the rate card typed, however it is written", () => {
    // A rate-card amount before INR, with or without its range, a "+", a dash or "to":
    // "1,50,000 – 3,00,000 INR", "10,000–25,000 INR", "20,000 INR", "+20,000 INR".
    const amount = (value: number) => formatIndianNumber(value).replace(/,/g, ",?");
    const typedPrice = ({ min, max }: InrPrice) =>
      new RegExp(
        String.raw`(?<![\d,])${amount(min)}(?:\s*(?:–|-|to)\s*${max ? amount(max) : ""}[\d,]*)?\+?\s*INR`,
      );
    const cards = [...pricingPlans, ...pricingAddOns];
    const typed = sources.flatMap(({ file, written }) =>
      cards
        .filter(({ price }) => typedPrice(price).test(prose(written)))
        .map(({ id }) => ({ file, id })),
    );
    expect(typed).toEqual([]);
    // The check sees the ways a price is typed.
    const growth = cards.find((card) => card.id === "growth")!.price;
    const maintenance = cards.find((card) => card.id === "maintenance")!.price;
    for (const text of [formatInr(growth), formatInrInText(growth), "150000-300000 INR"]) {
      expect(typedPrice(growth).test(text), text).toBe(true);
    }
    for (const text of ["10,000–25,000 INR", "10,000 to 25,000 INR a month", "10,000 INR"]) {
      expect(typedPrice(maintenance).test(text), text).toBe(true);
    }
    expect(typedPrice(maintenance).test("1,10,000 INR")).toBe(false);
  });
});
