/**
 * Each client's wordmark: its name set as type in one of a few styles, beside a simple geometric
 * mark, keyed by project slug. Pure data; `app/components/artwork/client-wordmark.tsx` renders it
 * as HTML text (docs/decisions/027-client-wordmarks-as-type.md). Names are the brands as the
 * clients write them.
 */
import { portfolioProjects, type ProjectSlug } from "./portfolio.ts";

export type WordmarkMark =
  | "cross"
  | "bridge"
  | "leaf"
  | "loop"
  | "pulse"
  | "roof"
  | "tiffin"
  | "bars"
  | "box"
  | "queue"
  | "spark";

export interface WordmarkSpec {
  /** The brand as written in prose and read by screen readers. */
  name: string;
  /**
   * Inter at a weight the type scale has at the wordmark's size (decision 026): 16 px at 400–700,
   * or 14 px at 400–600 for a name set in capitals.
   */
  weight: 400 | 500 | 600 | 700;
  case: "as-written" | "upper" | "lower";
  tracking: "tight" | "normal" | "wider" | "widest";
  /** A forward slant, for a sporty wordmark. */
  slant?: boolean;
  mark: WordmarkMark;
}

export const clientWordmarks = {
  medirise: { name: "MediRise", weight: 700, case: "as-written", tracking: "tight", mark: "cross" },
  paysetu: { name: "PaySetu", weight: 700, case: "as-written", tracking: "tight", mark: "bridge" },
  freshkart: { name: "FreshKart", weight: 600, case: "lower", tracking: "tight", mark: "leaf" },
  learnloop: {
    name: "LearnLoop",
    weight: 500,
    case: "as-written",
    tracking: "normal",
    mark: "loop",
  },
  fitpulse: {
    name: "FitPulse",
    weight: 600,
    case: "upper",
    tracking: "wider",
    slant: true,
    mark: "pulse",
  },
  staynest: { name: "StayNest", weight: 400, case: "as-written", tracking: "normal", mark: "roof" },
  tiffintrail: {
    name: "TiffinTrail",
    weight: 600,
    case: "lower",
    tracking: "normal",
    mark: "tiffin",
  },
  beatwave: { name: "BeatWave", weight: 700, case: "lower", tracking: "tight", mark: "bars" },
  shipsure: { name: "ShipSure", weight: 500, case: "upper", tracking: "widest", mark: "box" },
  clinicq: { name: "ClinicQ", weight: 500, case: "as-written", tracking: "normal", mark: "queue" },
  insightdesk: {
    name: "InsightDesk",
    weight: 500,
    case: "as-written",
    tracking: "tight",
    mark: "spark",
  },
} as const satisfies Record<ProjectSlug, WordmarkSpec>;

/** The project slug whose wordmark carries this client name, if any. */
export function wordmarkSlugFor(name: string): ProjectSlug | undefined {
  return portfolioProjects.find((project) => clientWordmarks[project.slug].name === name)?.slug;
}
