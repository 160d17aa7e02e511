/**
 * Running text that states a price or links on, as content can hold it without JSX: strings, INR
 * amounts (shown with their indicative conversion when a currency is chosen, docs/decisions/019)
 * and links. `<TextParts>` (app/components/text-parts.tsx) renders them; `plainText` gives the
 * text as it reads (structured data, tests).
 */
import { formatInr, type InrPrice } from "~/lib/inr";

export type TextPart = string | { inr: InrPrice } | { href: string; text: string };

/** Parts, or a plain string where a text needs none. */
export type RichText = string | readonly TextPart[];

export function plainText(text: RichText): string {
  if (typeof text === "string") return text;
  return text
    .map((part) =>
      typeof part === "string" ? part : "inr" in part ? formatInr(part.inr) : part.text,
    )
    .join("");
}
