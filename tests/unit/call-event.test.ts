import { describe, expect, it } from "vitest";
import { callEvent } from "~/desk/call-event";

const lead = {
  id: "0192f0c4-aaaa-7bbb-8ccc-000000000001",
  name: "Emma Clarke",
  email: "emma@londonhaul.example",
  phone: "+44 20 7946 0000",
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
  it("holds the visitor's window in UTC, with who, how to reach them and the desk's link", () => {
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
    expect(description).toContain("Phone call: +44 20 7946 0000.");
    expect(description).toContain(`On the desk: ${url}`);
    expect(all.at(-2)).toBe("END:VCALENDAR");
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
      "\\nVideo call: email them the invite.\\n",
    );
  });

  it("offers none for a window this code no longer knows", () => {
    expect(callEvent({ ...lead, call: { ...lead.call, window: "night" } }, url, now)).toBeNull();
    expect(
      callEvent({ ...lead, call: { ...lead.call, timeZone: "Mars/Olympus" } }, url, now),
    ).toBeNull();
  });
});
