/** Indian-rupee amounts as the pricing page shows them: Indian digit grouping, "INR" suffix. */

import { formatIndianNumber } from "./indian-number";

export interface InrPrice {
  min: number;
  /** Upper end of a range; omitted for a single amount. */
  max?: number;
  /** "and up": the upper end (or single amount) is followed by "+". */
  openEnded?: boolean;
  /** An add-on's price is added to a plan: shown with a leading "+". */
  additive?: boolean;
  /** Recurring price, e.g. maintenance per month, or a rate per hour (extra revisions). */
  per?: "month" | "hour";
}

/**
 * { min: 75000, max: 120000 } → "75,000 – 1,20,000 INR";
 * { min: 50000, max: 100000, additive: true } → "+50,000 – 1,00,000 INR";
 * { min: 350000, max: 700000, openEnded: true } → "3,50,000 – 7,00,000+ INR";
 * { min: 10000, max: 25000, per: "month" } → "10,000 – 25,000 INR / month".
 */
export function formatInr(price: InrPrice): string {
  const { amount, currency } = inrParts(price);
  return `${amount}${currency}`;
}

/**
 * A price without its period ("/ month"), for text that has already said it ("monthly
 * maintenance costs 10,000 – 25,000 INR") or a conversion that follows one that did.
 */
export function withoutPer({ per: _per, ...price }: InrPrice): InrPrice {
  return price;
}

/**
 * `formatInr` as a sentence says it, "to" for the dash and "per" for the slash (Markdown posts):
 * { min: 75000, max: 120000 } → "75,000 to 1,20,000 INR";
 * { min: 10000, max: 25000, per: "month" } → "10,000 to 25,000 INR per month".
 */
export function formatInrInText(price: InrPrice): string {
  const { amount, currency } = inrParts(price);
  return `${amount.replace(" – ", " to ")}${currency.replace(" / ", " per ")}`;
}

/**
 * `formatInr` in its two parts, for a design that sets the currency apart:
 * { min: 350000, max: 700000, openEnded: true } → "3,50,000 – 7,00,000+" and " INR".
 */
export function inrParts(price: InrPrice): { amount: string; currency: string } {
  const low = formatIndianNumber(price.min);
  const range = price.max === undefined ? low : `${low} – ${formatIndianNumber(price.max)}`;
  const sign = price.additive ? "+" : "";
  const plus = price.openEnded ? "+" : "";
  const per = price.per ? ` / ${price.per}` : "";
  return { amount: `${sign}${range}${plus}`, currency: ` INR${per}` };
}
