/**
 * Indicative prices in a buyer's currency: an INR price converted at the dated rate table
 * (app/content/exchange-rates.ts, passed in) and rounded the way a buyer reads a quote ("about $1,800 –
 * $3,600"), never to the cent. Pure and Intl-free, like ./inr.ts (docs/decisions/013).
 */
import type { InrPrice } from "./inr";

/** The currencies a buyer may choose besides INR; the rate table gives each a dated rate. */
export const currencyIds = ["usd", "eur", "gbp"] as const;
export type CurrencyId = (typeof currencyIds)[number];

export interface ForeignCurrency {
  /** The `?currency=` value and the `data-fx` marker in the HTML. */
  id: CurrencyId;
  code: string;
  symbol: string;
  /** What the currency choice says, e.g. "US dollars". */
  name: string;
  /** Indian rupees for one unit of the currency on the rate table's date. */
  inrPerUnit: number;
}

/** The URL parameter that selects a currency: `?currency=usd`. */
export const currencyParam = "currency";

/** A `?currency=` value as a foreign currency; "inr", absent or unknown values show INR only. */
export function parseCurrency(value: string | null | undefined): CurrencyId | null {
  const id = value?.trim().toLowerCase();
  return currencyIds.find((c) => c === id) ?? null;
}

/**
 * Two significant figures, as a buyer rounds a quote: 1,807 → 1,800; 3,614 → 3,600;
 * 847 → 850; 22.6 → 23; 7,910 → 7,900. Amounts under 10 keep whole units.
 */
export function roundForBuyer(value: number): number {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`Expected an amount, got ${value}`);
  if (value < 10) return Math.round(value);
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

/** Whole numbers grouped in thousands (1,800 and 12,000), as en-US/en-GB write them. */
export function formatWesternNumber(value: number): string {
  if (!Number.isFinite(value) || value < 0 || value > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`Expected a number from 0 to 2^53 − 1, got ${value}`);
  }
  return String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** An INR amount in the currency, rounded for a buyer. */
export function convertInr(inr: number, currency: ForeignCurrency): number {
  return roundForBuyer(inr / currency.inrPerUnit);
}

/**
 * { min: 150000, max: 300000 } in USD at 88.5 → "about $1,700 – $3,400";
 * open-ended prices keep their "+", monthly ones their "/ month". An add-on's leading "+" is
 * left to the INR amount beside it.
 */
export function formatIndicative(price: InrPrice, currency: ForeignCurrency): string {
  const amount = (inr: number) =>
    `${currency.symbol}${formatWesternNumber(convertInr(inr, currency))}`;
  const low = amount(price.min);
  const range = price.max === undefined ? low : `${low} – ${amount(price.max)}`;
  const plus = price.openEnded ? "+" : "";
  const per = price.per ? ` / ${price.per}` : "";
  return `about ${range}${plus}${per}`;
}

/** "1 USD = 88.50 INR": a rate as the currency note states it. */
export function formatRate(currency: ForeignCurrency): string {
  return `1 ${currency.code} = ${currency.inrPerUnit.toFixed(2)} INR`;
}
