import type { RouteId } from "~/route-paths";

/**
 * The icon files the site serves beside the inline tab icon (decision 032), by route id, each
 * drawn from the brand mark (app/lib/brand-mark.ts) and rendered by routes/site-icon.ts at build
 * time:
 * - /favicon.svg, the mark itself;
 * - /favicon.ico, for the crawlers, feed readers and chat previews that ask for it by name;
 * - /apple-touch-icon.png, a home-screen icon and the one Google Search shows beside our
 *   results (it reads rel="icon" and rel="apple-touch-icon", but not a data: URL);
 * - /logo.png, the Organization logo of the structured data (Google asks for 112 px or more).
 */
export const siteIcons = {
  "favicon.svg": { format: "svg", corners: "rounded", sizes: [] },
  "favicon.ico": { format: "ico", corners: "rounded", sizes: [16, 32, 48] },
  // Apple's home-screen size; full-bleed, since the phone cuts its own corners.
  "apple-touch-icon": { format: "png", corners: "square", sizes: [180] },
  "logo.png": { format: "png", corners: "rounded", sizes: [512] },
} as const satisfies Partial<Record<RouteId, SiteIcon>>;

export interface SiteIcon {
  format: "svg" | "ico" | "png";
  corners: "rounded" | "square";
  /** Pixel sizes to render (one PNG, or the frames of an ICO); none for the SVG. */
  sizes: readonly number[];
}

export type SiteIconId = keyof typeof siteIcons;

const icoHeaderBytes = 6;
const icoEntryBytes = 16;

/**
 * An ICO file holding square PNG frames, the form every browser since Windows Vista reads: a
 * 6-byte header, a 16-byte directory entry per frame, then the PNGs as they are.
 */
export function icoFile(
  frames: readonly { size: number; png: Uint8Array }[],
): Uint8Array<ArrayBuffer> {
  if (frames.length === 0) throw new Error("An ICO file needs at least one frame");
  let offset = icoHeaderBytes + icoEntryBytes * frames.length;
  const file = new Uint8Array(offset + frames.reduce((sum, frame) => sum + frame.png.length, 0));
  const view = new DataView(file.buffer);
  view.setUint16(2, 1, true); // type 1: icon
  view.setUint16(4, frames.length, true);
  frames.forEach(({ size, png }, index) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) {
      throw new Error(`An ICO frame is 1 to 256 px square, not ${size}`);
    }
    const entry = icoHeaderBytes + icoEntryBytes * index;
    // Width and height are one byte each; 0 stands for 256.
    view.setUint8(entry, size % 256);
    view.setUint8(entry + 1, size % 256);
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.length, true);
    view.setUint32(entry + 12, offset, true);
    file.set(png, offset);
    offset += png.length;
  });
  return file;
}
