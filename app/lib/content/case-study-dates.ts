/**
 * The two dates a case study carries (app/content/case-studies.ts), checked the way the Markdown
 * content's frontmatter is (./frontmatter.ts): a zod schema whose messages name the field. The
 * published date becomes the page's visible date, its Article's datePublished and its sitemap
 * lastmod, so a date the calendar lacks, a date to come or a story published before its product
 * launched would be stated to readers and search engines alike.
 *
 * Pure module: no dependency on the content it checks, so a test can feed it bad dates.
 */
import { z } from "zod";

/** "2021-02": a month of a year, as `formatContentMonth` (./dates.ts) reads it. */
const isoMonth = z
  .string()
  // abort: a badly written month is not checked against the founding year as well.
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "must be a month written as YYYY-MM", abort: true });
const isoDate = z.iso.date({ error: "must be a date written as YYYY-MM-DD" });

export interface CaseStudyDateLimits {
  /** The agency's founding year (siteConfig.foundedYear): no product of ours launched before it. */
  foundedYear: number;
  /** Today's date (YYYY-MM-DD) in the agency's zone: nothing is published after it. */
  today: string;
}

function caseStudyDatesSchema({ foundedYear, today }: CaseStudyDateLimits) {
  return z
    .object({
      launched: isoMonth.refine((month) => Number(month.slice(0, 4)) >= foundedYear, {
        error: `must not be before the agency was founded (${foundedYear})`,
      }),
      published: isoDate.refine((date) => date <= today, {
        error: `must not be after today (${today})`,
      }),
    })
    .refine(
      // ISO strings compare as their dates do; a month sorts before every day inside it, so a
      // story may be published in its launch month but not in a month before. Only between two
      // well-written dates: a badly written one has its own message already.
      (study) =>
        !isoMonth.safeParse(study.launched).success ||
        !isoDate.safeParse(study.published).success ||
        study.published >= study.launched,
      { path: ["published"], error: 'must not be before the month in "launched"' },
    );
}

/** Every problem with a case study's dates, as "field: message"; none when they are good. */
export function caseStudyDateProblems(
  study: { launched: string; published: string },
  limits: CaseStudyDateLimits,
): string[] {
  const result = caseStudyDatesSchema(limits).safeParse(study);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}
