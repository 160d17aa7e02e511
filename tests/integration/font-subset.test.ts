import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codePointsOf, coreUnicodeRange } from "../../scripts/core-font-range.mjs";

/**
 * The preloaded core Inter face (app/fonts/inter-core-wght.woff2, cut by scripts/subset-font.mjs
 * to the unicode-range app.css gives it) must cover the text of every prerendered page; a
 * character outside it would make the page fetch a second, full-size Inter file.
 */
const clientDir = "build/client";

/** Characters no Inter face of ours covers; they render in the fallback font, by design. */
const outsideInter = new Set(["←"]);

function prerenderedPages(dir = clientDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : prerenderedPages(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** The text a page shows: element content and the attributes that are rendered as text. */
function visibleText(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "");
  const attributes = [...withoutCode.matchAll(/\s(?:placeholder|value)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  const text = withoutCode.replace(/<[^>]+>/g, " ");
  return [text, ...attributes]
    .join(" ")
    .replace(/&#x([0-9a-f]+);/gi, (_entity, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_entity, decimal: string) => String.fromCodePoint(Number(decimal)));
}

describe("the core Inter subset", () => {
  it("is what scripts/subset-font.mjs makes from app.css's range", () => {
    // Exits 1 (and throws here) when the committed file is stale.
    const output = execFileSync("node", ["scripts/subset-font.mjs", "--check"], {
      encoding: "utf8",
    });
    expect(output).toContain("is up to date");
  });

  it("covers every character of every prerendered page", () => {
    const core = new Set(codePointsOf(coreUnicodeRange(readFileSync("app/app.css", "utf8"))));
    const pages = prerenderedPages();
    expect(pages.length).toBeGreaterThan(50);
    const missing = new Map<string, string>();
    for (const page of pages) {
      for (const character of visibleText(readFileSync(page, "utf8"))) {
        const point = character.codePointAt(0)!;
        if (point < 0x20 || outsideInter.has(character) || core.has(point)) continue;
        if (!missing.has(character)) missing.set(character, page);
      }
    }
    const report = [...missing].map(
      ([character, page]) =>
        `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")} "${character}" on ${page}`,
    );
    expect(report, "add these to the core face's unicode-range in app.css").toEqual([]);
  });
});
