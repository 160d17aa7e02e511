/**
 * The full story of each service, shown at the top of /services/{slug}. Pure data. The seed's
 * card fields (title, category, icon, description) stay in ./services; case studies that used a
 * service are found from ./case-studies, never listed here.
 */
import type { PriceBasis, Question, TitledText, WeekRange } from "./detail-types";
import type { ServiceSlug } from "./services";
import type { TechSlug } from "./technologies";

export interface ServiceStep extends TitledText {
  /** How long the step usually takes. */
  duration: { min: number; max?: number; unit: "days" | "weeks" };
}

export interface ServiceDetail {
  slug: ServiceSlug;
  /** Who it is for and what it changes for them: two or three short paragraphs. */
  intro: readonly string[];
  /** What the client gets: four to six concrete deliverables. */
  deliverables: readonly TitledText[];
  /** How we work: four to six steps, each with a duration. */
  process: readonly ServiceStep[];
  /** Typical calendar time from kick-off to launch. */
  timeline: WeekRange;
  /** The from-price's basis (derived from the pricing plans). */
  pricing: PriceBasis;
  /** Technologies we use for it; each links to its tech page. */
  tech: readonly TechSlug[];
  /** Three to five questions specific to this service. */
  faqs: readonly Question[];
}

export const serviceDetails: readonly ServiceDetail[] = [];
