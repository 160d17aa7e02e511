import { describe, expect, it } from "vitest";
import { callTimeWindows } from "../../app/content/call-request";
import { zoneOffsetMinutes } from "../../app/lib/agency-time";
import { windowHint, windowInIst } from "../../app/lib/call-windows";

const desk = { opens: "09:00", closes: "20:00" };
const [morning, afternoon, evening] = callTimeWindows;

describe("call windows against our desk hours (app/lib/call-windows.ts)", () => {
  it("reads a zone's offset on a date, daylight saving included", () => {
    expect(zoneOffsetMinutes("Asia/Kolkata", new Date("2026-12-01T12:00:00Z"))).toBe(330);
    expect(zoneOffsetMinutes("Europe/London", new Date("2026-12-01T12:00:00Z"))).toBe(0);
    expect(zoneOffsetMinutes("Europe/London", new Date("2026-07-01T12:00:00Z"))).toBe(60);
    expect(zoneOffsetMinutes("America/New_York", new Date("2026-12-01T12:00:00Z"))).toBe(-300);
    expect(zoneOffsetMinutes("Australia/Sydney", new Date("2026-12-01T12:00:00Z"))).toBe(660);
    expect(zoneOffsetMinutes("UTC", new Date("2026-12-01T12:00:00Z"))).toBe(0);
  });

  it("says every window is inside our hours for a visitor in India", () => {
    for (const window of callTimeWindows) {
      expect(windowHint(window, 330, desk)).toBe(`${window.label} · within our desk hours`);
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
      "Evening (16:00–20:00) · 21:30–01:30 IST, outside our desk hours; we may call the next working day",
    );
  });

  it("wraps across midnight both ways (New York, Sydney, Dubai)", () => {
    // New York (UTC−5): 9:00 is 19:30 IST, the evening 02:30–06:30 IST the next day.
    expect(windowInIst(morning, -300, desk)).toEqual({
      start: "19:30",
      end: "22:30",
      fit: "partly",
    });
    expect(windowInIst(evening, -300, desk).fit).toBe("outside");
    // Sydney (UTC+11): 9:00 is 03:30 IST, the evening 10:30–14:30 IST.
    expect(windowInIst(morning, 660, desk)).toEqual({
      start: "03:30",
      end: "06:30",
      fit: "outside",
    });
    expect(windowInIst(evening, 660, desk).fit).toBe("inside");
    // Dubai (UTC+4): 1h30 behind IST, everything fits but the evening's last half hour.
    expect(windowInIst(morning, 240, desk).fit).toBe("inside");
    expect(windowInIst(evening, 240, desk)).toEqual({
      start: "17:30",
      end: "21:30",
      fit: "partly",
    });
  });
});
