/**
 * A measured outcome as a case study shows it: the figure in large type with its unit, and what
 * was measured. `formatOutcome({ value: 40000, unit: "students" })` → { figure: "40,000",
 * unit: "students" }; percentages, multiples and ratings join the figure ("46%", "2×", "4.5/5").
 * Amounts are written "12.4 lakh INR", as the rate card writes prices: the ₹ sign is not in the
 * preloaded font subset, and one on a page would fetch another 85 KB font file.
 */
import { formatIndianNumber } from "./indian-number";

export interface MeasuredOutcome {
  value: number;
  unit: string;
}

/** Units written straight after the figure, without a space. */
const attachedUnits = new Set(["%", "×", "/5"]);

function number(value: number): string {
  // Whole figures get Indian grouping; fractions (2.5×, 4.7/5, 1.2 crore) keep one decimal.
  return Number.isInteger(value) ? formatIndianNumber(value) : value.toFixed(1);
}

/** Units of time, short enough to sit on the figure's line ("2.6 s", "14 min"). */
const timeUnits = new Set(["ms", "s", "min", "hours", "days", "weeks"]);

/** Large counts in lakhs and crores, as Indian readers say them: 12,00,000 → "12 lakh". */
function count(value: number): string {
  const crore = 1_00_00_000;
  const lakh = 1_00_000;
  const scaled = (divisor: number, word: string) =>
    `${Number.isInteger(value / divisor) ? value / divisor : (value / divisor).toFixed(1)} ${word}`;
  if (value >= crore) return scaled(crore, "crore");
  if (value >= lakh) return scaled(lakh, "lakh");
  return number(value);
}

/** The Indian words for large numbers, as units of an amount ("12.4 lakh INR"). */
const indianScales: Record<string, number> = { lakh: 1_00_000, crore: 1_00_00_000 };

/**
 * A large number as readers outside India write it: 12,00,000 → "1.2 million", 12,40,000 →
 * "1.24 million", 1,50,000 → "150,000". A buyer abroad meets "lakh" and "crore" on every case study.
 */
function internationalNumber(value: number): string {
  if (value < 1_000_000) return Math.round(value).toLocaleString("en-US");
  const millions = Math.round((value / 1_000_000) * 100) / 100;
  return `${millions.toLocaleString("en-US")} million`;
}

/**
 * `inline`: the unit sits on the figure's line (time units, rupee words); otherwise it is a word
 * ("transactions") that reads better on its own line under a large figure. `international`: the
 * same amount without lakhs and crores ("1.2 million"), where the figure uses them; else "".
 * `rupees`: the amount in rupees, where the outcome is one (its conversion to a chosen currency).
 */
export function formatOutcome(outcome: MeasuredOutcome): {
  figure: string;
  unit: string;
  inline: boolean;
  international: string;
  rupees?: number;
} {
  const { value } = outcome;
  // Units are listed in the plural; one of them is singular ("1 day", "1 firm").
  const unit =
    value === 1 && /^[a-z]{3,}s$/.test(outcome.unit) ? outcome.unit.slice(0, -1) : outcome.unit;
  if (attachedUnits.has(unit)) {
    return { figure: `${number(value)}${unit}`, unit: "", inline: true, international: "" };
  }
  if (timeUnits.has(outcome.unit)) {
    return { figure: number(value), unit, inline: true, international: "" };
  }
  if (unit.endsWith(" INR")) {
    const scale = indianScales[unit.replace(/ INR$/, "")] ?? 1;
    const rupees = value * scale;
    const international = scale > 1 ? `${internationalNumber(rupees)} INR` : "";
    return { figure: number(value), unit, inline: true, international, rupees };
  }
  const international = value >= indianScales.lakh! ? internationalNumber(value) : "";
  return { figure: count(value), unit, inline: false, international };
}
