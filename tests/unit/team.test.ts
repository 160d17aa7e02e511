import { describe, expect, it } from "vitest";
import { caseStudies } from "~/content/case-studies";
import { getLegalDocument } from "~/content/documents";
import { engagementCommonTerms, engagementModels } from "~/content/engagements";
import { quotePortraits, teamPortraits, testimonialPortraits } from "~/content/portraits";
import { teamGroups, teamMembers, teamOnProject } from "~/content/team";
import { trustSections } from "~/content/trust";
import { teamJsonLd } from "~/lib/structured-data";

describe("the team", () => {
  it("has 8 to 12 people across founders, engineering, design and delivery", () => {
    expect(teamMembers.length).toBeGreaterThanOrEqual(8);
    expect(teamMembers.length).toBeLessThanOrEqual(12);
    for (const group of teamGroups) {
      expect(
        teamMembers.some((m) => m.group === group),
        group,
      ).toBe(true);
    }
    expect(new Set(teamMembers.map((m) => m.slug)).size).toBe(teamMembers.length);
    expect(new Set(teamMembers.map((m) => m.name)).size).toBe(teamMembers.length);
  });

  it("gives everyone a portrait unlike any other person's on the site", () => {
    const everyone = [
      ...Object.values(testimonialPortraits),
      ...Object.values(quotePortraits),
      ...Object.values(teamPortraits),
    ].map((spec) => JSON.stringify(spec));
    expect(new Set(everyone).size).toBe(everyone.length);
    expect(Object.keys(teamPortraits).sort()).toEqual(teamMembers.map((m) => m.slug).sort());
  });

  it("names at least two people on every case study, and only real ones", () => {
    const slugs = new Set(caseStudies.map((s) => s.slug));
    for (const member of teamMembers) {
      for (const project of member.projects) expect(slugs.has(project), project).toBe(true);
    }
    for (const study of caseStudies) {
      expect(teamOnProject(study.slug).length, study.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it("counts a designer in a study's team wherever it names a designer on the project", () => {
    for (const study of caseStudies) {
      const namesDesigner = teamOnProject(study.slug).some((m) => /design/i.test(m.role));
      const countsDesigner = study.team.some((t) => /design/i.test(t.role));
      if (namesDesigner) expect(countsDesigner, study.slug).toBe(true);
    }
  });

  it("describes each person as a schema.org Person with a name and job title", () => {
    const blocks = teamJsonLd(
      teamMembers.map((m) => ({
        name: m.name,
        jobTitle: m.role,
        path: `/team#${m.slug}`,
        image: "/x.webp",
      })),
    );
    expect(blocks).toHaveLength(teamMembers.length);
    for (const block of blocks) {
      expect(block).toMatchObject({
        "@type": "Person",
        name: expect.any(String),
        jobTitle: expect.any(String),
      });
    }
  });
});

describe("engagements and trust", () => {
  it("says for each model when it fits, how it is billed, what comes weekly and how scope changes", () => {
    expect(engagementModels.map((m) => m.id)).toEqual([
      "fixed-scope",
      "time-and-materials",
      "dedicated-team",
    ]);
    for (const model of engagementModels) {
      expect(model.fits.length, model.id).toBeGreaterThan(0);
      expect(model.billing.join(" "), model.id).toMatch(/7 business days/);
      expect(model.weekly.length, model.id).toBeGreaterThan(0);
      expect(model.scopeChanges.length, model.id).toBeGreaterThan(0);
    }
    expect(engagementModels[0].billing.join(" ")).toMatch(/50% of the project fee in advance/);
  });

  it("links every legal claim on /trust and /engagements to a section that exists", () => {
    const sources = [
      ...trustSections.flatMap((section) =>
        section.claims.flatMap((claim) => ("source" in claim ? [claim.source.href] : [])),
      ),
      ...engagementCommonTerms.map((term) => term.source.href),
    ];
    for (const href of sources) {
      const [, page, anchor] = /^\/([a-z-]+)(?:#(.+))?$/.exec(href) ?? [];
      if (page === "trust") continue;
      expect(["privacy", "service-agreement", "terms", "payment"], href).toContain(page);
      const headings = getLegalDocument(page ?? "")?.headings.map((h) => h.id) ?? [];
      expect(headings, href).toContain(anchor);
    }
  });
});
