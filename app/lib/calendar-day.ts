/**
 * A day of the calendar written YYYY-MM-DD, as a date input posts it and content dates are
 * written. "2026-02-30" is none, though `Date` reads it as 2 March: the call form's text, the
 * desk's follow-up date and the content dates (./content/dates.ts) all refuse it. It imports
 * nothing, so the shell bundle can take it.
 */
export function isCalendarDay(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d\d-\d\d$/.test(value)) return false;
  const noon = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(noon.getTime()) && noon.toISOString().slice(0, 10) === value;
}
