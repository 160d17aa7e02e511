/**
 * Dates of content (policy dates, post dates). Kept apart from the Markdown renderer so pages
 * can format dates without pulling the renderer into the browser bundle.
 */

/** "2025-04-04" as "4 April 2025" (the Indian English style used across the site). */
export function formatContentDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
