/**
 * How the content modules refer to each other, derived in one place: the case studies a
 * service, technology, app category or solution area shows (from each case study's own
 * `services`, `stack` and `appCategory`), a case study's quote, and the from-price of any
 * plan-plus-add-ons basis (from the rate card in ./pricing, never an amount typed twice).
 */
import { currencyParam } from "~/lib/currency";
import { estimateQuery, fromPrice } from "~/lib/estimate";
import { pathTo } from "~/route-paths";
import {
  appCategories,
  solutionAreas,
  type AppCategorySlug,
  type SolutionArea,
  type SolutionSlug,
} from "./apps";
import { caseStudies, type CaseStudy, type ClientQuote, type Outcome } from "./case-studies";
import type { PriceBasis } from "./detail-types";
import type { CurrencyId } from "./exchange-rates";
import { portfolioProjects, type ProjectSlug } from "./portfolio";
import { addOnById, planById } from "./pricing";
import type { ServiceSlug } from "./services";
import { techGroups, type TechSlug } from "./technologies";
import { quotePortraitSlugs, type QuotePortraitSlug } from "./portraits";
import { testimonials, type TestimonialSlug } from "./testimonials";

/** The lowest one-off price of a plan with add-ons, in INR. */
export function fromPriceOf(basis: PriceBasis): number {
  return fromPrice(planById(basis.plan), basis.addOns.map(addOnById));
}

export function caseStudyBySlug(slug: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.slug === slug);
}

/** The result a card shows for a case study: its first outcome. */
export function headlineOutcome(study: CaseStudy): Outcome | undefined {
  return study.outcomes[0];
}

export function projectOf(study: CaseStudy) {
  const project = portfolioProjects.find((p) => p.slug === study.slug);
  if (!project) throw new Error(`Case study "${study.slug}" has no portfolio project`);
  return project;
}

/** The project's title ("MediRise Pharmacy") for a slug. */
export function projectTitle(slug: ProjectSlug): string {
  return portfolioProjects.find((p) => p.slug === slug)?.title ?? slug;
}

export interface ResolvedQuote extends ClientQuote {
  /** Whose generated portrait to show: the testimonial's slug, or the project's for its quote. */
  portrait: TestimonialSlug | QuotePortraitSlug;
}

/** The client's words on a case study: its testimonial, or the quote written for it. */
export function quoteOf(study: CaseStudy): ResolvedQuote {
  if ("testimonial" in study.quote) {
    const slug = study.quote.testimonial;
    const testimonial = testimonials.find((t) => t.slug === slug);
    if (!testimonial) throw new Error(`Case study "${study.slug}": no testimonial "${slug}"`);
    return {
      name: testimonial.name,
      role: testimonial.role,
      text: testimonial.content,
      portrait: testimonial.slug,
    };
  }
  const portrait = quotePortraitSlugs.find((slug) => slug === study.slug);
  if (!portrait) throw new Error(`Case study "${study.slug}": its quote has no portrait`);
  return { ...study.quote, portrait };
}

/** The case study a testimonial is quoted on: every testimonial speaks for one project. */
export function caseStudyOfTestimonial(slug: TestimonialSlug): CaseStudy {
  const study = caseStudies.find((s) => "testimonial" in s.quote && s.quote.testimonial === slug);
  if (!study) throw new Error(`Testimonial "${slug}" is quoted on no case study`);
  return study;
}

/**
 * A service's case studies, those that led with it first: the service page opens with the first
 * one's product screen, and a web development page should not open on a phone app's lesson.
 */
export const caseStudiesForService = (slug: ServiceSlug) =>
  caseStudies
    .filter((study) => study.services.includes(slug))
    .sort((a, b) => Number(b.services[0] === slug) - Number(a.services[0] === slug));

export const caseStudiesForTech = (slug: TechSlug) =>
  caseStudies.filter((study) => study.stack.includes(slug));

export const caseStudiesForCategory = (slug: AppCategorySlug) =>
  caseStudies.filter((study) => study.appCategory === slug);

/**
 * The category a project with no app category (a CRM, freight SaaS: custom business software)
 * counts under: "custom business apps" are among what it offers.
 */
const customSoftwareCategory: SolutionArea["categoryTitles"][number] = "Other Popular Apps";

/**
 * A solution area's case studies: those built with its defining service when it has one (AI),
 * else those of the app categories it leads with, in that order (the first one's screen opens
 * the page).
 */
export function caseStudiesForSolution(slug: SolutionSlug): CaseStudy[] {
  const area: SolutionArea | undefined = solutionAreas.find((a) => a.slug === slug);
  if (area?.builtWith) return caseStudiesForService(area.builtWith);
  return (area?.categoryTitles ?? []).flatMap((title) => {
    if (title === customSoftwareCategory) {
      return caseStudies.filter((study) => study.appCategory === null);
    }
    const category = appCategories.find((c) => c.title === title)?.slug;
    return category ? caseStudies.filter((study) => study.appCategory === category) : [];
  });
}

/** The estimate page pre-set to a plan and add-ons, in the buyer's currency when one is chosen. */
export function estimateHref(basis: PriceBasis, currency: CurrencyId | null = null): string {
  const query = estimateQuery(basis.plan, basis.addOns);
  // The buyer's currency choice carries over, for a visitor without JavaScript too.
  if (currency) query.set(currencyParam, currency);
  return `${pathTo("estimate")}?${query.toString()}`;
}

/** A technology and the group its page sits under. */
export function techBySlug(slug: TechSlug) {
  for (const group of techGroups) {
    const tech = group.technologies.find((t) => t.slug === slug);
    if (tech) return { group: group.slug, groupTitle: group.title, tech };
  }
  throw new Error(`Unknown technology "${slug}"`);
}
