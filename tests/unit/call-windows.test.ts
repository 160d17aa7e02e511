import { describe, expect, it } from "vitest";
import { callTimeWindows } from "../../app/content/call-request";
import { zoneOffsetMinutes } from "../../app/lib/agency-time";
import {
  deskHoursText,
  deskWeekFrom,
  pickedDay,
  pickedDayText,
  windowHint,
  windowInIst,
} from "../../app/lib/call-windows";
import { siteConfig } from "../../app/site.config";

const desk = deskWeekFrom(siteConfig.contact.businessHours);
const [early, morning, afternoon, evening, late] = callTimeWindows;

describe("call windows against our desk hours (app/lib/call-windows.ts)", () => {
  it("reads a zone's offset on a date, daylight saving included", () => {
    expect(zoneOffsetMinutes("Asia/Kolkata", new Date("2026-12-01T12:00:00Z"))).toBe(330);
    expect(zoneOffsetMinutes("Europe/London", new Date("2026-12-01T12:00:00Z"))).toBe(0);
    expect(zoneOffsetMinutes("Europe/London", new Date("2026-07-01T12:00:00Z"))).toBe(60);
    expect(zoneOffsetMinutes("America/New_York", new Date("2026-12-01T12:00:00Z"))).toBe(-300);
    expect(zoneOffsetMinutes("Australia/Sydney", new Date("2026-12-01T12:00:00Z"))).toBe(660);
    expect(zoneOffsetMinutes("UTC", new Date("2026-12-01T12:00:00Z"))).toBe(0);
  });

  it("says the day's windows are inside our hours for a visitor in India, the early and late not", () => {
    for (const window of [morning, afternoon, evening]) {
      expect(windowHint(window, 330, desk)).toBe(`${window.label} · within our desk hours`);
    }
    for (const window of [early, late]) {
      expect(windowHint(window, 330, desk)).toBe(`${window.label} · outside our desk hours`);
    }
    expect(morning.label).toBe("Morning (9:00–12:00)");
  });

  it("gives London's windows in IST and marks the ones outside our hours", () => {
    expect(windowHint(morning, 0, desk)).toBe(
      "Morning (9:00–12:00) · 14:30–17:30 IST, within our desk hours",
    );
    expect(windowHint(afternoon, 0, desk)).toBe(
      "Afternoon (12:00–16:00) · 17:30–21:30 IST, partly outside our desk hours",
    );
    expect(windowHint(evening, 0, desk)).toBe(
      "Evening (16:00–20:00) · 21:30–1:30 IST, outside our desk hours",
    );
  });

  it("gives the Americas a window inside our hours on a weekday", () => {
    // 2 December 2026 is a Wednesday.
    expect(windowHint(early, -300, desk, "2026-12-02")).toBe(
      "Early morning (7:00–9:00) · Wednesday 17:30–19:30 IST, within our desk hours",
    );
    // Los Angeles (UTC−8): a Wednesday's late evening is Thursday 9:30–11:30 IST.
    expect(windowHint(late, -480, desk, "2026-12-02")).toBe(
      "Late evening (20:00–22:00) · Thursday 9:30–11:30 IST, within our desk hours",
    );
    expect(callTimeWindows.map((w) => w.id)).toEqual([
      "early",
      "morning",
      "afternoon",
      "evening",
      "late",
    ]);
  });

  it("wraps across midnight both ways (New York, Sydney, Dubai)", () => {
    // New York (UTC−5): 9:00 is 19:30 IST, the evening 2:30–6:30 IST the next day.
    expect(windowInIst(morning, -300, desk)).toEqual({
      start: "19:30",
      end: "22:30",
      istWeekday: 3,
      fit: "partly",
    });
    expect(windowInIst(evening, -300, desk).fit).toBe("outside");
    // Sydney (UTC+11): 9:00 is 03:30 IST, the evening 10:30–14:30 IST.
    expect(windowInIst(morning, 660, desk)).toEqual({
      start: "3:30",
      end: "6:30",
      istWeekday: 3,
      fit: "outside",
    });
    expect(windowInIst(evening, 660, desk).fit).toBe("inside");
    // Dubai (UTC+4): 1h30 behind IST, everything fits but the evening's last half hour.
    expect(windowInIst(morning, 240, desk).fit).toBe("inside");
    expect(windowInIst(evening, 240, desk)).toEqual({
      start: "17:30",
      end: "21:30",
      istWeekday: 3,
      fit: "partly",
    });
  });

  it("reads site.config's week: weekdays 9–20, Saturday 10–14, Sunday closed", () => {
    expect(desk).toEqual([
      null,
      ...Array(5).fill({ opens: "09:00", closes: "20:00" }),
      { opens: "10:00", closes: "14:00" },
    ]);
    expect(deskHoursText(siteConfig.contact.businessHours)).toBe(
      "Monday – Friday 9:00–20:00 · Saturday 10:00–14:00 · Sunday closed",
    );
  });

  it("holds a picked day against that day's hours in IST: Saturday's short day and Sunday", () => {
    // 5 December 2026 is a Saturday, the 6th a Sunday, the 4th a Friday.
    expect(pickedDayText("2026-12-05")).toBe("on Saturday 5 December");
    expect(pickedDayText(undefined)).toBe("on a weekday");
    expect(pickedDayText("5/12/2026")).toBe("on a weekday");
    // A day the calendar lacks is no day, though Date reads "2026-02-30" as 2 March.
    expect(pickedDayText("2026-02-30")).toBe("on a weekday");
    expect(pickedDay("2026-02-30")).toBeUndefined();
    expect(windowHint(morning, 330, desk, "2026-12-05")).toBe(
      "Morning (9:00–12:00) · partly outside our desk hours",
    );
    expect(windowHint(afternoon, 330, desk, "2026-12-05")).toBe(
      "Afternoon (12:00–16:00) · partly outside our desk hours",
    );
    // Outside Saturday's short day, but inside Monday's (Sunday we are closed).
    expect(windowHint(evening, 330, desk, "2026-12-05")).toBe(
      "Evening (16:00–20:00) · outside our desk hours that day; within them on Monday",
    );
    for (const window of callTimeWindows) {
      expect(windowInIst(window, 330, desk, 0).fit).toBe("outside");
    }
    // A Friday evening in New York is Saturday 2:30–6:30 IST: before we open that day, and any
    // other, so no later day is offered.
    expect(windowHint(evening, -300, desk, "2026-12-04")).toBe(
      "Evening (16:00–20:00) · Saturday 2:30–6:30 IST, outside our desk hours",
    );
    // A Sunday evening in New York is Monday morning here, and a Sunday morning in Sydney is
    // Sunday 3:30 IST: closed.
    expect(windowHint(evening, -300, desk, "2026-12-06")).toBe(
      "Evening (16:00–20:00) · Monday 2:30–6:30 IST, outside our desk hours",
    );
    // A Sunday evening in Sydney is Sunday 10:30–14:30 IST, inside Monday's hours the next day.
    expect(windowHint(evening, 660, desk, "2026-12-06")).toBe(
      "Evening (16:00–20:00) · Sunday 10:30–14:30 IST, outside our desk hours that day; within them on Monday",
    );
    expect(windowInIst(evening, -240, desk, 0)).toMatchObject({ istWeekday: 1, fit: "outside" });
    expect(windowInIst(evening, 660, desk, 0)).toMatchObject({ istWeekday: 0, fit: "outside" });
    expect(windowInIst(evening, 660, desk, 1)).toMatchObject({ istWeekday: 1, fit: "inside" });
    // A Saturday morning in London is 14:30–17:30 IST: after our Saturday closes at 14:00.
    expect(windowHint(morning, 0, desk, "2026-12-05")).toBe(
      "Morning (9:00–12:00) · Saturday 14:30–17:30 IST, outside our desk hours that day; within them on Monday",
    );
  });
});
