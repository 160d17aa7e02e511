import { describe, expect, it } from "vitest";
import { isCalendarDay } from "~/lib/calendar-day";

describe("isCalendarDay", () => {
  it("takes a day of the calendar written YYYY-MM-DD, and nothing else", () => {
    for (const day of ["2026-12-03", "2028-02-29", "2026-01-31"])
      expect(isCalendarDay(day)).toBe(true);
    for (const day of [
      "2026-02-30",
      "2026-02-29",
      "2026-13-01",
      "2026-04-31",
      "2026-12-3",
      "",
      "03/12/2026",
    ])
      expect(isCalendarDay(day), day).toBe(false);
    expect(isCalendarDay(undefined)).toBe(false);
  });
});
