/**
 * The Markdown content, rendered to HTML, for the server: pages call these from loaders and
 * components, which render on the server only (no page hydrates them: docs/decisions/029). In
 * React Router's unused client bundle `markdownFiles()` is empty. Every page here is prerendered,
 * so the browser receives finished HTML.
 */
import { blogPosts, type BlogPostSource } from "~/content/blog";
import { companyFacts, writtenNotice } from "~/content/facts";
import { markdownFiles, markdownIndex } from "~/content/markdown-files";
import {
  ContentError,
  contentFilePath,
  legalFrontmatterSchema,
  parseContentFile,
  type LegalFrontmatter,
} from "~/lib/content/frontmatter";
import {
  readingMinutes,
  renderMarkdown,
  type ContentVariables,
  type TocHeading,
} from "~/lib/content/markdown";
import { pricingAddOns, pricingPlans } from "~/content/pricing";
import { foreignCurrencies } from "~/content/exchange-rates";
import { formatIndicative } from "~/lib/currency";
import { escapeMarkup } from "~/lib/escape-markup";
import { countInWords } from "~/lib/indian-number";
import { formatInr, formatInrInText, withoutPer, type InrPrice } from "~/lib/inr";
import { siteConfig, siteOrigin } from "~/site.config";

/** "ai-features" gives "aiFeatures". */
const camelCase = (id: string) => id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * The rate card (app/content/pricing.ts), two placeholders per plan and add-on, named by its id:
 * `{{starterPrice}}` reads as the pricing page shows it ("75,000 – 1,20,000 INR", for tables),
 * `{{starterPriceInText}}` as a sentence says it ("75,000 to 1,20,000 INR"). Likewise
 * growth, enterprise, aiFeatures, cloudHosting, customDesign, adminDashboard, pushChat and
 * maintenance ("10,000 to 25,000 INR per month").
 */
const rateCardVariables: Record<string, string> = Object.fromEntries(
  [...pricingPlans, ...pricingAddOns].flatMap(({ id, price }) => [
    [`${camelCase(id)}Price`, `${formatInr(price)}${indicativeMarkup(price)}`],
    // "10,000 to 25,000 INR per month (about $110 – $280)": the sentence has said "per month".
    [
      `${camelCase(id)}PriceInText`,
      `${formatInrInText(price)}${indicativeMarkup(withoutPer(price))}`,
    ],
  ]),
);

/**
 * A price in the buyer's currency, as `<IndicativePrice>` writes it on the other pages:
 * one span per currency, hidden by app.css until one is chosen (decision 019). Flat spans (one
 * line each, `whitespace-nowrap`), so that heading ids and word counts can leave them out
 * (app/lib/content/markdown.ts).
 */
function indicativeMarkup(price: InrPrice): string {
  return foreignCurrencies
    .map(
      (currency) =>
        `<span data-fx="${currency.id}" class="whitespace-nowrap"> (${escapeMarkup(formatIndicative(price, currency))})</span>`,
    )
    .join("");
}

const weeks = companyFacts.typicalProjectWeeks;
const discoveryFee: InrPrice = { min: companyFacts.calls.discoveryCall.priceInr };
const terms = companyFacts.workingTerms;
const payment = companyFacts.paymentTerms;

/**
 * What Markdown may write as `{{name}}`: contact details from the site config, company facts
 * from app/content/facts.ts and prices from the rate card, never typed (docs/decisions/005).
 */
