import { siteConfig } from "~/site.config";

/**
 * The brand mark, a white star on an indigo tile, drawn once here for every place it appears:
 * the tab icon inlined in each page's head, /favicon.svg, the raster icons of routes/site-icon.ts
 * (for search results, home screens and the structured data's logo) and the share images
 * (app/lib/og-image.ts, which draws it the other way round: an indigo star on a white tile).
 */
const starPath = "M16 5l2.6 7.9H27l-6.7 4.9 2.6 7.9L16 20.8l-6.9 4.9 2.6-7.9L5 12.9h8.4z";
/** The mark's own grid: a 32-unit square with 8-unit corners. */
const markSize = 32;
const cornerRadius = 8;

interface MarkColours {
  tile: string;
  star: string;
}

const brandColours: MarkColours = { tile: siteConfig.seo.ogColors.to, star: "#ffffff" };

/** The mark's shapes on its 32-unit grid, to place inside a larger drawing. */
export function brandMarkShapes(
  colours: MarkColours = brandColours,
  corners: "rounded" | "square" = "rounded",
): string {
  const radius = corners === "rounded" ? ` rx="${cornerRadius}"` : "";
  return `<rect width="${markSize}" height="${markSize}"${radius} fill="${colours.tile}"/><path d="${starPath}" fill="${colours.star}"/>`;
}

/**
 * The mark as a standalone SVG. "square" fills the whole tile, for home-screen icons: iOS and
 * Android cut their own corners and would show rounded ones on a black or white square.
 */
export function brandMarkSvg(corners: "rounded" | "square" = "rounded"): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${markSize} ${markSize}">${brandMarkShapes(brandColours, corners)}</svg>`;
}
