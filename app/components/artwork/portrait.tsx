import { clsx } from "clsx";
import { portraitWidths, type QuotePortraitSlug } from "~/content/portraits";
import type { TeamSlug } from "~/content/team";
import type { TestimonialSlug } from "~/content/testimonials";
import { generatedImagePaths, type ImageFormat } from "~/lib/generated-images";

function srcSet(person: string, format: ImageFormat) {
  return portraitWidths
    .map((w) => `${generatedImagePaths.portrait(person, w, format)} ${w}w`)
    .join(", ");
}

export interface PortraitProps {
  /** A testimonial's slug, the project slug of a case-study quote, or a team member's slug. */
  person: TestimonialSlug | QuotePortraitSlug | TeamSlug;
  /** Shown size in CSS pixels (square). */
  size?: number;
  /** Empty when the person's name is written beside the portrait. */
  alt?: string;
  className?: string;
}

/** A person's illustrated portrait in a circle (generated from app/content/portraits.ts). */
export function Portrait({ person, size = 56, alt = "", className }: PortraitProps) {
  const smallest = Math.min(...portraitWidths);
  return (
    <picture className="shrink-0">
      <source type="image/avif" srcSet={srcSet(person, "avif")} sizes={`${size}px`} />
      <source type="image/webp" srcSet={srcSet(person, "webp")} sizes={`${size}px`} />
      <img
        src={generatedImagePaths.portrait(person, smallest, "webp")}
        width={size}
        height={size}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={clsx("rounded-full ring-1 ring-border", className)}
      />
    </picture>
  );
}
