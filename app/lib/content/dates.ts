/**
 * Dates of content (policy dates, post dates). Kept apart from the Markdown renderer so pages
 * can format dates without pulling the renderer into the browser bundle.
 */

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "2025-04-04" as "4 April 2025" (the Indian English style used across the site).
 *
 * Written out rather than `Intl.DateTimeFormat("en-IN")`: the browser's first Intl formatter in a
 * page loads locale data, about 20 ms of main-thread time on the benchmark machine (four times
 * that on Lighthouse's simulated phone) while an island hydrates (the estimate's rates date).
 * tests/unit/format.test.ts holds this to Intl's output.
 */
export function formatContentDate(isoDate: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const [year, month, day] = parts ? parts.slice(1).map(Number) : [];
  const date = new Date(`${isoDate}T00:00:00Z`);
  const monthName = month === undefined ? undefined : monthNames[month - 1];
  // The round trip rejects dates the calendar lacks (2025-02-30), which Date would roll over.
  if (monthName === undefined || day === undefined || date.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${isoDate}`);
  }
  return `${day} ${monthName} ${year}`;
}

/** "2021-02" as "February 2021": a launch month. */
export function formatContentMonth(isoMonth: string): string {
  const parts = /^(\d{4})-(\d{2})$/.exec(isoMonth);
  const monthName = parts ? monthNames[Number(parts[2]) - 1] : undefined;
  if (!parts || monthName === undefined) throw new RangeError(`Not a month (YYYY-MM): ${isoMonth}`);
  return `${monthName} ${parts[1]}`;
}
