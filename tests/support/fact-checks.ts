/**
 * How a page states each company fact (app/content/facts.ts), as patterns over its text. Shared
 * by tests/integration/facts.test.ts, which reads every built page, and
 * tests/unit/content-facts.test.ts, which reads the Markdown without a build.
 */
import { companyFacts } from "~/content/facts";
import { countInWords } from "~/lib/indian-number";
import { formatInr, withoutPer } from "~/lib/inr";

/** Tags inside a sentence; any other tag ends a run of text (a stat's figure and its label). */
const inlineTags = /^<\/?(?:a|b|strong|em|i|span|time|abbr|code)\b/i;

/**
 * A page's text as a reader (or a crawler reading its JSON-LD) gets it. React's `<!-- -->`
 * between adjacent text parts joins them again; block boundaries become " ¦ " so that a number
 * in one element is never read with the label of the next.
 */
export function textOf(html: string): string {
  return html
    .replace(/<script(?![^>]*ld\+json)[\s\S]*?<\/script>/gi, " ")
    .replace(/<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, (tag) => (inlineTags.test(tag) ? "" : " ¦ "))
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

export interface FactCheck {
  fact: string;
  expected: string;
  /** Each match's first group is the value a page states; a stat is "Label ¦ 5+". */
  patterns: RegExp[];
}

const { calls, workingTerms: terms, paymentTerms: payment } = companyFacts;
/** An amount as pages write it: "2,000 INR". */
const inr = String.raw`\d[\d,]* INR`;
/** A range of weeks as pages write it: "4–8", "4 - 8", "4 to 8". */
const weekRange = String.raw`\d+\s*(?:[–-]|to)\s*\d+`;

export const factChecks: FactCheck[] = [
  {
    fact: "clients",
    expected: String(companyFacts.clients.count),
    patterns: [/\b(\d[\d,]*)\+?\s+(?:happy\s+)?clients\b/gi, /\bHappy Clients[\s¦]*(\d+)\+/g],
  },
  {
    fact: "projects",
    expected: String(companyFacts.projects.count),
    patterns: [
      /\b(\d[\d,]*)\+?\s+(?:projects|products)\s+(?:delivered|shipped|for)\b/gi,
      /\bProjects Delivered[\s¦]*(\d+)\+/g,
    ],
  },
  {
    fact: "founding year",
    expected: String(companyFacts.foundedYear),
    patterns: [/\b(?:founded(?: in)?|(?<!production )since)\s+((?:19|20)\d\d)\b/gi],
  },
  {
    fact: "awards",
    expected: String(companyFacts.awards.count),
    patterns: [/\b(\d+)\+?\s+(?:industry\s+)?awards\b/gi, /\bIndustry Awards[\s¦]*(\d+)\+/g],
  },
  {
    fact: "success rate",
    expected: String(companyFacts.successRatePercent.count),
    patterns: [/\b(\d+)\+?\s*%?\s+success rate\b/gi, /\bSuccess Rate %?[\s¦]*(\d+)\+/g],
  },
  {
    fact: "discovery call fee",
    expected: formatInr({ min: calls.discoveryCall.priceInr }),
    patterns: [
      new RegExp(String.raw`discovery call\b[^.]{0,60}?\b(${inr})`, "gi"),
      // "your 2,000 INR discovery fee", "the discovery fee of 2,000 INR"
      new RegExp(String.raw`\b(${inr})\s+discovery(?: call)? fee\b`, "gi"),
      new RegExp(String.raw`\bdiscovery fee\b[^.]{0,40}?\b(${inr})`, "gi"),
    ],
  },
  {
    fact: "discovery call length",
    expected: String(calls.discoveryCall.durationMinutes),
    patterns: [/\b(\d+)[- ]minute discovery call\b/gi],
  },
  {
    fact: "free consultation length",
    expected: String(calls.freeConsultation.durationMinutes),
    patterns: [/\b(\d+)[- ]minute (?:first conversation|free consultation)\b/gi],
  },
  {
    fact: "hours to supply inputs",
    expected: String(terms.inputsWithinHours),
    // "Supply inputs within 48 hours", "Inputs: within 48 hours", "inputs in 48 hours".
    patterns: [/\binputs?\b[^.]{0,20}?\b(?:within|in) (\d+) hours\b/gi],
  },
  {
    fact: "business days to approve",
    expected: String(terms.approvalWithinBusinessDays),
    patterns: [
      /\bapprovals?\b[^.]{0,20}?\b(?:within|in) (\d+) business days\b/gi,
      /\b(\d+) business days to review\b/gi,
    ],
  },
  {
    fact: "revision rounds per milestone",
    expected: countInWords(terms.revisionRoundsPerMilestone),
    patterns: [
      /\b(one|two|three|four|five|six|\d+) revision rounds\b/gi,
      /\b(one|two|three|four|five|six|\d+) rounds per milestone\b/gi,
      /\brevision rounds are included\?[\s¦]*(?:Each milestone includes )?(\w+)\b/gi,
    ],
  },
  {
    fact: "design revision cycles",
    expected: countInWords(terms.designRevisionCycles),
    patterns: [/\b(one|two|three|four|five|six|\d+) design revision cycles\b/gi],
  },
  {
    fact: "rate for extra revisions",
    expected: formatInr(withoutPer(terms.extraRevisions)),
    patterns: [new RegExp(String.raw`\bextra revisions?\b[^.]{0,40}?\b(${inr})`, "gi")],
  },
  {
    fact: "written notice",
    expected: String(terms.noticeDays),
    patterns: [/\b(\d+) days' (?:written )?notice\b/gi],
  },
  {
    fact: "advance before work",
    expected: String(payment.advancePercent),
    // "a 50% advance", "advance of 50%", "30–50% advance", "50% of the project fee in advance",
    // "50% of the first month's cap in advance", "You pay 50% in advance".
    patterns: [
      /(?<![–-])\b(\d+)% advance\b/gi,
      /\badvance of (\d+)%/gi,
      /\b(\d+)% (?:of the [\w' ]{2,30}? )?in advance\b/gi,
      // The post's table: "50% of the fee, before work starts", "50% of the first month's cap".
      /\b(\d+)% of the (?:project )?fee\b/gi,
      /\b(\d+)% of the first month's cap\b/gi,
      // The top of the policy's range: "30–50% advance".
      /\b\d+\s*[–-]\s*(\d+)% advance\b/gi,
    ],
  },
  {
    fact: "lowest advance a proposal may set",
    expected: String(payment.lowestAdvancePercent),
    patterns: [/\b(\d+)\s*[–-]\s*\d+% advance\b/gi],
  },
  {
    fact: "mid-project payment",
    expected: String(payment.midProjectPercent),
    patterns: [/\b(\d+)% at (?:the )?mid-project\b/gi],
  },
  {
    fact: "payment on final delivery",
    expected: String(payment.finalDeliveryPercent),
    patterns: [/\b(\d+)% on final delivery\b/gi],
  },
  {
    fact: "business days until an invoice is due",
    expected: String(payment.invoiceDueBusinessDays),
    // "Invoices are due within 7 business days", "unpaid after 7 business days".
    patterns: [
      /\bdue within (\d+) business days\b/gi,
      /\b(?:not paid within|unpaid after) (\d+) business days\b/gi,
    ],
  },
  {
    fact: "late fee a week",
    expected: String(payment.lateFeePercentPerWeek),
    patterns: [/\blate fee of (\d+)%/gi],
  },
  {
    fact: "business days to report a wrong invoice",
    expected: String(payment.discrepancyBusinessDays),
    patterns: [/\bdiscrepanc(?:y|ies)\b[^.]{0,20}?\bwithin (\d+) business days\b/gi],
  },
  {
    fact: "typical project weeks",
    expected: `${companyFacts.typicalProjectWeeks.min}–${companyFacts.typicalProjectWeeks.max}`,
    // "4–8 weeks" on the pages, "4 to 8 weeks" in a sentence of a post.
    patterns: [
      new RegExp(String.raw`small to medium projects\b[^.]{0,40}?\b(${weekRange})\s*weeks`, "gi"),
    ],
  },
];

/** One way of writing a value: "4 to 8" and "4 - 8" are "4–8", "2,000 INR" is "2,000INR". */
export function normalizeFact(value: string): string {
  return value.replace(/\s+/g, "").replace(/-|to/g, "–");
}

/** The values `text` states with `patterns`, as `normalizeFact` writes them. */
export function statedValues(text: string, patterns: readonly RegExp[]): string[] {
  return patterns
    .flatMap((pattern) => [...text.matchAll(pattern)])
    .map((match) => normalizeFact(match[1] ?? ""));
}
