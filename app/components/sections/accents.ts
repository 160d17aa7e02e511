import type { AccentName } from "~/content/accents";

/**
 * Tailwind classes for each content accent. Written out in full so Tailwind sees them; every
 * text pairing meets WCAG AA contrast in both themes (800 on 100, 200 on 950).
 */
export const accentClasses: Record<AccentName, { chip: string; bar: string }> = {
  blue: {
    chip: "bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200",
    bar: "from-blue-500 to-blue-300",
  },
  violet: {
    chip: "bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200",
    bar: "from-violet-500 to-violet-300",
  },
  emerald: {
    chip: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
    bar: "from-emerald-500 to-emerald-300",
  },
  amber: {
    chip: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200",
    bar: "from-amber-500 to-amber-300",
  },
  rose: {
    chip: "bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200",
    bar: "from-rose-500 to-rose-300",
  },
  cyan: {
    chip: "bg-cyan-100 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-200",
    bar: "from-cyan-500 to-cyan-300",
  },
  indigo: {
    chip: "bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200",
    bar: "from-indigo-500 to-indigo-300",
  },
  teal: {
    chip: "bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-200",
    bar: "from-teal-500 to-teal-300",
  },
  orange: {
    chip: "bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200",
    bar: "from-orange-500 to-orange-300",
  },
  fuchsia: {
    chip: "bg-fuchsia-100 text-fuchsia-800 dark:bg-fuchsia-950 dark:text-fuchsia-200",
    bar: "from-fuchsia-500 to-fuchsia-300",
  },
};
