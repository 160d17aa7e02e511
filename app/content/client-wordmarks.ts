/**
 * Each client's wordmark: its name set in one of a few type styles with a simple geometric mark,
 * keyed by project slug. Pure data; `scripts/artwork/wordmarks.ts` draws them (text as paths)
 * into one SVG sprite the components reference. Names are the brands as the clients write them.
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
  /** How the name is set: Inter at this weight, case and letter spacing (em). */
  weight: number;
  case: "as-written" | "upper" | "lower";
  tracking: number;
  /** A forward slant, in degrees, for a sporty wordmark. */
  slant?: number;
  mark: WordmarkMark;
}

export const clientWordmarks = {
  medirise: { name: "MediRise", weight: 700, case: "as-written", tracking: -0.02, mark: "cross" },
  paysetu: { name: "PaySetu", weight: 800, case: "as-written", tracking: -0.035, mark: "bridge" },
  freshkart: { name: "FreshKart", weight: 700, case: "lower", tracking: -0.02, mark: "leaf" },
  learnloop: { name: "LearnLoop", weight: 600, case: "as-written", tracking: -0.01, mark: "loop" },
  fitpulse: {
    name: "FitPulse",
    weight: 850,
    case: "upper",
    tracking: 0.03,
    slant: 10,
    mark: "pulse",
  },
  staynest: { name: "StayNest", weight: 450, case: "as-written", tracking: 0.01, mark: "roof" },
  tiffintrail: { name: "TiffinTrail", weight: 650, case: "lower", tracking: -0.01, mark: "tiffin" },
  beatwave: { name: "BeatWave", weight: 800, case: "lower", tracking: -0.03, mark: "bars" },
  shipsure: { name: "ShipSure", weight: 700, case: "upper", tracking: 0.14, mark: "box" },
  clinicq: { name: "ClinicQ", weight: 600, case: "as-written", tracking: -0.01, mark: "queue" },
  insightdesk: {
    name: "InsightDesk",
    weight: 550,
    case: "as-written",
    tracking: -0.015,
    mark: "spark",
  },
} as const satisfies Record<ProjectSlug, WordmarkSpec>;

/** Every wordmark sits centred in a box of this size (SVG units), so a strip lines up. */
export const wordmarkBox = { width: 168, height: 40 } as const;

/** The project slug whose wordmark carries this client name, if any. */
export function wordmarkSlugFor(name: string): ProjectSlug | undefined {
  return portfolioProjects.find((project) => clientWordmarks[project.slug].name === name)?.slug;
}
