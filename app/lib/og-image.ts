/**
 * Branded Open Graph images: one per prerendered page, with that page's own title (a shared case
 * study shows its project, not the first one's), drawn as SVG here and rendered to PNG by the
 * prerendered resource route app/routes/og-image.ts during `npm run build`
 * (build/client/og/{name}.png). Pure string building, so it is unit-tested without sharp.
 * Which pages get one is the route table's business (`ogImagePages` in app/route-table.ts).
 */
import { brandMarkShapes } from "~/lib/brand-mark";
import { escapeMarkup } from "~/lib/escape-markup";
import { siteConfig, siteOrigin } from "~/site.config";

export interface OgImagePage {
  /** The image's file name without `.png` (`ogImageName` of its page's path, route-paths.ts). */
  imageName: string;
  title: string;
  group: string;
}

/** Greedy word wrap by an average glyph width; good enough for short titles. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** The SVG of a page's share image: brand mark, page title, tagline and the site's host name. */
export function ogImageSvg(page: OgImagePage): string {
  const { width, height } = siteConfig.seo.ogImage;
  const colors = siteConfig.seo.ogColors;
  const font = "Inter, 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
  const titleSize = page.title.length > 28 ? 68 : 84;
  const titleLines = wrapWords(page.title, Math.floor(1900 / titleSize), 2);
  const taglineLines = wrapWords(siteConfig.tagline, 52, 2);
  const host = new URL(siteOrigin()).host;
  const titleTop = 330 - (titleLines.length - 1) * titleSize * 0.55;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors.from}"/>
      <stop offset="1" stop-color="${colors.to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width - 120}" cy="110" r="260" fill="${colors.accent}" opacity="0.12"/>
  <g transform="translate(80 72) scale(2)">
    ${brandMarkShapes({ tile: colors.text, star: colors.to })}
  </g>
  <text x="160" y="118" font-family="${font}" font-size="36" font-weight="700" fill="${colors.text}">${escapeMarkup(siteConfig.brandName)}</text>
  <text x="80" y="${titleTop - titleSize - 10}" font-family="${font}" font-size="28" font-weight="600" fill="${colors.accent}" letter-spacing="2">${escapeMarkup(page.group.toUpperCase())}</text>
  ${titleLines
    .map(
      (line, index) =>
        `<text x="80" y="${titleTop + index * titleSize * 1.1}" font-family="${font}" font-size="${titleSize}" font-weight="800" fill="${colors.text}">${escapeMarkup(line)}</text>`,
    )
    .join("\n  ")}
  ${taglineLines
    .map(
      (line, index) =>
        `<text x="80" y="${470 + index * 40}" font-family="${font}" font-size="30" fill="${colors.text}" opacity="0.85">${escapeMarkup(line)}</text>`,
    )
    .join("\n  ")}
  <text x="80" y="${height - 40}" font-family="${font}" font-size="26" font-weight="600" fill="${colors.accent}">${escapeMarkup(host)}</text>
</svg>`;
}
