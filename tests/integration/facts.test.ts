/**
 * One source of company facts: every built page, its JSON-LD and /llms.txt must state each fact
 * as app/content/facts.ts does. The test reads the prerendered output, so a figure typed into a
 * component, a content module, a Markdown post or the structured data is caught alike.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { companyFacts } from "~/content/facts";
import { formatInr } from "~/lib/inr";

const clientDir = "build/client";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** Tags inside a sentence; any other tag ends a run of text (a stat's figure and its label). */
const inlineTags = /^<\/?(?:a|b|strong|em|i|span|time|abbr|code)\b/i;

/**
 * A page's text as a reader (or a crawler reading its JSON-LD) gets it. React's `<!-- -->`
 * between adjacent text parts joins them again; block boundaries become " ¦ " so that a number
 * in one element is never read with the label of the next.
 */
function textOf(html: string): string {
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

const documents = [
  ...htmlFiles(clientDir).map((file) => ({ file, text: textOf(readFileSync(file, "utf8")) })),
  { file: "llms.txt", text: readFileSync(path.join(clientDir, "llms.txt"), "utf8") },
];

interface FactCheck {
  fact: string;
  expected: string;
  /** Each match's first group is the value a page states; a stat is "Label ¦ 5+". */
  patterns: RegExp[];
}

const { calls } = companyFacts;
const checks: FactCheck[] = [
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
    patterns: [/discovery call\b[^.]{0,60}?\b(\d[\d,]* INR)/gi],
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
    fact: "typical project weeks",
    expected: `${companyFacts.typicalProjectWeeks.min}–${companyFacts.typicalProjectWeeks.max}`,
    patterns: [/small to medium projects\b[^.]{0,40}?\b(\d+\s*[–-]\s*\d+)\s*weeks/gi],
  },
];

describe("company facts", () => {
  it("reads every prerendered page and llms.txt", () => {
    expect(documents.length).toBeGreaterThan(70);
  });

  it.each(checks)("every page states the same $fact", ({ expected, patterns }) => {
    const found = documents.flatMap(({ file, text }) =>
      patterns
        .flatMap((pattern) => [...text.matchAll(pattern)])
        .map((match) => ({
          file,
          value: (match[1] ?? "").replace(/\s+/g, "").replace("-", "–"),
        })),
    );
    // Stated somewhere at all, and never otherwise.
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((f) => f.value !== expected.replace(/\s+/g, ""))).toEqual([]);
  });
});
