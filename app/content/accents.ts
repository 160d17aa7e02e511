/**
 * The named colour accents content can pick from. Components map each name to Tailwind classes
 * (light and dark variants that meet WCAG contrast), so content never carries class strings.
 */
export const accentNames = [
  "blue",
  "violet",
  "emerald",
  "amber",
  "rose",
  "cyan",
  "indigo",
  "teal",
  "orange",
  "fuchsia",
] as const;

export type AccentName = (typeof accentNames)[number];
