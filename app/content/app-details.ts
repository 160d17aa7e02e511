/**
 * What an app of each category (/apps/{slug}) and each solution area (/solutions/{slug}) needs:
 * typical features and modules, a from-price basis and a timeline. Pure data; matching case
 * studies are found from ./case-studies (by app category; a solution area through its categories).
 */
import type { AppCategorySlug, SolutionSlug } from "./apps";
import type { PriceBasis, TitledText, WeekRange } from "./detail-types";

export interface ProductDetail {
  /** What such a product must get right: two short paragraphs. */
  intro: readonly string[];
  /** Typical features a visitor would expect, five to eight short phrases. */
  features: readonly string[];
  /** The modules such a product is built from, three to five. */
  modules: readonly TitledText[];
  pricing: PriceBasis;
  timeline: WeekRange;
}

export interface AppCategoryDetail extends ProductDetail {
  slug: AppCategorySlug;
}

export interface SolutionDetail extends ProductDetail {
  slug: SolutionSlug;
}

export const appCategoryDetails: readonly AppCategoryDetail[] = [];
export const solutionDetails: readonly SolutionDetail[] = [];
