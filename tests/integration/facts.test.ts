/**
 * One source of company facts: every built page, its JSON-LD and /llms.txt must state each fact
 * as app/content/facts.ts does. The test reads the prerendered output, so a figure typed into a
 * component, a content module, a Markdown post or the structured data is caught alike. The
 * patterns are in tests/support/fact-checks.ts; tests/unit/content-facts.test.ts applies them to
 * the Markdown sources, which must write these facts as placeholders.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { factChecks, normalizeFact, statedValues, textOf } from "../support/fact-checks";

const clientDir = "build/client";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

const documents = [
  ...htmlFiles(clientDir).map((file) => ({ file, text: textOf(readFileSync(file, "utf8")) })),
  { file: "llms.txt", text: readFileSync(path.join(clientDir, "llms.txt"), "utf8") },
];

describe("company facts", () => {
  it("reads every prerendered page and llms.txt", () => {
    expect(documents.length).toBeGreaterThan(70);
  });

  it.each(factChecks)("every page states the same $fact", ({ expected, patterns }) => {
    const found = documents.flatMap(({ file, text }) =>
      statedValues(text, patterns).map((value) => ({ file, value })),
    );
    // Stated somewhere at all, and never otherwise.
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((f) => f.value !== normalizeFact(expected))).toEqual([]);
  });

  it("counts every project length from kick-off", () => {
    // "From the first workshop" and "from the signed proposal" once stood beside "from
    // kick-off" for the same 4–8 weeks.
    const starts = documents.flatMap(({ file, text }) =>
      [
        ...text.matchAll(/\bweeks\s+from\s+(?:the\s+)?([a-z -]+?)\s+to\s+(?:launch|the pilot)\b/gi),
      ].map((match) => ({ file, start: match[1] })),
    );
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.filter((s) => s.start !== "kick-off")).toEqual([]);
  });
});
