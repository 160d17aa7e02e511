import { describe, expect, it } from "vitest";
import { caseStudies } from "~/content/case-studies";
import { agencyDay } from "~/lib/agency-time";
import { caseStudyDateProblems } from "~/lib/content/case-study-dates";
import { siteConfig } from "~/site.config";

const limits = { foundedYear: 2015, today: "2026-11-29" };
const good = { launched: "2022-09", published: "2023-08-10" };

describe("case study dates", () => {
  it.each(caseStudies.map((s) => [s.slug, s] as const))(
    "%s launched after the founding and was published after its launch, not after today",
    (_, study) => {
      expect(
        caseStudyDateProblems(study, {
          foundedYear: siteConfig.foundedYear,
          today: agencyDay(new Date()),
        }),
      ).toEqual([]);
    },
  );

  it("accepts good dates, and a story published on its launch month or today", () => {
    expect(caseStudyDateProblems(good, limits)).toEqual([]);
    expect(caseStudyDateProblems({ launched: "2015-01", published: "2015-01-31" }, limits)).toEqual(
      [],
    );
    expect(caseStudyDateProblems({ ...good, published: limits.today }, limits)).toEqual([]);
  });

  it("refuses a story published before its product launched", () => {
    expect(caseStudyDateProblems({ ...good, published: "2022-08-31" }, limits)).toEqual([
      'published: must not be before the month in "launched"',
    ]);
  });

  it("refuses a publication date after today", () => {
    expect(caseStudyDateProblems({ ...good, published: "2026-11-30" }, limits)).toEqual([
      "published: must not be after today (2026-11-29)",
    ]);
  });

  it("refuses a launch before the agency was founded", () => {
    expect(caseStudyDateProblems({ launched: "2014-12", published: "2016-03-01" }, limits)).toEqual(
      ["launched: must not be before the agency was founded (2015)"],
    );
  });

  it.each([
    ["launched", { ...good, launched: "2022-9" }, "must be a month written as YYYY-MM"],
    ["launched", { ...good, launched: "2022-13" }, "must be a month written as YYYY-MM"],
    ["launched", { ...good, launched: "Sep 2022" }, "must be a month written as YYYY-MM"],
    ["published", { ...good, published: "2023-8-10" }, "must be a date written as YYYY-MM-DD"],
    ["published", { ...good, published: "10/08/2023" }, "must be a date written as YYYY-MM-DD"],
    // A day the calendar lacks, which Date would roll over into March.
    ["published", { ...good, published: "2023-02-30" }, "must be a date written as YYYY-MM-DD"],
  ])("refuses a badly written %s: %j", (field, dates, message) => {
    expect(caseStudyDateProblems(dates, limits)).toEqual([`${field}: ${message}`]);
  });
});
