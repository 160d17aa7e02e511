import { describe, expect, it } from "vitest";
import { callEvent } from "~/desk/call-event";

const lead = {
  id: "0192f0c4-aaaa-7bbb-8ccc-000000000001",
  name: "Emma Clarke",
  call: {
    type: "freeConsultation",
    day: "2026-12-02",
    window: "evening",
    timeZone: "Europe/London",
    meeting: "phone",
  },
} as const;
const url = `https://desk.example/desk/leads/${lead.id}`;
const now = new Date("2026-11-29T10:00:00Z");

/** The event's content lines, unfolded (a CRLF and a space continue the line before). */
const lines = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("a call request's window as a calendar event", () => {
  it("holds the visitor's window in UTC, with who and the desk's link, and no address or number", () => {
    const ics = callEvent(lead, url, now)!;
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
    const all = lines(ics);
    expect(all.slice(0, 2)).toEqual(["BEGIN:VCALENDAR", "VERSION:2.0"]);
    // 16:00–20:00 in London on 2 December (GMT) is 16:00–20:00 UTC.
    expect(all).toContain("DTSTART:20261202T160000Z");
    expect(all).toContain("DTEND:20261202T200000Z");
    expect(all).toContain("DTSTAMP:20261129T100000Z");
    expect(all).toContain(`UID:call-${lead.id}@desk.example`);
    expect(all).toContain("SUMMARY:Free consultation: Emma Clarke");
    const description = all.find((line) => line.startsWith("DESCRIPTION:"))!;
    expect(description).toContain("Phone call: their number is on the desk.");
    expect(description).toContain(`On the desk: ${url}`);
    // A calendar is a copy the desk's erasure cannot reach: the name only.
    expect(ics).not.toMatch(/@example|\+44|7946/);
    expect(all.at(-2)).toBe("END:VCALENDAR");
  });

  it("places a window in UTC by the visitor's offset on that day, across a DST change", () => {
    // New York moves to daylight time on 8 March 2026 at 2:00: early morning (7:00–9:00) is
    // then UTC−4; on 1 November, back on standard time, UTC−5.
    const newYork = (day: string) =>
      lines(
        callEvent(
          { ...lead, call: { ...lead.call, day, window: "early", timeZone: "America/New_York" } },
          url,
          now,
        )!,
      );
    expect(newYork("2026-03-07")).toContain("DTSTART:20260307T120000Z");
    expect(newYork("2026-03-08")).toContain("DTSTART:20260308T110000Z");
    expect(newYork("2026-03-08")).toContain("DTEND:20260308T130000Z");
    expect(newYork("2026-11-01")).toContain("DTSTART:20261101T120000Z");
  });

  it("keeps a line break, a lone CR too, inside its property", () => {
    const ics = callEvent(
      { ...lead, name: "Emma\rURL:https://evil.example/x\nDTSTART:2030" },
      url,
      now,
    )!;
    const all = lines(ics);
    expect(all.filter((line) => line.startsWith("URL:"))).toEqual([`URL:${url}`]);
    expect(all.filter((line) => line.startsWith("DTSTART:"))).toHaveLength(1);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("escapes text and folds long lines at 75 octets without splitting a character", () => {
    const ics = callEvent(
      { ...lead, name: "अनन्या; Rao, \\ the second", call: { ...lead.call, meeting: "video" } },
      url,
      now,
    )!;
    for (const line of ics.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const all = lines(ics);
    expect(all).toContain("SUMMARY:Free consultation: अनन्या\\; Rao\\, \\\\ the second");
    expect(all.find((line) => line.startsWith("DESCRIPTION:"))).toContain(
      "\\nVideo call: email them the invite (their address is on the desk).\\n",
    );
  });

  it("offers none for a window this code no longer knows", () => {
    expect(callEvent({ ...lead, call: { ...lead.call, window: "night" } }, url, now)).toBeNull();
    expect(
      callEvent({ ...lead, call: { ...lead.call, timeZone: "Mars/Olympus" } }, url, now),
    ).toBeNull();
  });
});
