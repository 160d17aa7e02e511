/**
 * Generates the site's own images from the content modules when Vite starts (dev and build):
 * - tech-stack logos as SVG from the installed `simple-icons` package (never a CDN);
 * - portfolio artwork as AVIF and WebP at each width of `portfolioImageWidths`;
 * - testimonial avatars as WebP.
 * Files go to `public/generated/` (git-ignored), which Vite copies into the build. Each output
 * is rewritten only when its source SVG changes, so repeated builds stay fast.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import * as simpleIcons from "simple-icons";
import type { Plugin } from "vite";
import {
  portfolioImageAspect,
  portfolioImageWidths,
  portfolioProjects,
  type PortfolioArtwork,
} from "../app/content/portfolio.ts";
import { techGroups } from "../app/content/technologies.ts";
import { avatarSizePx, testimonials } from "../app/content/testimonials.ts";
import { generatedImagePaths } from "../app/lib/generated-images.ts";

/** Deterministic pseudo-random numbers from a string, so artwork is stable between builds. */
function seededRandom(seed: string): () => number {
  let state = createHash("sha1").update(seed).digest().readUInt32BE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

export function portfolioArtworkSvg(slug: string, artwork: PortfolioArtwork): string {
  const w = 1600;
  const h = (w * portfolioImageAspect.height) / portfolioImageAspect.width;
  const rand = seededRandom(slug);
  const [from, to] = artwork.palette;
  const shapes: string[] = [];
  switch (artwork.motif) {
    case "rings":
      for (let i = 0; i < 7; i++) {
        const r = 120 + i * 110;
        shapes.push(
          `<circle cx="${w * 0.78}" cy="${h * 0.3}" r="${r}" fill="none" stroke="#fff" stroke-opacity="${0.22 - i * 0.025}" stroke-width="${18 - i * 2}"/>`,
        );
      }
      break;
    case "grid":
      for (let x = 0; x < w; x += 100) {
        for (let y = 0; y < h; y += 100) {
          const size = 12 + rand() * 40;
          shapes.push(
            `<rect x="${x + 50 - size / 2}" y="${y + 50 - size / 2}" width="${size}" height="${size}" rx="8" fill="#fff" fill-opacity="${(0.05 + rand() * 0.18).toFixed(2)}"/>`,
          );
        }
      }
      break;
    case "waves":
      for (let i = 0; i < 9; i++) {
        const y = 180 + i * 90;
        const amp = 40 + rand() * 60;
        shapes.push(
          `<path d="M0 ${y} C ${w * 0.25} ${y - amp}, ${w * 0.5} ${y + amp}, ${w * 0.75} ${y} S ${w} ${y - amp}, ${w} ${y}" fill="none" stroke="#fff" stroke-opacity="${(0.08 + i * 0.02).toFixed(2)}" stroke-width="14"/>`,
        );
      }
      break;
    case "bars":
      for (let i = 0; i < 14; i++) {
        const barH = 120 + rand() * (h * 0.6);
        shapes.push(
          `<rect x="${80 + i * 108}" y="${h - barH}" width="70" height="${barH}" rx="20" fill="#fff" fill-opacity="${(0.08 + rand() * 0.16).toFixed(2)}"/>`,
        );
      }
      break;
    case "orbits":
      for (let i = 0; i < 5; i++) {
        shapes.push(
          `<ellipse cx="${w / 2}" cy="${h / 2}" rx="${300 + i * 140}" ry="${120 + i * 60}" fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="6" transform="rotate(${-20 + i * 12} ${w / 2} ${h / 2})"/>`,
        );
        shapes.push(
          `<circle cx="${w / 2 + (300 + i * 140) * Math.cos(i * 1.3)}" cy="${h / 2 + (120 + i * 60) * Math.sin(i * 1.3)}" r="${14 + i * 4}" fill="#fff" fill-opacity="0.55"/>`,
        );
      }
      break;
  }
  // A stylised phone and browser window: the product at the centre of every project.
  const device = `
    <g transform="translate(${w * 0.12} ${h * 0.16})">
      <rect width="${w * 0.46}" height="${h * 0.62}" rx="28" fill="#fff" fill-opacity="0.92"/>
      <rect width="${w * 0.46}" height="56" rx="28" fill="${from}" fill-opacity="0.25"/>
      <circle cx="40" cy="28" r="9" fill="${from}"/><circle cx="70" cy="28" r="9" fill="${to}"/>
      <rect x="40" y="100" width="${w * 0.22}" height="34" rx="17" fill="${from}" fill-opacity="0.85"/>
      <rect x="40" y="160" width="${w * 0.36}" height="20" rx="10" fill="${from}" fill-opacity="0.2"/>
      <rect x="40" y="200" width="${w * 0.3}" height="20" rx="10" fill="${from}" fill-opacity="0.2"/>
      <rect x="40" y="270" width="${w * 0.12}" height="${h * 0.2}" rx="18" fill="${to}" fill-opacity="0.7"/>
      <rect x="${60 + w * 0.12}" y="270" width="${w * 0.12}" height="${h * 0.2}" rx="18" fill="${from}" fill-opacity="0.35"/>
      <rect x="${80 + w * 0.24}" y="270" width="${w * 0.12}" height="${h * 0.2}" rx="18" fill="${to}" fill-opacity="0.45"/>
    </g>
    <g transform="translate(${w * 0.62} ${h * 0.26})">
      <rect width="${w * 0.18}" height="${h * 0.64}" rx="40" fill="#0b1020" fill-opacity="0.9"/>
      <rect x="14" y="14" width="${w * 0.18 - 28}" height="${h * 0.64 - 28}" rx="30" fill="${to}"/>
      <rect x="34" y="60" width="${w * 0.18 - 68}" height="90" rx="16" fill="#fff" fill-opacity="0.85"/>
      <rect x="34" y="170" width="${w * 0.18 - 68}" height="20" rx="10" fill="#fff" fill-opacity="0.6"/>
      <rect x="34" y="205" width="${w * 0.12 - 68}" height="20" rx="10" fill="#fff" fill-opacity="0.6"/>
      <rect x="34" y="${h * 0.64 - 110}" width="${w * 0.18 - 68}" height="54" rx="27" fill="${from}"/>
    </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join("")}${device}
</svg>`;
}

export function avatarSvg(slug: string, palette: readonly [string, string]): string {
  const rand = seededRandom(slug);
  const size = 200;
  const blobs = Array.from({ length: 3 }, (_, i) => {
    const cx = 40 + rand() * 120;
    const cy = 40 + rand() * 120;
    return `<circle cx="${cx}" cy="${cy}" r="${50 + i * 15}" fill="#fff" fill-opacity="${(0.12 + i * 0.05).toFixed(2)}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><radialGradient id="g" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="${palette[1]}"/><stop offset="1" stop-color="${palette[0]}"/></radialGradient></defs>
  <rect width="${size}" height="${size}" fill="url(#g)"/>${blobs}
  <circle cx="100" cy="82" r="34" fill="#fff" fill-opacity="0.85"/>
  <path d="M38 200 C 44 140, 156 140, 162 200 Z" fill="#fff" fill-opacity="0.85"/>
</svg>`;
}

function techLogoSvg(logo: string): string {
  const icon = Object.values(simpleIcons).find(
    (entry): entry is simpleIcons.SimpleIcon =>
      typeof entry === "object" && entry !== null && "slug" in entry && entry.slug === logo,
  );
  if (!icon) throw new Error(`simple-icons has no icon with slug "${logo}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48"><title>${icon.title}</title><path fill="#${icon.hex}" d="${icon.path}"/></svg>\n`;
}

interface Job {
  file: string;
  source: string;
  render: (source: string) => Promise<Buffer | string>;
}

function jobs(): Job[] {
  const list: Job[] = [];
  for (const group of techGroups) {
    for (const tech of group.technologies) {
      const source = techLogoSvg(tech.logo);
      list.push({ file: generatedImagePaths.techLogo(tech.logo), source, render: async (s) => s });
    }
  }
  for (const project of portfolioProjects) {
    const source = portfolioArtworkSvg(project.slug, project.artwork);
    for (const width of portfolioImageWidths) {
      const height = (width * portfolioImageAspect.height) / portfolioImageAspect.width;
      for (const format of ["avif", "webp"] as const) {
        list.push({
          file: generatedImagePaths.portfolio(project.slug, width, format),
          source: `${source}${width}${format}`,
          render: () => {
            const img = sharp(Buffer.from(source)).resize(width, height);
            return (
              format === "avif" ? img.avif({ quality: 55 }) : img.webp({ quality: 78 })
            ).toBuffer();
          },
        });
      }
    }
  }
  for (const t of testimonials) {
    const source = avatarSvg(t.slug, t.avatar.palette);
    list.push({
      file: generatedImagePaths.avatar(t.slug),
      source,
      render: () =>
        sharp(Buffer.from(source))
          .resize(avatarSizePx * 2, avatarSizePx * 2)
          .webp({ quality: 80 })
          .toBuffer(),
    });
  }
  return list;
}

export async function generateImages(publicDir: string): Promise<number> {
  const manifestFile = path.join(publicDir, "generated", "manifest.json");
  // Without a manifest (first run, or a hand-deleted folder) everything is generated afresh.
  const manifest: Record<string, string> = {};
  if (existsSync(manifestFile)) {
    const parsed: unknown = JSON.parse(await readFile(manifestFile, "utf8"));
    if (parsed && typeof parsed === "object") {
      for (const [file, hash] of Object.entries(parsed)) {
        if (typeof hash === "string") manifest[file] = hash;
      }
    }
  }
  let written = 0;
  for (const job of jobs()) {
    const hash = createHash("sha1").update(job.source).digest("hex");
    const target = path.join(publicDir, job.file);
    if (existsSync(target) && manifest[job.file] === hash) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await job.render(job.source));
    manifest[job.file] = hash;
    written++;
  }
  await mkdir(path.dirname(manifestFile), { recursive: true });
  await writeFile(manifestFile, JSON.stringify(manifest, null, 2));
  return written;
}

export function generatedImages(): Plugin {
  let done: Promise<number> | undefined;
  return {
    name: "generated-images",
    async configResolved(config) {
      // React Router runs several Vite builds; generate once per process.
      done ??= generateImages(config.publicDir);
      await done;
    },
  };
}
