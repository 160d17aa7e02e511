/**
 * What the pages that sell promise a buyer: a case study per project with measured outcomes, a
 * page of its own for every service, technology, app category and solution area, prices that
 * come from the rate card only, and an estimate whose arithmetic matches the spec.
 */
import { describe, expect, it } from "vitest";
import { appCategoryDetails, solutionDetails } from "~/content/app-details";
import { appCategories, appCategoryPages, solutionAreas } from "~/content/apps";
import { caseStudies, outcomeUnits } from "~/content/case-studies";
import { portfolioProjects } from "~/content/portfolio";
import { pricingAddOns, pricingPlans } from "~/content/pricing";
import {
  caseStudiesForCategory,
  caseStudiesForService,
  caseStudiesForSolution,
  caseStudiesForTech,
  fromPriceOf,
  quoteOf,
} from "~/content/relations";
import { serviceDetails } from "~/content/service-details";
import { services } from "~/content/services";
import { techDetails } from "~/content/tech-details";
import { techGroups } from "~/content/technologies";
import { testimonials } from "~/content/testimonials";
import { estimate, estimateQuery, parseEstimateQuery, rangeAsPrice } from "~/lib/estimate";
import { formatInr } from "~/lib/inr";

const words = (...texts: readonly string[]) =>
  texts
    .join(" ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Sentences of a text, for "no two pages share a sentence". */
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 6);

const techSlugs: ReadonlySet<string> = new Set(
  techGroups.flatMap((g) => g.technologies.map((t) => t.slug)),
);

describe("case studies", () => {
  it("has one per portfolio project, in the same order", () => {
    expect(caseStudies.map((s) => s.slug)).toEqual(portfolioProjects.map((p) => p.slug));
  });

  it.each(caseStudies.map((s) => [s.slug, s] as const))("%s tells the whole story", (_, study) => {
    const prose = [
      study.headline,
      study.summary,
      ...study.problem,
      ...study.constraints,
      ...study.approach.flatMap((step) => [step.title, step.text]),
      quoteOf(study).text,
    ];
    expect(words(...prose)).toBeGreaterThanOrEqual(300);
    expect(study.summary.length).toBeGreaterThanOrEqual(120);
    expect(study.summary.length).toBeLessThanOrEqual(160);
    expect(study.outcomes.length).toBeGreaterThanOrEqual(3);
    for (const outcome of study.outcomes) {
      expect(outcomeUnits).toContain(outcome.unit);
      expect(Number.isFinite(outcome.value) && outcome.value > 0).toBe(true);
    }
    for (const slug of study.stack) expect(techSlugs.has(slug), slug).toBe(true);
    expect(study.team.reduce((n, m) => n + m.count, 0)).toBeGreaterThan(0);
    expect(study.timeline.reduce((n, p) => n + p.weeks, 0)).toBeGreaterThan(0);
    expect(quoteOf(study).name).not.toBe("");
  });

  it("quotes each testimonial on its own project's case study", () => {
    for (const testimonial of testimonials) {
      const study = caseStudies.find(
        (s) => "testimonial" in s.quote && s.quote.testimonial === testimonial.slug,
      );
      const project = portfolioProjects.find((p) => p.slug === study?.slug);
      expect(project, testimonial.slug).toBeDefined();
      // "Founder, MediRise Pharmacy" names its project's client.
      expect(testimonial.role).toContain(project?.title.split(" ")[0]);
    }
  });
});

