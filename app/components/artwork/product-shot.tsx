import type { ProjectSlug } from "~/content/portfolio";
import { productScreens, productShotAspect, productShotSets } from "~/content/product-screens";
import { generatedImagePaths, type ImageFormat } from "~/lib/generated-images";
import { darkProductShot, darkProductShotLarge } from "./dark-images";
import { ThemeImage } from "./theme-image";

type Display = keyof typeof productShotSets;

function srcSet(slug: ProjectSlug, display: Display, format: ImageFormat) {
  return productShotSets[display]
    .map((w) => `${generatedImagePaths.productShot(slug, "light", w, format)} ${w}w`)
    .join(", ");
}

const defaultSizes: Record<Display, string> = {
  card: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
  large: "(min-width: 1024px) 36rem, 100vw",
};

export interface ProductShotProps {
  slug: ProjectSlug;
  /** Frame size and shape; the artwork covers it, cropped from the sides when narrower. */
  className?: string;
  /**
   * `card` (up to about 400 px wide, the default) or `large` (up to about 600 px): which widths
   * the browser chooses from, in either theme.
   */
  display?: Display;
  sizes?: string;
  /** Decorative when the text beside it already says what the screen shows. */
  decorative?: boolean;
  priority?: boolean;
  eager?: boolean;
}

/**
 * A project's product screen in its device frame on the project's palette, light or dark with
 * the site's theme. Its text alternative says what the screen shows (product-screens.ts).
 */
export function ProductShot({
  slug,
  className = "aspect-video w-full",
  display = "card",
  sizes = defaultSizes[display],
  decorative = false,
  priority = false,
  eager = priority,
}: ProductShotProps) {
  const widths = productShotSets[display];
  const largest = Math.max(...widths);
  return (
    <ThemeImage
      light={{
        avif: srcSet(slug, display, "avif"),
        webp: srcSet(slug, display, "webp"),
        src: generatedImagePaths.productShot(slug, "light", largest, "webp"),
      }}
      darkClassName={display === "large" ? darkProductShotLarge[slug] : darkProductShot[slug]}
      width={largest}
      height={(largest * productShotAspect.height) / productShotAspect.width}
      sizes={sizes}
      alt={decorative ? "" : productScreens[slug].alt}
      priority={priority}
      eager={eager}
      className={className}
    />
  );
}
