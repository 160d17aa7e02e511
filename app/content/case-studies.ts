/**
 * One case study per portfolio project (/portfolio/{slug}). Pure data: the route, the portfolio
 * cards, the service, tech and app pages (which list "projects that used this") and the JSON-LD
 * all read it. Facts about the company (founding year, counts, calls) come from ./facts, never
 * from a number typed here.
 */
import type { AppCategorySlug } from "./apps";
import type { AddOnId, PlanId } from "./pricing";
import type { ProjectSlug } from "./portfolio";
import type { ServiceSlug } from "./services";
import type { TechSlug } from "./technologies";
import type { TestimonialSlug } from "./testimonials";

/** Units an outcome may be measured in; `formatOutcome` (app/lib/outcome.ts) places them. */
export const outcomeUnits = [
  "%",
  "×",
  "ms",
  "s",
  "min",
  "hours",
  "days",
  "weeks",
  "users",
  "orders",
  "stores",
  "students",
  "transactions",
  "bookings",
  "listings",
  "firms",
  "₹ lakh",
  "₹ crore",
  "★",
] as const;
export type OutcomeUnit = (typeof outcomeUnits)[number];

export interface Outcome {
  /** The measured figure, e.g. 2.1 (with unit "×"), 48 (with "%"), 40000 (with "students"). */
  value: number;
  unit: OutcomeUnit;
  /** What was measured and over what period, read after the figure: "more refill orders in 3 months". */
  label: string;
}

export interface ClientQuote {
  name: string;
  role: string;
  text: string;
}

export interface CaseStudy {
  slug: ProjectSlug;
  client: {
    /** Legal or trading name as the client uses it. */
    name: string;
    industry: string;
    /** City and country, e.g. "Ahmedabad, India". */
    location: string;
    /** One phrase on size, e.g. "120 stores, 900 staff". */
    size: string;
  };
  /** The page's <h1>: the result in one line. */
  headline: string;
  /** Meta description and card text: 120–160 characters. */
  summary: string;
  /** The problem, as paragraphs. */
  problem: readonly string[];
  /** Constraints we had to work within (budget, deadline, regulation, devices, legacy systems). */
  constraints: readonly string[];
  /** What we did, in order. */
  approach: readonly { title: string; text: string }[];
  team: readonly { role: string; count: number }[];
  /** Phases in order; the total is their sum. */
  timeline: readonly { phase: string; weeks: number }[];
  /** Launch month, "YYYY-MM". */
  launched: string;
  /** Every entry links to its /tech-stack page. */
  stack: readonly TechSlug[];
  /** The services this project used; their pages list this case study. */
  services: readonly ServiceSlug[];
  /** The app category page that lists this case study, if any. */
  appCategory: AppCategorySlug | null;
  /** At least three, each with a unit. */
  outcomes: readonly Outcome[];
  /** The matching testimonial, or the client's own words where no testimonial exists. */
  quote: { testimonial: TestimonialSlug } | ClientQuote;
  /** What a similar project would be priced as on /estimate. */
  estimate: { plan: PlanId; addOns: readonly AddOnId[] };
}

export const caseStudies: readonly CaseStudy[] = [];
