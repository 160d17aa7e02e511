/** The desk's times and days are the agency's (IST), and a caller's window converts to them. */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { callTimeWindows } from "~/content/call-request";
import { callDetails, callSummary } from "~/desk/call-details";
import {
  agencyDay,
  agencyDayStart,
  agencyZone,
  formatAgencySpan,
  formatAgencyTime,
  formatAgencyTimeShort,
  isMidnightIn,
  wallTimeToInstant,
} from "~/lib/agency-time";
import { migrateToLatest, openDatabase } from "~/server/db.server";
import { deskNumbers } from "~/server/desk-numbers.server";
import { createVisitCounter } from "~/server/visits.server";
import { siteConfig } from "~/site.config";
import { testLeadStore } from "../support/lead-store";

describe("the agency's zone", () => {
  it("is set once, and its fixed offset is the zone's all year", () => {
    expect(agencyZone).toMatchObject({ id: "Asia/Kolkata", label: "IST" });
    for (const month of ["01", "04", "07", "10"]) {
      const at = new Date(`2026-${month}-15T12:00:00Z`);
      const wall = new Intl.DateTimeFormat("en-CA", {
        timeZone: siteConfig.contact.timeZone,
        dateStyle: "short",
        timeStyle: "short",
        hourCycle: "h23",
      }).format(at);
      expect(wall.replace(",", "")).toBe(formatAgencyTime(at.toISOString()).replace(" IST", ""));
    }
  });

  it("shows stored times in IST, in full and in a table's short form", () => {
    expect(formatAgencyTime("2026-11-28T08:05:00.000Z")).toBe("2026-11-28 13:35 IST");
    expect(formatAgencyTime("2026-11-28T18:45:00.000Z")).toBe("2026-11-29 00:15 IST");
    expect(formatAgencyTime(null)).toBe("—");
    const now = new Date("2026-11-28T10:00:00Z");
    expect(formatAgencyTimeShort("2026-11-28T08:05:00.000Z", now)).toBe("28 Nov 13:35");
    expect(formatAgencyTimeShort("2025-12-31T19:00:00.000Z", now)).toBe("1 Jan 00:30");
    expect(formatAgencyTimeShort("2025-03-02T08:05:00.000Z", now)).toBe("2 Mar 2025");
    // Near the turn of the year the hour stays: a reply due tomorrow, on 1 January.
    const newYearsEve = new Date("2026-12-31T06:00:00Z");
    expect(formatAgencyTimeShort("2027-01-01T04:30:00.000Z", newYearsEve)).toBe("1 Jan 10:00");
    expect(formatAgencyTimeShort("2027-06-01T04:30:00.000Z", newYearsEve)).toBe("1 Jun 2027");
  });

  it("starts the agency's day at 18:30 UTC the day before", () => {
    expect(agencyDay(new Date("2026-11-27T18:29:59Z"))).toBe("2026-11-27");
    expect(agencyDay(new Date("2026-11-27T18:30:00Z"))).toBe("2026-11-28");
    expect(agencyDayStart("2026-11-28")).toBe("2026-11-27T18:30:00.000Z");
  });

  it("converts a visitor's wall-clock hour to an instant, daylight saving time included", () => {
    expect(wallTimeToInstant("2026-12-03", 12, "Europe/London").toISOString()).toBe(
      "2026-12-03T12:00:00.000Z",
    );
    expect(wallTimeToInstant("2026-07-03", 12, "Europe/London").toISOString()).toBe(
      "2026-07-03T11:00:00.000Z",
    );
    expect(wallTimeToInstant("2026-12-03", 9, "America/New_York").toISOString()).toBe(
      "2026-12-03T14:00:00.000Z",
    );
    expect(wallTimeToInstant("2026-12-03", 9, "Australia/Sydney").toISOString()).toBe(
      "2026-12-02T22:00:00.000Z",
    );
    expect(wallTimeToInstant("2026-12-03", 9, "Asia/Kolkata").toISOString()).toBe(
      "2026-12-03T03:30:00.000Z",
    );
    expect(() => wallTimeToInstant("2026-12-03", 9, "Mars/Olympus")).toThrow();
  });

  it("knows midnight in a zone to the minute, daylight saving time included", () => {
    expect(isMidnightIn("Asia/Kolkata", new Date("2026-11-30T18:30:00.000Z"))).toBe(true);
    expect(isMidnightIn("Asia/Kolkata", new Date("2026-11-30T18:30:59.999Z"))).toBe(true);
    expect(isMidnightIn("Asia/Kolkata", new Date("2026-11-30T18:31:00.000Z"))).toBe(false);
    expect(isMidnightIn("Asia/Kolkata", new Date("2026-11-30T00:00:00.000Z"))).toBe(false);
    // New York is UTC−4 in July and UTC−5 in December.
    expect(isMidnightIn("America/New_York", new Date("2026-07-02T04:00:00.000Z"))).toBe(true);
    expect(isMidnightIn("America/New_York", new Date("2026-12-02T04:00:00.000Z"))).toBe(false);
    expect(isMidnightIn("America/New_York", new Date("2026-12-02T05:00:00.000Z"))).toBe(true);
  });

  it("writes a span in IST with both days when it crosses midnight", () => {
    const at = (iso: string) => new Date(iso);
    expect(formatAgencySpan(at("2026-12-03T12:00:00Z"), at("2026-12-03T16:00:00Z"))).toBe(
      "2026-12-03, 17:30–21:30 IST",
    );
    expect(formatAgencySpan(at("2026-12-03T17:00:00Z"), at("2026-12-03T21:00:00Z"))).toBe(
      "2026-12-03 22:30 – 2026-12-04 02:30 IST",
    );
  });

  it("keeps each call window's label true to its hours", () => {
    for (const window of callTimeWindows) {
      expect(window.label).toContain(`(${window.from}:00–${window.until}:00)`);
    }
  });
});

