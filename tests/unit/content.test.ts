import { describe, expect, it } from "vitest";
import { accentNames } from "~/content/accents";
import { careerCardPreviewCount, jobOpenings } from "~/content/careers";
import { contactHighlights, expertiseCards, trustedBy, companyStory } from "~/content/company";
import { faqs } from "~/content/faq";
import { portfolioProjects } from "~/content/portfolio";
import { discoveryCall, pricingAddOns, pricingPlans } from "~/content/pricing";
import { serviceHighlights, services } from "~/content/services";
import { formatStatistic, statistics } from "~/content/stats";
import { techGroups } from "~/content/technologies";
import { testimonials } from "~/content/testimonials";
import { siteConfig } from "~/site.config";

const hex = /^#[0-9a-f]{6}$/i;
const isAccent = (name: string) => (accentNames as readonly string[]).includes(name);

function expectUnique(values: readonly string[]) {
  expect(new Set(values).size).toBe(values.length);
}

function expectProse(text: string) {
  expect(text.length).toBeGreaterThan(20);
  expect(text.toLowerCase()).not.toMatch(/lorem|ipsum|todo|tbd/);
}

describe("services", () => {
  it("has the eight services of the route table with their public slugs", () => {
    expect(services.map((s) => s.slug)).toEqual([
      "mobile-app-development",
      "web-development",
      "ai-ml-development",
      "ui-ux-design",
      "custom-software",
      "saas-development",
      "custom-mobile-app",
      "backend-api",
    ]);
  });

  it("gives every service an icon, a description, a category and a colour", () => {
    for (const service of services) {
      expect(service.icon).toMatch(/^[A-Z][A-Za-z0-9]+$/);
      expectProse(service.description);
      expect(["Development", "Innovation", "Design"]).toContain(service.category);
      expect(isAccent(service.accent)).toBe(true);
    }
    expectUnique(services.map((s) => s.title));
  });

  it("uses all three categories", () => {
    expect(new Set(services.map((s) => s.category))).toEqual(
      new Set(["Development", "Innovation", "Design"]),
    );
  });

  it("has the three highlight cards", () => {
    expect(serviceHighlights.map((h) => h.title)).toEqual([
      "Industry Expertise",
      "Dedicated Support",
      "Agile Development",
    ]);
    for (const card of serviceHighlights) expectProse(card.description);
  });
});

describe("portfolio", () => {
  it("has 11 projects with title, category, description, artwork and an external https link", () => {
    expect(portfolioProjects).toHaveLength(11);
    expectUnique(portfolioProjects.map((p) => p.slug));
    expectUnique(portfolioProjects.map((p) => p.title));
    for (const project of portfolioProjects) {
      expect(project.slug).toMatch(/^[a-z0-9-]+$/);
      expect(project.category.length).toBeGreaterThan(0);
      expectProse(project.description);
      expect(project.external).toBe(true);
      expect(new URL(project.link).protocol).toBe("https:");
      expect(project.artwork.palette[0]).toMatch(hex);
      expect(project.artwork.palette[1]).toMatch(hex);
      expect(isAccent(project.accent)).toBe(true);
    }
  });
});

describe("testimonials", () => {
  it("has six quotes, each rated 5, with name, role and avatar colours", () => {
    expect(testimonials).toHaveLength(6);
    expectUnique(testimonials.map((t) => t.slug));
    for (const t of testimonials) {
      expect(t.rating).toBe(5);
      expect(t.name).toMatch(/^\S+ \S+/);
      expect(t.role.length).toBeGreaterThan(3);
      expectProse(t.content);
      expect(t.avatar.palette.every((c) => hex.test(c))).toBe(true);
    }
  });
});

describe("technologies", () => {
  it("has three groups of five, each group with a description and a colour", () => {
    expect(techGroups.map((g) => g.slug)).toEqual(["frontend", "backend", "mobile-ai"]);
    for (const group of techGroups) {
      expect(group.technologies).toHaveLength(5);
      expectProse(group.description);
      expect(isAccent(group.accent)).toBe(true);
      for (const tech of group.technologies) {
        expect(tech.logo).toMatch(/^[a-z0-9]+$/);
        expect(tech.name.length).toBeGreaterThan(0);
      }
    }
  });
});

describe("statistics", () => {
  it("are the four figures of the spec", () => {
    expect(statistics.map((s) => `${formatStatistic(s)} ${s.label}`)).toEqual([
      "300+ Happy Clients",
      "500+ Projects Delivered",
      "5+ Industry Awards",
      "90+ Success Rate %",
    ]);
  });
});

describe("pricing", () => {
  it("has Starter, Growth (recommended) and Enterprise with their INR ranges", () => {
    expect(
      pricingPlans.map((p) => [p.id, p.name, p.price.min, p.price.max, "isRecommended" in p]),
    ).toEqual([
      ["starter", "Starter", 75_000, 120_000, false],
      ["growth", "Growth", 150_000, 300_000, true],
      ["enterprise", "Enterprise", 350_000, 700_000, false],
    ]);
    expect(pricingPlans[2].price.openEnded).toBe(true);
    for (const plan of pricingPlans) {
      expect(plan.features.length).toBeGreaterThanOrEqual(4);
      expectProse(plan.idealClient);
    }
  });

  it("has the six add-ons and the refundable 2,000 INR discovery call", () => {
    expect(pricingAddOns.map((a) => [a.price.min, "max" in a.price ? a.price.max : null])).toEqual([
      [50_000, 100_000],
      [25_000, null],
      [30_000, null],
      [20_000, 50_000],
      [20_000, null],
      [10_000, 25_000],
    ]);
    expect(pricingAddOns[5].price.per).toBe("month");
    expect(discoveryCall.price.min).toBe(2_000);
    expect(discoveryCall.note).toMatch(/refundable/i);
  });
});

describe("careers", () => {
  it("has the one opening with six requirements and six responsibilities", () => {
    expect(jobOpenings).toHaveLength(1);
    const [job] = jobOpenings;
    expect(job).toMatchObject({
      id: "ui-ux-designer",
      title: "UI/UX Graphic Designer",
      department: "Design",
      location: "Remote",
      type: "Full-time",
      salary: "Competitive",
    });
    expect(job.requirements).toHaveLength(6);
    expect(job.responsibilities).toHaveLength(6);
    expect(careerCardPreviewCount).toBe(3);
    expectProse(job.description);
  });
});

describe("FAQ", () => {
  it("has eight distinct questions with answers", () => {
    expect(faqs).toHaveLength(8);
    expectUnique(faqs.map((f) => f.question));
    for (const f of faqs) {
      expect(f.question.endsWith("?")).toBe(true);
      expectProse(f.answer);
    }
  });

  it("quotes the spec's timeline and reply time", () => {
    const all = faqs.map((f) => f.answer).join(" ");
    expect(all).toContain("4–8 weeks");
    expect(all).toContain("24 hours");
  });
});

describe("company", () => {
  it("has four expertise cards, six trusted-by names and the three contact cards", () => {
    expect(expertiseCards).toHaveLength(4);
    expect(trustedBy).toHaveLength(6);
    expectUnique(trustedBy);
    expect(contactHighlights.map((c) => c.title)).toEqual([
      "Quick Response",
      "Free Consultation",
      "Global Service",
    ]);
  });

  it("states the founding year from the site config", () => {
    expect(siteConfig.foundedYear).toBe(2015);
    expect(companyStory.text).toContain("2015");
    expectProse(companyStory.mission.text);
    expectProse(companyStory.vision.text);
  });
});
