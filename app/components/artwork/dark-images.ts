/**
 * The dark variants of the product artwork, as Tailwind classes that name the image in the
 * `--dark-art` property, which ThemeImage paints as a background only in the dark theme (one
 * shared `dark:` rule, so the stylesheet holds each image once, whichever ways the dark theme is
 * chosen). Naming an image in a property fetches nothing. Tailwind finds classes by reading the
 * source, so each is written out in full;
 * `darkImageSetClass` is how they are made, and tests/unit/generated-images.test.ts fails when a
 * written class differs from what it makes (a renamed file, a changed width).
 *
 * See ./theme-image.tsx for why the dark variant is a background. `image-set()` picks AVIF or
 * WebP and the 1x or 2x width.
 */
import type { ProjectSlug } from "~/content/portfolio";
import type { ImageFormat } from "~/lib/generated-images";

export function darkImageSetClass(
  file: (width: number, format: ImageFormat) => string,
  width1x: number,
  width2x: number,
): string {
  const candidates = (["avif", "webp"] as const).flatMap((format) => [
    `url(${file(width1x, format)})_type('image/${format}')_1x`,
    `url(${file(width2x, format)})_type('image/${format}')_2x`,
  ]);
  return `[--dark-art:image-set(${candidates.join(",")})]`;
}

/** Each project's dark artwork as a card shows it (`productShotSets.card`: 400 and 800 px). */
export const darkProductShot: Record<ProjectSlug, string> = {
  medirise:
    "[--dark-art:image-set(url(/generated/portfolio/medirise-dark-400.avif)_type('image/avif')_1x,url(/generated/portfolio/medirise-dark-800.avif)_type('image/avif')_2x,url(/generated/portfolio/medirise-dark-400.webp)_type('image/webp')_1x,url(/generated/portfolio/medirise-dark-800.webp)_type('image/webp')_2x)]",
  paysetu:
    "[--dark-art:image-set(url(/generated/portfolio/paysetu-dark-400.avif)_type('image/avif')_1x,url(/generated/portfolio/paysetu-dark-800.avif)_type('image/avif')_2x,url(/generated/portfolio/paysetu-dark-400.webp)_type('image/webp')_1x,url(/generated/portfolio/paysetu-dark-800.webp)_type('image/webp')_2x)]",
  freshkart:
    "[--dark-art:image-set(url(/generated/portfolio/freshkart-dark-400.avif)_type('image/avif')_1x,url(/generated/portfolio/freshkart-dark-800.avif)_type('image/avif')_2x,url(/generated/portfolio/freshkart-dark-400.webp)_type('image/webp')_1x,url(/generated/portfolio/freshkart-dark-800.webp)_type('image/webp')_2x)]",
  learnloop:
    "[--dark-art:image-set(url(/generated/portfolio/learnloop-dark-400.avif)_type('image/avif')_1x,url(/generated/portfolio/learnloop-dark-800.avif)_type('image/avif')_2x,url(/generated/portfolio/learnloop-dark-400.webp)_type('image/webp')_1x,url(/generated/portfolio/learnloop-dark-800.webp)_type('image/webp')_2x)]",
  fitpulse:
    "[--dark-art:image-set(url(/generated/portfolio/fitpulse-dark-400.avif)_type('image/avif')_1x,url(/generated/portfolio/fitpulse-dark-800.avif)_type('image/avif')_2x,url(/generated/portfolio/fitpulse-dark-400.webp)_type('image/webp')_1x,url(/generated/portfolio/fitpulse-dark-800.webp)_type('image/webp')_2x)]",
  staynest:
    "[--dark-art:image-set(url(/generated/portfolio/staynest-dark-400.avif)_type('image/avif')_1x,url(/generated/portfolio/staynest-dark-800.avif)_type('image/avif')_2x,url(/generated/portfolio/staynest-dark-400.webp)_type('image/webp')_1x,url(/generated/portfolio/staynest-dark-800.webp)_type('image/webp')_2x)]",
  tiffintrail:
    "[--dark-art:image-set(url(/generated/portfolio/tiffintrail-dark-400.avif)_type('image/avif')_1x,url(/generated/portfolio/tiffintrail-dark-800.avif)_type('image/avif')_2x,url(/generated/portfolio/tiffintrail-dark-400.webp)_type('image/webp')_1x,url(/generated/portfolio/tiffintrail-dark-800.webp)_type('image/webp')_2x)]",
  beatwave:
    "[--dark-art:image-set(url(/generated/portfolio/beatwave-dark-400.avif)_type('image/avif')_1x,url(/generated/portfolio/beatwave-dark-800.avif)_type('image/avif')_2x,url(/generated/portfolio/beatwave-dark-400.webp)_type('image/webp')_1x,url(/generated/portfolio/beatwave-dark-800.webp)_type('image/webp')_2x)]",
  shipsure:
    "[--dark-art:image-set(url(/generated/portfolio/shipsure-dark-400.avif)_type('image/avif')_1x,url(/generated/portfolio/shipsure-dark-800.avif)_type('image/avif')_2x,url(/generated/portfolio/shipsure-dark-400.webp)_type('image/webp')_1x,url(/generated/portfolio/shipsure-dark-800.webp)_type('image/webp')_2x)]",
  clinicq:
    "[--dark-art:image-set(url(/generated/portfolio/clinicq-dark-400.avif)_type('image/avif')_1x,url(/generated/portfolio/clinicq-dark-800.avif)_type('image/avif')_2x,url(/generated/portfolio/clinicq-dark-400.webp)_type('image/webp')_1x,url(/generated/portfolio/clinicq-dark-800.webp)_type('image/webp')_2x)]",
  insightdesk:
    "[--dark-art:image-set(url(/generated/portfolio/insightdesk-dark-400.avif)_type('image/avif')_1x,url(/generated/portfolio/insightdesk-dark-800.avif)_type('image/avif')_2x,url(/generated/portfolio/insightdesk-dark-400.webp)_type('image/webp')_1x,url(/generated/portfolio/insightdesk-dark-800.webp)_type('image/webp')_2x)]",
};

