import { clsx } from "clsx";
import { clientWordmarks, wordmarkBox } from "~/content/client-wordmarks";
import type { AccentName } from "~/content/accents";
import { portfolioProjects, type ProjectSlug } from "~/content/portfolio";
import { generatedImagePaths } from "~/lib/generated-images";

/**
 * Brand colours for the wordmarks, from each project's accent: steady (`colour`) or when the
 * wordmark's group is hovered or focused (`hover`). Written out so Tailwind sees them.
 */
const accentText: Record<AccentName, { colour: string; hover: string }> = {
  blue: {
    colour: "text-blue-700 dark:text-blue-300",
    hover: "group-hover:text-blue-700 dark:group-hover:text-blue-300",
  },
  violet: {
    colour: "text-violet-700 dark:text-violet-300",
    hover: "group-hover:text-violet-700 dark:group-hover:text-violet-300",
  },
  emerald: {
    colour: "text-emerald-700 dark:text-emerald-300",
    hover: "group-hover:text-emerald-700 dark:group-hover:text-emerald-300",
  },
  amber: {
    colour: "text-amber-700 dark:text-amber-300",
    hover: "group-hover:text-amber-700 dark:group-hover:text-amber-300",
  },
  rose: {
    colour: "text-rose-700 dark:text-rose-300",
    hover: "group-hover:text-rose-700 dark:group-hover:text-rose-300",
  },
  cyan: {
    colour: "text-cyan-700 dark:text-cyan-300",
    hover: "group-hover:text-cyan-700 dark:group-hover:text-cyan-300",
  },
  indigo: {
    colour: "text-indigo-700 dark:text-indigo-300",
    hover: "group-hover:text-indigo-700 dark:group-hover:text-indigo-300",
  },
  teal: {
    colour: "text-teal-700 dark:text-teal-300",
    hover: "group-hover:text-teal-700 dark:group-hover:text-teal-300",
  },
  orange: {
    colour: "text-orange-700 dark:text-orange-300",
    hover: "group-hover:text-orange-700 dark:group-hover:text-orange-300",
  },
  fuchsia: {
    colour: "text-fuchsia-700 dark:text-fuchsia-300",
    hover: "group-hover:text-fuchsia-700 dark:group-hover:text-fuchsia-300",
  },
};

function accentOf(slug: ProjectSlug): AccentName {
  return portfolioProjects.find((p) => p.slug === slug)?.accent ?? "blue";
}

export interface ClientWordmarkProps {
  slug: ProjectSlug;
  /**
   * `muted`: grey, taking the client's colour when an ancestor with the `group` class is
   * hovered (a logo strip); `colour`: always in the client's colour (a case study).
   */
  tone?: "muted" | "colour";
  /** Height and any spacing; the width follows from the wordmark's box. */
  className?: string;
}

/**
 * A client's wordmark, drawn at build time (scripts/artwork/wordmarks.ts) and referenced from
 * one cached SVG sprite. Its accessible name is the client's name.
 */
export function ClientWordmark({
  slug,
  tone = "muted",
  className = "h-7 w-auto",
}: ClientWordmarkProps) {
  const spec = clientWordmarks[slug];
  const accent = accentText[accentOf(slug)];
  return (
    <svg
      role="img"
      viewBox={`0 0 ${wordmarkBox.width} ${wordmarkBox.height}`}
      width={wordmarkBox.width}
      height={wordmarkBox.height}
      className={clsx(
        "shrink-0 transition-colors duration-200",
        tone === "colour" ? accent.colour : ["text-muted-foreground", accent.hover],
        className,
      )}
    >
      <title>{spec.name}</title>
      <use href={generatedImagePaths.wordmark(slug)} />
    </svg>
  );
}
