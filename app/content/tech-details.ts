/**
 * Why and for what the studio uses each technology (/tech-stack/{group}/{tech}). Pure data; case
 * studies that used a technology are found from ./case-studies.
 */
import type { TechSlug } from "./technologies";

export interface TechDetail {
  slug: TechSlug;
  /** Why we chose it and where it is the wrong choice: two short paragraphs. */
  why: readonly string[];
  /** What we build with it: three to five concrete uses. */
  usedFor: readonly string[];
  /** Year we first shipped it to a client (not before the founding year, not after this year). */
  inProductionSince: number;
  /** Technologies it is usually paired with in our projects. */
  pairsWith: readonly TechSlug[];
}

export const techDetails: readonly TechDetail[] = [];