describe("detail pages", () => {
  const families = [
    ["service", serviceDetails, services.map((s) => s.slug), 150],
    ["technology", techDetails, [...techSlugs], 100],
    ["app category", appCategoryDetails, appCategoryPages.map((c) => c.slug), 100],
    ["solution area", solutionDetails, solutionAreas.map((a) => a.slug), 100],
  ] as const;

  const proseOf = (detail: (typeof families)[number][1][number]): string[] => {
    if ("deliverables" in detail) {
      return [
        ...detail.intro,
        ...detail.deliverables.map((d) => d.text),
        ...detail.process.map((p) => p.text),
        ...detail.faqs.map((f) => f.answer),
      ];
    }
    if ("why" in detail) return [...detail.why, ...detail.usedFor];
    return [...detail.intro, ...detail.features, ...detail.modules.map((m) => m.text)];
  };

  it.each(families)("every %s has a page of its own", (_, details, slugs, minimumWords) => {
    expect(details.map((d) => d.slug)).toEqual(slugs);
    const seen = new Map<string, string>();
    for (const detail of details) {
      const prose = proseOf(detail);
      expect(words(...prose), detail.slug).toBeGreaterThanOrEqual(minimumWords);
      // Words no sibling page has: no sentence appears on two pages.
      for (const sentence of prose.flatMap(sentences)) {
        expect(seen.get(sentence), `${detail.slug}: "${sentence}"`).toBeUndefined();
        seen.set(sentence, detail.slug);
      }
    }
  });

  it("gives every service three to five questions of its own and only known technologies", () => {
    for (const detail of serviceDetails) {
      expect(detail.faqs.length).toBeGreaterThanOrEqual(3);
      expect(detail.faqs.length).toBeLessThanOrEqual(5);
      for (const slug of detail.tech) expect(techSlugs.has(slug), slug).toBe(true);
      expect(detail.timeline.min).toBeLessThanOrEqual(detail.timeline.max);
    }
  });

  it("shows case studies wherever one exists, found from the studies themselves", () => {
    for (const study of caseStudies) {
      for (const service of study.services) {
        expect(caseStudiesForService(service)).toContain(study);
      }
      for (const tech of study.stack) expect(caseStudiesForTech(tech)).toContain(study);
      if (study.appCategory) expect(caseStudiesForCategory(study.appCategory)).toContain(study);
    }
    for (const area of solutionAreas)
      expect(caseStudiesForSolution(area.slug).length).toBeGreaterThan(0);
  });

  it("opens Enterprise Solutions on custom business software, then its categories' projects", () => {
    const studies = caseStudiesForSolution("enterprise").map((study) => study.slug);
    // ShipSure and InsightDesk have no app category: custom software, "Other Popular Apps".
    expect(studies.slice(0, 2).sort()).toEqual(["insightdesk", "shipsure"]);
    expect(studies).toContain("paysetu");
    expect(new Set(studies).size).toBe(studies.length);
    for (const slug of studies.slice(2)) {
      expect(caseStudies.find((study) => study.slug === slug)?.appCategory).not.toBeNull();
    }
  });

  it("shows under AI Solutions only projects built with AI, whatever their category", () => {
    const studies = caseStudiesForSolution("ai");
    expect(studies.map((study) => study.slug)).toContain("insightdesk");
    for (const study of studies) expect(study.services).toContain("ai-ml-development");
  });
});

/** The rate card of the spec (section 9), the oracle the site's pricing module must match. */
const spec = {
  plans: {
    starter: { min: 75_000, max: 1_20_000, open: false },
    growth: { min: 1_50_000, max: 3_00_000, open: false },
    enterprise: { min: 3_50_000, max: 7_00_000, open: true },
  },
  oneOffAddOns: {
    "ai-features": { min: 50_000, max: 1_00_000 },
    "cloud-hosting": { min: 25_000, max: 25_000 },
    "custom-design": { min: 30_000, max: 30_000 },
    "admin-dashboard": { min: 20_000, max: 50_000 },
    "push-chat": { min: 20_000, max: 20_000 },
  },
  monthly: { maintenance: { min: 10_000, max: 25_000 } },
} as const;

describe("the apps filter", () => {
  it("offers no two chips for one idea (Health and Healthcare, eCommerce and Ecommerce)", () => {
    const tags = [...new Set(appCategories.flatMap((app) => app.tags))];
    const key = (tag: string) => tag.toLowerCase().replace(/[^a-z]/g, "");
    for (const a of tags) {
      for (const b of tags) {
        if (a === b) continue;
        expect(key(b).startsWith(key(a)), `"${a}" and "${b}" read as one tag`).toBe(false);
      }
    }
  });
});

describe("prices", () => {
  it("derives every from-price from the plans and add-ons, never a typed amount", () => {
    const bases = [...serviceDetails, ...appCategoryDetails, ...solutionDetails].map(
      (d) => d.pricing,
    );
    for (const basis of [...bases, ...caseStudies.map((s) => s.estimate)]) {
      const expected =
        spec.plans[basis.plan].min +
        basis.addOns
          .filter((id): id is keyof typeof spec.oneOffAddOns => id in spec.oneOffAddOns)
          .reduce((n, id) => n + spec.oneOffAddOns[id].min, 0);
      expect(fromPriceOf(basis), JSON.stringify(basis)).toBe(expected);
    }
  });

  it("never adds to a from-price an add-on its plan already covers (that would charge twice)", () => {
    const bases = [...serviceDetails, ...appCategoryDetails, ...solutionDetails].map(
      (d) => d.pricing,
    );
    const twice = [...bases, ...caseStudies.map((s) => s.estimate)].flatMap((basis) => {
      const covered: readonly string[] = pricingPlans.find((p) => p.id === basis.plan)!.covers;
      return basis.addOns.filter((id) => covered.includes(id)).map((id) => `${basis.plan} + ${id}`);
    });
    expect(twice).toEqual([]);
    // The plans' own lists name real add-ons, and a higher plan covers what a lower one does.
    const addOnIds: readonly string[] = pricingAddOns.map((a) => a.id);
    for (const plan of pricingPlans) {
      for (const id of plan.covers) expect(addOnIds).toContain(id);
    }
    for (const [lower, higher] of [
      [pricingPlans[0], pricingPlans[1]],
      [pricingPlans[1], pricingPlans[2]],
    ] as const) {
      for (const id of lower.covers) expect(higher.covers as readonly string[]).toContain(id);
    }
  });
});

