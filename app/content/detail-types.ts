/**
 * Shapes shared by the detail pages of services, technologies, app categories and solution areas.
 * Prices are never written here: a page names a plan and add-ons, and its from-price is derived
 * from ./pricing (app/lib/estimate.ts).
 */
import type { AddOnId, PlanId } from "./pricing";

/** A plan plus add-ons; its from-price is the sum of their lower bounds. */
export interface PriceBasis {
  plan: PlanId;
  addOns: readonly AddOnId[];
}

/** A typical duration range in weeks, e.g. { min: 4, max: 8 }. */
export interface WeekRange {
  min: number;
  max: number;
}

export interface Question {
  question: string;
  answer: string;
}

export interface TitledText {
  title: string;
  text: string;
}