describe("the numbers count the team's days", () => {
  it("puts a lead and a visit at 00:30 IST on that IST day, not the UTC day before", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "agency-days-"));
    const opened = openDatabase(`file:${path.join(dir, "site.db")}`);
    try {
      await migrateToLatest(opened.db);
      // 19:00 UTC on the 20th is 00:30 IST on the 21st.
      const clock = new Date("2026-11-20T19:00:00Z");
      const visits = createVisitCounter(opened.db, { retentionDays: 400, now: () => clock });
      await visits.start();
      visits.record({
        path: "/pricing",
        search: "",
        status: 200,
        address: "203.0.113.7",
        userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36",
        referer: undefined,
        purpose: undefined,
        host: "www.site.example",
      });
      await visits.flush();
      await visits.stop();
      await testLeadStore(opened.db, { now: () => clock }).saveLead(
        {
          name: "Asha",
          email: "asha@example.com",
          subject: "A clinic app",
          message: "Three clinics.",
          phone: undefined,
          services: [],
          consent: "yes",
        },
        { sourcePage: "/contact", consentVersion: "v1" },
      );
      const numbers = await deskNumbers(opened.db, 7, new Date("2026-11-21T03:00:00Z"));
      expect([numbers.from, numbers.to]).toEqual(["2026-11-15", "2026-11-21"]);
      expect(numbers.series.at(-1)).toEqual({ day: "2026-11-21", views: 1, visitors: 1, leads: 1 });
      expect(numbers.series.at(-2)).toMatchObject({ day: "2026-11-20", views: 0, leads: 0 });
    } finally {
      await opened.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a call request as the team reads it", () => {
  it("names the call, how to meet and its window, in the visitor's zone and in IST", () => {
    expect(
      callDetails({
        type: "freeConsultation",
        day: "2026-12-03",
        window: "evening",
        timeZone: "America/New_York",
        meeting: "video",
      }),
    ).toEqual([
      ["Call", "Free consultation"],
      ["Meeting", "Video call (email them an invite)"],
      ["Their time", "2026-12-03, Evening (16:00–20:00), America/New_York"],
      ["In IST", "2026-12-04, 02:30–06:30 IST (outside our hours)"],
    ]);
  });

  it("says when a window falls outside our desk hours that day, wholly or in part", () => {
    const london = {
      type: "freeConsultation",
      day: "2026-12-02",
      timeZone: "Europe/London",
      meeting: "phone",
    } as const;
    // Wednesday: 9:00–20:00 IST.
    expect(callSummary({ ...london, window: "morning" })).toBe(
      "Free consultation, 2026-12-02, 14:30–17:30 IST",
    );
    expect(callSummary({ ...london, window: "afternoon" })).toBe(
      "Free consultation, 2026-12-02, 17:30–21:30 IST (partly outside our hours)",
    );
    // Saturday's hours are 10:00–14:00, so the same morning window is past them.
    expect(callSummary({ ...london, day: "2026-12-05", window: "morning" })).toBe(
      "Free consultation, 2026-12-05, 14:30–17:30 IST (outside our hours)",
    );
  });

  it("names it for the desk's list in IST, ready to call back", () => {
    const call = {
      type: "discoveryCall",
      day: "2026-12-02",
      window: "evening",
      timeZone: "Europe/London",
      meeting: "phone",
    } as const;
    expect(callSummary(call)).toBe(
      "Discovery call, 2026-12-02 21:30 – 2026-12-03 01:30 IST (outside our hours)",
    );
  });

  it("says so when a stored value cannot be converted", () => {
    const rows = callDetails({
      type: "x",
      day: "2026-12-03",
      window: "night",
      timeZone: "UTC",
      meeting: "phone",
    });
    expect(rows[1]).toEqual(["Meeting", "Phone call"]);
    expect(rows.at(-1)).toEqual(["In IST", '(no hours known for "night")']);
    const zone = callDetails({
      type: "discoveryCall",
      day: "2026-12-03",
      window: "morning",
      timeZone: "Mars/Olympus",
      meeting: "phone",
    });
    expect(zone.at(-1)).toEqual(["In IST", "(cannot convert from Mars/Olympus)"]);
  });
});