describe("the estimate", () => {
  const addOnIds = pricingAddOns.map((a) => a.id);
  const planIds = pricingPlans.map((p) => p.id);
  /** Every subset of the six add-ons: 64. */
  const subsets = Array.from({ length: 2 ** addOnIds.length }, (_, mask) =>
    addOnIds.filter((_, bit) => mask & (1 << bit)),
  );

  it("adds up the spec's constants for every plan and every subset of add-ons (3 × 64)", () => {
    let cases = 0;
    for (const planId of planIds) {
      for (const chosen of subsets) {
        const plan = pricingPlans.find((p) => p.id === planId)!;
        const result = estimate(
          plan,
          pricingAddOns.filter((a) => chosen.includes(a.id)),
        );
        const oneOff = chosen.filter(
          (id): id is keyof typeof spec.oneOffAddOns => id in spec.oneOffAddOns,
        );
        const expectedMin =
          spec.plans[planId].min + oneOff.reduce((n, id) => n + spec.oneOffAddOns[id].min, 0);
        const expectedMax =
          spec.plans[planId].max + oneOff.reduce((n, id) => n + spec.oneOffAddOns[id].max, 0);
        expect(result.oneOff).toEqual({
          min: expectedMin,
          max: expectedMax,
          openEnded: spec.plans[planId].open,
        });
        expect(result.monthly).toEqual(
          chosen.includes("maintenance") ? { ...spec.monthly.maintenance, openEnded: false } : null,
        );
        cases += 1;
      }
    }
    expect(cases).toBe(192);
  });

  it("writes the issue's example the way the page shows it", () => {
    const query = new URLSearchParams("plan=growth&addon=ai-features&addon=admin-dashboard");
    const selection = parseEstimateQuery(query, planIds, addOnIds);
    const plan = pricingPlans.find((p) => p.id === selection.plan)!;
    const result = estimate(
      plan,
      pricingAddOns.filter((a) => selection.addOns.includes(a.id)),
    );
    expect(formatInr(rangeAsPrice(result.oneOff))).toBe("2,20,000 – 4,50,000 INR");
    const enterprise = estimate(pricingPlans[2], [pricingAddOns[5]]);
    expect(formatInr(rangeAsPrice(enterprise.oneOff))).toBe("3,50,000 – 7,00,000+ INR");
    expect(formatInr(rangeAsPrice(enterprise.monthly!, "month"))).toBe(
      "10,000 – 25,000 INR / month",
    );
  });

  it("ignores unknown and repeated values with a short note, and writes one canonical URL", () => {
    const parse = (text: string) =>
      parseEstimateQuery(new URLSearchParams(text), planIds, addOnIds);
    expect(parse("")).toEqual({ plan: null, addOns: [], notes: [] });
    const messy = parse(
      `plan=platinum&plan=growth&plan=starter&addon=push-chat&addon=ai-features&addon=push-chat&addon=<script>alert(1)</script>&addon=${"x".repeat(500)}&utm_source=mail`,
    );
    expect(messy.plan).toBe("growth");
    expect(messy.addOns).toEqual(["ai-features", "push-chat"]);
    expect(messy.notes).toEqual([
      "Unknown plan “platinum” ignored.",
      "Only one plan at a time: “starter” ignored.",
      "Unknown add-on “<script>alert(1)</script>” ignored.",
      `Unknown add-on “${"x".repeat(39)}…” ignored.`,
      "Add-on “push-chat” was listed more than once; counted once.",
    ]);
    expect(estimateQuery(messy.plan, messy.addOns).toString()).toBe(
      "plan=growth&addon=ai-features&addon=push-chat",
    );
    // The same plan twice is no conflict.
    expect(parse("plan=growth&plan=growth").notes).toEqual([]);
  });

  it("notes the same unknown value once: the page keys its notes by their text", () => {
    const parse = (text: string) =>
      parseEstimateQuery(new URLSearchParams(text), planIds, addOnIds);
    expect(parse("addon=foo&addon=foo&addon=bar&plan=gold&plan=gold").notes).toEqual([
      "Unknown plan “gold” ignored.",
      "Unknown add-on “foo” ignored.",
      "Unknown add-on “bar” ignored.",
    ]);
    expect(parse("plan=growth&plan=starter&plan=starter").notes).toEqual([
      "Only one plan at a time: “starter” ignored.",
    ]);
  });

  it("reads plan and add-on ids in any case, as it reads ?currency=", () => {
    const parse = (text: string) =>
      parseEstimateQuery(new URLSearchParams(text), planIds, addOnIds);
    expect(parse("plan=STARTER&addon=Push-Chat&addon=AI-FEATURES")).toEqual({
      plan: "starter",
      addOns: ["ai-features", "push-chat"],
      notes: [],
    });
    // A different case is the same id: listed twice, counted once, and no second plan.
    expect(parse("plan=Growth&plan=growth&addon=push-chat&addon=PUSH-CHAT")).toEqual({
      plan: "growth",
      addOns: ["push-chat"],
      notes: ["Add-on “push-chat” was listed more than once; counted once."],
    });
  });
});
