import type { ReactNode } from "react";

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /**
   * On a screen whose <h1> already names the section (e.g. /portfolio), the <h2> stays in the
   * document outline for screen readers but is not shown twice.
   */
  visuallyHidden?: boolean;
}

/**
 * A heading within a page's content (a case study's parts, a detail page's sections, the FAQ):
 * 24 px bold on a phone, 30 px extrabold from 640 px, as the type scale has them
 * (docs/decisions/026-a-short-type-scale.md).
 */
export const contentHeadingClasses =
  "text-2xl font-bold tracking-tight sm:text-3xl sm:font-extrabold";

/**
 * A page section's vertical padding: 56 px on a phone, 80 px from 640 px (two sections meet with
 * twice that between them; 160 px on a phone was a screen's worth of empty scrolling every few
 * sections). A section whose heading is visually hidden sits right under the page header, whose
 * bottom padding is then the gap: its own top padding on top of that was an empty band under the
 * page's heading (BRAND.md, "Layout rhythm").
 */
export function sectionPaddingY(headingHidden: boolean | undefined): string {
  return headingHidden ? "pb-14 sm:pb-20" : "py-14 sm:py-20";
}

/**
 * The <h2> block that opens a page section, aligned with the section's content: a section is
 * read from its left edge, so its heading starts there too (BRAND.md, "Layout rhythm": centred
 * only for heroes and short calls to action).
 */
export function SectionHeading({ id, eyebrow, title, lead, visuallyHidden }: SectionHeadingProps) {
  return (
    <div className={visuallyHidden ? "sr-only" : "mb-12 max-w-3xl"}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{lead}</p> : null}
    </div>
  );
}