/** Each project's dark artwork shown large (`productShotSets.large`: 800 and 1200 px). */
export const darkProductShotLarge: Record<ProjectSlug, string> = {
  medirise:
    "[--dark-art:image-set(url(/generated/portfolio/medirise-dark-800.avif)_type('image/avif')_1x,url(/generated/portfolio/medirise-dark-1200.avif)_type('image/avif')_2x,url(/generated/portfolio/medirise-dark-800.webp)_type('image/webp')_1x,url(/generated/portfolio/medirise-dark-1200.webp)_type('image/webp')_2x)]",
  paysetu:
    "[--dark-art:image-set(url(/generated/portfolio/paysetu-dark-800.avif)_type('image/avif')_1x,url(/generated/portfolio/paysetu-dark-1200.avif)_type('image/avif')_2x,url(/generated/portfolio/paysetu-dark-800.webp)_type('image/webp')_1x,url(/generated/portfolio/paysetu-dark-1200.webp)_type('image/webp')_2x)]",
  freshkart:
    "[--dark-art:image-set(url(/generated/portfolio/freshkart-dark-800.avif)_type('image/avif')_1x,url(/generated/portfolio/freshkart-dark-1200.avif)_type('image/avif')_2x,url(/generated/portfolio/freshkart-dark-800.webp)_type('image/webp')_1x,url(/generated/portfolio/freshkart-dark-1200.webp)_type('image/webp')_2x)]",
  learnloop:
    "[--dark-art:image-set(url(/generated/portfolio/learnloop-dark-800.avif)_type('image/avif')_1x,url(/generated/portfolio/learnloop-dark-1200.avif)_type('image/avif')_2x,url(/generated/portfolio/learnloop-dark-800.webp)_type('image/webp')_1x,url(/generated/portfolio/learnloop-dark-1200.webp)_type('image/webp')_2x)]",
  fitpulse:
    "[--dark-art:image-set(url(/generated/portfolio/fitpulse-dark-800.avif)_type('image/avif')_1x,url(/generated/portfolio/fitpulse-dark-1200.avif)_type('image/avif')_2x,url(/generated/portfolio/fitpulse-dark-800.webp)_type('image/webp')_1x,url(/generated/portfolio/fitpulse-dark-1200.webp)_type('image/webp')_2x)]",
  staynest:
    "[--dark-art:image-set(url(/generated/portfolio/staynest-dark-800.avif)_type('image/avif')_1x,url(/generated/portfolio/staynest-dark-1200.avif)_type('image/avif')_2x,url(/generated/portfolio/staynest-dark-800.webp)_type('image/webp')_1x,url(/generated/portfolio/staynest-dark-1200.webp)_type('image/webp')_2x)]",
  tiffintrail:
    "[--dark-art:image-set(url(/generated/portfolio/tiffintrail-dark-800.avif)_type('image/avif')_1x,url(/generated/portfolio/tiffintrail-dark-1200.avif)_type('image/avif')_2x,url(/generated/portfolio/tiffintrail-dark-800.webp)_type('image/webp')_1x,url(/generated/portfolio/tiffintrail-dark-1200.webp)_type('image/webp')_2x)]",
  beatwave:
    "[--dark-art:image-set(url(/generated/portfolio/beatwave-dark-800.avif)_type('image/avif')_1x,url(/generated/portfolio/beatwave-dark-1200.avif)_type('image/avif')_2x,url(/generated/portfolio/beatwave-dark-800.webp)_type('image/webp')_1x,url(/generated/portfolio/beatwave-dark-1200.webp)_type('image/webp')_2x)]",
  shipsure:
    "[--dark-art:image-set(url(/generated/portfolio/shipsure-dark-800.avif)_type('image/avif')_1x,url(/generated/portfolio/shipsure-dark-1200.avif)_type('image/avif')_2x,url(/generated/portfolio/shipsure-dark-800.webp)_type('image/webp')_1x,url(/generated/portfolio/shipsure-dark-1200.webp)_type('image/webp')_2x)]",
  clinicq:
    "[--dark-art:image-set(url(/generated/portfolio/clinicq-dark-800.avif)_type('image/avif')_1x,url(/generated/portfolio/clinicq-dark-1200.avif)_type('image/avif')_2x,url(/generated/portfolio/clinicq-dark-800.webp)_type('image/webp')_1x,url(/generated/portfolio/clinicq-dark-1200.webp)_type('image/webp')_2x)]",
  insightdesk:
    "[--dark-art:image-set(url(/generated/portfolio/insightdesk-dark-800.avif)_type('image/avif')_1x,url(/generated/portfolio/insightdesk-dark-1200.avif)_type('image/avif')_2x,url(/generated/portfolio/insightdesk-dark-800.webp)_type('image/webp')_1x,url(/generated/portfolio/insightdesk-dark-1200.webp)_type('image/webp')_2x)]",
};

/** The hero collage's dark variant (widths 560 and 1120 of `heroCollageWidths`). */
export const darkHeroCollage =
  "[--dark-art:image-set(url(/generated/hero/collage-dark-560.avif)_type('image/avif')_1x,url(/generated/hero/collage-dark-1120.avif)_type('image/avif')_2x,url(/generated/hero/collage-dark-560.webp)_type('image/webp')_1x,url(/generated/hero/collage-dark-1120.webp)_type('image/webp')_2x)]";
