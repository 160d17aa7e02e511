/**
 * Public URLs of the images generated at build time by `scripts/vite-plugin-generated-images.ts`.
 * Both the generator and the components use these, so file names cannot drift apart.
 */
export const generatedImagePaths = {
  techLogo: (logo: string) => `/generated/tech/${logo}.svg`,
  portfolio: (slug: string, width: number, format: "avif" | "webp") =>
    `/generated/portfolio/${slug}-${width}.${format}`,
  avatar: (slug: string) => `/generated/avatars/${slug}.webp`,
} as const;
