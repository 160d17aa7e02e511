import type { ReactNode } from "react";

/**
 * A number range ("4–8", "6 – 10", "3,50,000 – 7,00,000+", groups 1–4) or a number joined to
 * its word by a hyphen ("120-store", "30-minute").
 */
const numberRangeOrCompound = /(\d[\d,.]*\+?)(\s?)–(\s?)(\d[\d,.]*\+?)|\d[\d,.]*-[A-Za-z]+/g;

/**
 * The text with no line break inside a number range's first half or a number's compound.
 * Browsers may break a line after an en dash or before a spaced one, which left "4–" at the end
 * of one line and "8 weeks" on the next, or a price's second half starting a line with
 * "– 7,00,000+" as if negative; likewise after a hyphen, which left "120-" ending a headline's
 * line. A short range ("4–8") stays whole; a spaced one ("3,50,000 – 7,00,000+") may still break
 * after its dash, as a large price in a narrow card must. The parts go into `whitespace-nowrap`
 * spans rather than gaining a word joiner or a non-breaking hyphen, so the text that visitors
 * copy, search and hear, and that crawlers and tests read, stays exactly as written.
 */
export function keepNumbersTogether(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(numberRangeOrCompound)) {
    const [whole, low, spaceBefore, spaceAfter, high] = match;
    const kept = spaceAfter ? `${low}${spaceBefore}–` : whole;
    parts.push(
      text.slice(last, match.index),
      <span key={match.index} className="whitespace-nowrap">
        {kept}
      </span>,
    );
    if (spaceAfter) parts.push(`${spaceAfter}${high}`);
    last = match.index + whole.length;
  }
  if (last === 0) return text;
  parts.push(text.slice(last));
  return parts;
}
