import { clsx } from "clsx";
import type { ReactNode } from "react";
import { clientWordmarks, type WordmarkMark, type WordmarkSpec } from "~/content/client-wordmarks";
import type { AccentName } from "~/content/accents";
import { portfolioProjects, type ProjectSlug } from "~/content/portfolio";

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

/** The name's type: sizes and weights from the type scale, written out so Tailwind sees them. */
const caseClass: Record<WordmarkSpec["case"], string> = {
  "as-written": "text-base",
  lower: "text-base lowercase",
  // Capitals read larger, so they are set a size down.
  upper: "text-sm uppercase",
};
const weightClass: Record<WordmarkSpec["weight"], string> = {
  400: "font-normal",
  500: "font-medium",
  600: "font-semibold",
  700: "font-bold",
};
const trackingClass: Record<WordmarkSpec["tracking"], string> = {
  tight: "tracking-tight",
  normal: "tracking-normal",
  wider: "tracking-wider",
  widest: "tracking-widest",
};

/** Stroke settings the line-drawn marks share. */
const line = {
  fill: "none",
  stroke: "currentColor",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** Each mark, drawn in a 26-unit square in currentColor. */
const markShapes: Record<WordmarkMark, ReactNode> = {
  cross: (
    <path
      d="M13 0a13 13 0 1 1 0 26a13 13 0 1 1 0-26zM10.5 6v4.5H6v5h4.5V20h5v-4.5H20v-5h-4.5V6z"
      fill="currentColor"
      fillRule="evenodd"
    />
  ),
  bridge: (
    <>
      <path d="M2 19Q13 2 24 19M0 19.5H26" {...line} strokeWidth={3.4} />
      <path d="M8 12v7M13 9v10M18 12v7" {...line} strokeWidth={2} strokeOpacity={0.55} />
    </>
  ),
  // The vein is a hole (even-odd), so the page shows through in any colour.
  leaf: (
    <path
      d="M3 23C3 9 11 2 24 2C24 16 17 23 3 23ZM5.2 21.8L18.4 8.6L17.4 7.6L4.2 20.8Z"
      fill="currentColor"
      fillRule="evenodd"
    />
  ),
  loop: (
    <>
      <circle cx={9} cy={13} r={7.5} {...line} strokeWidth={3.2} />
      <circle cx={17} cy={13} r={7.5} {...line} strokeWidth={3.2} strokeOpacity={0.6} />
    </>
  ),
  pulse: (
    <>
      <rect width={26} height={26} rx={7} fill="currentColor" fillOpacity={0.16} />
      <path d="M3 14h5l3-7 4 13 3-6h5" {...line} strokeWidth={2.8} />
    </>
  ),
  roof: (
    <>
      <path d="M2 14L13 4l11 10" {...line} strokeWidth={3} />
      <path d="M6 12v11h14V12" {...line} strokeWidth={3} strokeOpacity={0.55} />
      <circle cx={13} cy={17} r={2.4} fill="currentColor" />
    </>
  ),
  tiffin: (
    <>
      <path d="M8 5a5 5 0 0 1 10 0" {...line} strokeWidth={2.4} />
      <rect x={3} y={6} width={20} height={6} rx={2.5} fill="currentColor" />
      <rect x={3} y={13} width={20} height={6} rx={2.5} fill="currentColor" fillOpacity={0.75} />
      <rect x={3} y={20} width={20} height={6} rx={2.5} fill="currentColor" fillOpacity={0.5} />
    </>
  ),
  bars: (
    <path
      d="M2.7 10.7v4.6M7.9 6.7v12.6M13.1 2.7v20.6M18.3 8.2v9.6M23.5 5.2v15.6"
      {...line}
      strokeWidth={3.4}
    />
  ),
  box: (
    <>
      <path d="M13 1L24 7v12L13 25L2 19V7z" {...line} strokeWidth={2.6} />
      <path d="M8 13l3.5 3.5L18 10" {...line} strokeWidth={2.8} />
    </>
  ),
  queue: <path d="M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0zM17 17l6 6" {...line} strokeWidth={3.6} />,
  spark: (
    <>
      <path
        d="M13 0C14 8 18 12 26 13C18 14 14 18 13 26C12 18 8 14 0 13C8 12 12 8 13 0Z"
        fill="currentColor"
      />
      <circle cx={22} cy={4} r={2.4} fill="currentColor" fillOpacity={0.6} />
    </>
  ),
};

export interface ClientWordmarkProps {
  slug: ProjectSlug;
  /**
   * `muted`: grey, taking the client's colour when an ancestor with the `group` class is
   * hovered (a logo strip); `colour`: always in the client's colour (a case study).
   */
  tone?: "muted" | "colour";
  /** Spacing, or a colour that replaces the tone's. */
  className?: string;
}

/**
 * A client's wordmark: a small mark and the name set as type (docs/decisions/027). The name is
 * text, so it is read, found and copied as written; the mark is decoration.
 */
export function ClientWordmark({ slug, tone = "muted", className }: ClientWordmarkProps) {
  const spec: WordmarkSpec = clientWordmarks[slug];
  const accent = accentText[accentOf(slug)];
  return (
    <span
      className={clsx(
        "inline-flex shrink-0 items-center gap-2 leading-none whitespace-nowrap transition-colors duration-200",
        tone === "colour" ? accent.colour : ["text-muted-foreground", accent.hover],
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 26 26" className="size-6 shrink-0">
        {markShapes[spec.mark]}
      </svg>
      <span
        className={clsx(
          caseClass[spec.case],
          weightClass[spec.weight],
          trackingClass[spec.tracking],
          spec.slant && "inline-block -skew-x-10",
        )}
      >
        {spec.name}
      </span>
    </span>
  );
}
