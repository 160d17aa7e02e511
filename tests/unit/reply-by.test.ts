import { describe, expect, it } from "vitest";
import { replyByText, replyDeadline } from "~/lib/reply-by";
import { zoneName } from "~/lib/agency-time";

describe("replyDeadline", () => {
  it("gives 24 hours of open days on the agency's calendar, skipping Sunday", () => {
    // Tuesday 10:00 IST → Wednesday 10:00 IST.
    expect(replyDeadline(new Date("2026-12-01T04:30:00Z"))).toEqual({
      at: new Date("2026-12-02T04:30:00Z"),
      skippedClosed: false,
    });
    // Saturday 20:10 IST → Monday 20:10 IST: Sunday does not count.
    expect(replyDeadline(new Date("2026-11-28T14:40:00Z"))).toEqual({
      at: new Date("2026-11-30T14:40:00Z"),
      skippedClosed: true,
    });
    // Saturday 00:30 IST: 23.5 hours of Saturday, then half an hour of Monday.
    expect(replyDeadline(new Date("2026-11-27T19:00:00Z")).at).toEqual(
      new Date("2026-11-29T19:00:00Z"),
    );
    // Sunday 10:00 IST: the clock starts on Monday at midnight IST.
    expect(replyDeadline(new Date("2026-11-29T04:30:00Z")).at).toEqual(
      new Date("2026-11-30T18:30:00Z"),
    );
  });
});

describe("replyByText", () => {
  const saturdayEvening = new Date("2026-11-28T14:40:00Z");

  it("says when, in the visitor's zone, and why Sunday is left out", () => {
    expect(replyByText(saturdayEvening, "Europe/London")).toBe(
      "by Monday 30 November, 2:40 PM your time (London) at the latest, not counting Sunday, when we are closed",
    );
    expect(replyByText(new Date("2026-12-01T04:30:00Z"), "America/New_York")).toBe(
      "by Tuesday 1 December, 11:30 PM your time (New York) at the latest",
    );
  });

  it("names a zone by its city, by today's name, and India's as IST", () => {
    const monday = new Date("2026-11-30T04:30:00Z");
    expect(replyByText(monday, "Asia/Calcutta")).toBe(
      "by Tuesday 1 December, 10:00 AM IST at the latest",
    );
    expect(zoneName("Etc/GMT-5")).toBe("UTC+5");
    expect(zoneName("Etc/GMT+3")).toBe("UTC−3");
    expect(zoneName("Etc/UTC")).toBe("UTC");
    expect(zoneName("America/Coral_Harbour")).toBe("Atikokan");
    expect(zoneName("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(replyByText(monday, "Asia/Saigon")).toBe(
      "by Tuesday 1 December, 11:30 AM your time (Ho Chi Minh) at the latest",
    );
  });

  it("says a deadline at midnight as the end of the day before", () => {
    // Sunday 10:00 IST: due at the start of Tuesday IST, which is Monday evening in London.
    const sunday = new Date("2026-11-29T04:30:00Z");
    expect(replyByText(sunday)).toBe(
      "by the end of Monday 30 November IST at the latest, not counting Sunday, when we are closed",
    );
    expect(replyByText(sunday, "Europe/London")).toBe(
      "by Monday 30 November, 6:30 PM your time (London) at the latest, not counting Sunday, when we are closed",
    );
  });

  it("falls back to the agency's time without a zone, or with one Intl does not know", () => {
    const inIst =
      "by Monday 30 November, 8:10 PM IST at the latest, not counting Sunday, when we are closed";
    expect(replyByText(saturdayEvening)).toBe(inIst);
    expect(replyByText(saturdayEvening, "Mars/Olympus_Mons")).toBe(inIst);
  });
});
