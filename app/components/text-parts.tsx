import { Fragment } from "react";
import { IndicativePrice } from "~/components/indicative-price";
import { keepNumbersTogether } from "~/components/ui/keep-numbers-together";
import type { RichText } from "~/content/text-parts";
import { formatInr } from "~/lib/inr";

/**
 * Content's running text (app/content/text-parts.ts): an INR amount carries its indicative
 * conversions, hidden until a currency is chosen; a link is a link; number ranges stay whole.
 */
export function TextParts({ text }: { text: RichText }) {
  if (typeof text === "string") return keepNumbersTogether(text);
  return text.map((part, index) => (
    <Fragment key={index}>
      {typeof part === "string" ? (
        keepNumbersTogether(part)
      ) : "inr" in part ? (
        <>
          {keepNumbersTogether(formatInr(part.inr))}
          <IndicativePrice price={part.inr} />
        </>
      ) : (
        <a href={part.href} className="font-medium text-primary underline underline-offset-2">
          {part.text}
        </a>
      )}
    </Fragment>
  ));
}
