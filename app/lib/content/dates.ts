/**
 * Dates of content (policy dates, post dates). Kept apart from the Markdown renderer so pages
 * can format dates without pulling the renderer into the browser bundle.
 */
import { isCalendarDay } from "../calendar-day";

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
  // Not a date the calendar lacks (2025-02-30), which Date would roll over.
  if (!isCalendarDay(isoDate)) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${isoDate}`);
  }
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return `${day} ${monthNames[month - 1]} ${year}`;
}

/** "2021-02" as "February 2021": a launch month. */
export function formatContentMonth(isoMonth: string): string {
  const parts = /^(\d{4})-(\d{2})$/.exec(isoMonth);
  const monthName = parts ? monthNames[Number(parts[2]) - 1] : undefined;
  if (!parts || monthName === undefined) throw new RangeError(`Not a month (YYYY-MM): ${isoMonth}`);
  return `${monthName} ${parts[1]}`;
}
