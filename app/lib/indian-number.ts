/**
 * Whole numbers the way the site writes them for Indian readers: digits grouped in thousands,
 * then lakhs and crores (1,20,000 and 1,00,00,000).
 *
 * Written out rather than `Intl.NumberFormat("en-IN")`: the browser's first Intl formatter in a
 * page loads locale data, about 20 ms of main-thread time on the benchmark machine and four times
 * that on Lighthouse's simulated phone, during hydration. tests/unit/format.test.ts holds this to
 * Intl's output.
 */
export function formatIndianNumber(value: number): string {
  if (!Number.isFinite(value) || value < 0 || value > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`Expected a number from 0 to 2^53 − 1, got ${value}`);
  }
  // Halves round up, as Intl's default (half away from zero) does for non-negative numbers.
  const digits = String(Math.round(value));
  const thousands = digits.slice(-3);
  const higher = digits.slice(0, -3);
  return higher === "" ? thousands : `${higher.replace(/\B(?=(\d{2})+$)/g, ",")},${thousands}`;
}

const smallCounts = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
];

/** A count as prose writes it: words below ten ("two revision rounds"), digits from ten. */
export function countInWords(count: number): string {
  return smallCounts[count] ?? String(count);
}
