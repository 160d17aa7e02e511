/**
 * Public URLs of the images generated at build time by `scripts/vite-plugin-generated-images.ts`.
 * Both the generator and the components use these, so file names cannot drift apart.
 */
export type ImageFormat = "avif" | "webp";
export type ArtworkMode = "light" | "dark";

export const generatedImagePaths = {
  techLogo: (logo: string) => `/generated/tech/${logo}.svg`,
  /** A project's product screen as the portfolio card shows it. */
  productShot: (slug: string, mode: ArtworkMode, width: number, format: ImageFormat) =>
    `/generated/portfolio/${slug}-${mode}-${width}.${format}`,
  /** The home page hero's composition of product screens. */
  heroCollage: (mode: ArtworkMode, width: number, format: ImageFormat) =>
    `/generated/hero/collage-${mode}-${width}.${format}`,
  /** A person's portrait, by testimonial slug or, for a case-study quote, by project slug. */
  portrait: (key: string, width: number, format: ImageFormat) =>
    `/generated/avatars/${key}-${width}.${format}`,
} as const;