export const contentVariables: ContentVariables = {
  brandName: siteConfig.brandName,
  email: siteConfig.contact.email,
  phone: siteConfig.contact.phone,
  phoneDisplay: siteConfig.contact.phoneDisplay,
  city: siteConfig.contact.location.city,
  region: siteConfig.contact.location.region,
  country: siteConfig.contact.location.country,
  // The configured public origin, never a hard-coded domain; Markdown links it as [{{siteHost}}](/).
  siteHost: new URL(siteOrigin()).host,
  replyWithin: siteConfig.contact.replyWithin,
  // "Monday – Friday, 9:00 AM – 8:00 PM IST; Saturday, 10:00 AM – 2:00 PM IST": the open days.
  businessHours: siteConfig.contact.businessHours
    .filter((slot) => slot.opens !== null)
    .map((slot) => `${slot.days}, ${slot.hours}`)
    .join("; "),
  foundedYear: String(siteConfig.foundedYear),
  // "4–8 weeks", as the pages show it; "4 to 8 weeks" in a sentence.
  typicalProjectWeeks: `${weeks.min}–${weeks.max} weeks`,
  typicalProjectWeeksInText: `${weeks.min} to ${weeks.max} weeks`,
  // "2,000 INR": the paid discovery call's fee (the free consultation costs nothing), converted
  // like the rate card's prices.
  discoveryCallFee: `${formatInr(discoveryFee)}${indicativeMarkup(discoveryFee)}`,
  // How the discovery call's fee is paid, as /book says it.
  discoveryCallPayment: companyFacts.calls.discoveryCall.paymentNote,
  // "30": the paid discovery call's length in minutes ("a 30-minute slot").
  discoveryCallMinutes: String(companyFacts.calls.discoveryCall.durationMinutes),
  // The Service Agreement's working terms: "48 hours", "3 business days", "two" (revision rounds
  // per milestone, design revision cycles), "1,200 INR per hour" for extra revisions, converted
  // like the rate card, and "30 days' written notice".
  inputsWithin: `${terms.inputsWithinHours} hours`,
  approvalWithin: `${terms.approvalWithinBusinessDays} business days`,
  revisionRoundsPerMilestone: countInWords(terms.revisionRoundsPerMilestone),
  designRevisionCycles: countInWords(terms.designRevisionCycles),
  extraRevisionRate: `${formatInrInText(terms.extraRevisions)}${indicativeMarkup(withoutPer(terms.extraRevisions))}`,
  writtenNotice,
  // The Payment Policy's terms: "50%" in advance, then typically "30%" and "20%"; invoices due
  // within "7 business days", a late fee of "5%" a week, discrepancies within "3 business days".
  advance: `${payment.advancePercent}%`,
  // "30–50%": the advances a proposal may set.
  advanceRange: `${payment.lowestAdvancePercent}–${payment.advancePercent}%`,
  midProjectPayment: `${payment.midProjectPercent}%`,
  finalPayment: `${payment.finalDeliveryPercent}%`,
  invoiceDueWithin: `${payment.invoiceDueBusinessDays} business days`,
  lateFeePerWeek: `${payment.lateFeePercentPerWeek}%`,
  discrepancyWithin: `${payment.discrepancyBusinessDays} business days`,
  // The Privacy Policy's retention periods, which the server's sweep keeps to: "24 months".
  leadRetention: `${companyFacts.retention.leadMonths} months`,
  mailBodyRetention: `${companyFacts.retention.mailBodyDays} days`,
  ...rateCardVariables,
};

interface RenderedDocument {
  html: string;
  headings: TocHeading[];
}

export interface LegalDocument extends RenderedDocument {
  id: string;
  frontmatter: LegalFrontmatter;
}

export interface BlogPostSummary {
  slug: string;
  title: string;
  /** A shorter title for search results, when `title` is too long for them. */
  seoTitle?: string;
  summary: string;
  date: string;
  /** The last material edit, when there was one after publication. */
  updated?: string;
  author: string;
  tags: string[];
  readingMinutes: number;
}

export interface BlogPost extends BlogPostSummary, RenderedDocument {}

// Parsed eagerly at module load: a bad file fails the build (prerendering imports this module).
const legalDocuments: ReadonlyMap<string, LegalDocument> = new Map(
  Object.entries(markdownFiles("legal")).map(([key, raw]) => {
    const file = contentFilePath("legal", key);
    const parsed = parseContentFile(file, raw, legalFrontmatterSchema);
    const { html, headings } = renderMarkdown(file, parsed.body, contentVariables);
    return [parsed.slug, { id: parsed.slug, frontmatter: parsed.frontmatter, html, headings }];
  }),
);

/** The legal document whose file is `app/content/legal/{id}.md`, if any. */
export function getLegalDocument(id: string): LegalDocument | undefined {
  return legalDocuments.get(id);
}

function renderPost(post: BlogPostSource): BlogPost {
  const { html, headings, wordCount } = renderMarkdown(post.file, post.body, contentVariables);
  return {
    slug: post.slug,
    ...post.frontmatter,
    readingMinutes: readingMinutes(wordCount, siteConfig.content.readingWordsPerMinute),
    html,
    headings,
  };
}

// The route table reads titles and dates with a light one-line reader (markdown-files.ts);
// refuse a file it would read differently, so the sitemap and breadcrumbs never disagree with it.
function checkIndex(
  folder: "blog" | "legal",
  validated: (
    slug: string,
  ) => { file: string; title: string; date: string; updated?: string } | undefined,
) {
  for (const { slug, title, date, updated } of markdownIndex(folder)) {
    const document = validated(slug);
    if (!document) continue;
    for (const [field, read, value] of [
      ["title", title, document.title],
      ["date", date, document.date],
      ["updated", updated, document.updated],
    ] as const) {
      if (read !== value) {
        throw new ContentError(
          `${document.file}: write frontmatter field "${field}" on one line (read "${read}" for the route table)`,
        );
      }
    }
  }
}
checkIndex("blog", (slug) => {
  const post = blogPosts.find((p) => p.slug === slug);
  return post && { file: post.file, ...post.frontmatter };
});
checkIndex("legal", (slug) => {
  const document = legalDocuments.get(slug);
  return (
    document && { file: contentFilePath("legal", `./legal/${slug}.md`), ...document.frontmatter }
  );
});

const renderedPosts: readonly BlogPost[] = blogPosts.map(renderPost);

/** Every post, newest first, without the body. */
export function listBlogPosts(): BlogPostSummary[] {
  return renderedPosts.map(({ html: _html, headings: _headings, ...summary }) => summary);
}

export function getBlogPost(slug: string): BlogPost | undefined {
  return renderedPosts.find((post) => post.slug === slug);
}
