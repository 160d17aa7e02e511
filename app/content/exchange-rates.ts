/**
 * The one dated rate table behind every indicative price in another currency (/pricing,
 * /estimate, the service pages). We invoice and are paid in INR (Payment Policy); these rates
 * only help a buyer abroad read our INR amounts. No live fetch: a page shows the date the rates
 * were taken, and changing them is a one-line edit here (docs/decisions/019).
 */
import type { CurrencyId, ForeignCurrency } from "~/lib/currency";

export const exchangeRates = {
  /** The day the rates below were taken (YYYY-MM-DD); every page that converts states it. */
  asOf: "2026-11-20",
  currencies: [
    { id: "usd", code: "USD", symbol: "$", name: "US dollars", inrPerUnit: 88.5 },
    { id: "eur", code: "EUR", symbol: "€", name: "Euros", inrPerUnit: 102.5 },
    { id: "gbp", code: "GBP", symbol: "£", name: "Pounds sterling", inrPerUnit: 116.5 },
  ],
} as const satisfies { asOf: string; currencies: readonly ForeignCurrency[] };

export type { CurrencyId };

export const foreignCurrencies: readonly ForeignCurrency[] = exchangeRates.currencies;
