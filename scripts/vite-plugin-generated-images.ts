/**
 * Generates the site's own images from the content modules when Vite starts (dev and build):
 * - tech-stack logos as SVG from the installed `simple-icons` package (never a CDN);
 * - each project's product screen, drawn from `app/content/product-screens.ts`, as the
 *   portfolio card's artwork, light and dark, AVIF and WebP at `productShotWidths`;
 * - the home hero's collage of product screens, light and dark, at `heroCollageWidths`;
 * - illustrated portraits from `app/content/portraits.ts` at `portraitWidths`.
 * All text is Inter converted to outlines (scripts/artwork/type.ts), so nothing depends on the
 * fonts installed where the build runs. Files go to `public/generated/` (git-ignored), which Vite
 * copies into the build. Each output is rewritten only when its source changes (a hash manifest),
 * so repeated builds stay fast; files no job produces any more are removed.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import * as simpleIcons from "simple-icons";
import type { Plugin } from "vite";
import { portfolioProjects } from "../app/content/portfolio.ts";
import {
  portraitWidths,
  quotePortraitSlugs,
  quotePortraits,
  teamPortraits,
  testimonialPortraits,
} from "../app/content/portraits.ts";
import { teamMembers } from "../app/content/team.ts";
import {
  heroCollageAspect,
  heroCollageWidths,
  productShotAspect,
  productShotWidths,
} from "../app/content/product-screens.ts";
import { techGroups } from "../app/content/technologies.ts";
import { testimonials } from "../app/content/testimonials.ts";
import { generatedImagePaths, type ImageFormat } from "../app/lib/generated-images.ts";
import { portraitSvg } from "./artwork/portraits.ts";
import { heroCollageSvg, productShotSvg, projectPalette } from "./artwork/products.ts";
import { createTypesetter } from "./artwork/type.ts";

const modes = ["light", "dark"] as const;
const formats = ["avif", "webp"] as const satisfies readonly ImageFormat[];

/**
 * Encoder settings per kind of image. Screens are flat colour and type: AVIF holds them well at
 * modest quality; the hero's budget is about 60 KB at its largest width.
 */
const encoders = {
  shot: { avif: { quality: 52, effort: 4 }, webp: { quality: 80, effort: 5 } },
  hero: { avif: { quality: 50, effort: 4 }, webp: { quality: 74, effort: 5 } },
  portrait: { avif: { quality: 56, effort: 4 }, webp: { quality: 82, effort: 5 } },
} as const;

function techLogoSvg(logo: string): string {
  const icon = Object.values(simpleIcons).find(
    (entry): entry is simpleIcons.SimpleIcon =>
      typeof entry === "object" && entry !== null && "slug" in entry && entry.slug === logo,
  );
  if (!icon) throw new Error(`simple-icons has no icon with slug "${logo}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48"><title>${icon.title}</title><path fill="#${icon.hex}" d="${icon.path}"/></svg>\n`;
}

export interface Job {
  file: string;
  /** What the output is made from; the output is rewritten when this changes. */
  source: string;
  render: () => Promise<Buffer | string>;
}

function raster(
  svg: string,
  width: number,
  height: number,
  format: ImageFormat,
  settings: (typeof encoders)[keyof typeof encoders],
): Job["render"] {
  return () => {
    const image = sharp(Buffer.from(svg)).resize(width, height);
    return (format === "avif" ? image.avif(settings.avif) : image.webp(settings.webp)).toBuffer();
  };
}

function rasterJobs(
  svg: string,
  widths: readonly number[],
  aspect: { width: number; height: number },
  kind: keyof typeof encoders,
  file: (width: number, format: ImageFormat) => string,
): Job[] {
  return widths.flatMap((width) => {
    const height = Math.round((width * aspect.height) / aspect.width);
    return formats.map((format) => ({
      file: file(width, format),
      source: `${svg}\n${width}x${height} ${format} ${JSON.stringify(encoders[kind][format])}`,
      render: raster(svg, width, height, format, encoders[kind]),
    }));
  });
}

/** Every generated image: its file, its source and how to render it. */
export async function imageJobs(): Promise<Job[]> {
  const t = await createTypesetter();
  const list: Job[] = [];
  for (const group of techGroups) {
    for (const tech of group.technologies) {
      const source = techLogoSvg(tech.logo);
      list.push({
        file: generatedImagePaths.techLogo(tech.logo),
        source,
        render: async () => source,
      });
    }
  }
  for (const project of portfolioProjects) {
    for (const mode of modes) {
      const svg = productShotSvg(t, project.slug, mode);
      list.push(
        ...rasterJobs(svg, productShotWidths, productShotAspect, "shot", (width, format) =>
          generatedImagePaths.productShot(project.slug, mode, width, format),
        ),
      );
    }
  }
  for (const mode of modes) {
    const svg = heroCollageSvg(t, mode);
    list.push(
      ...rasterJobs(svg, heroCollageWidths, heroCollageAspect, "hero", (width, format) =>
        generatedImagePaths.heroCollage(mode, width, format),
      ),
    );
  }
  const square = { width: 1, height: 1 };
  for (const person of testimonials) {
    const svg = portraitSvg(testimonialPortraits[person.slug], person.avatar.palette, person.slug);
    list.push(
      ...rasterJobs(svg, portraitWidths, square, "portrait", (width, format) =>
        generatedImagePaths.portrait(person.slug, width, format),
      ),
    );
  }
  for (const slug of quotePortraitSlugs) {
    const svg = portraitSvg(quotePortraits[slug], projectPalette(slug), slug);
    list.push(
      ...rasterJobs(svg, portraitWidths, square, "portrait", (width, format) =>
        generatedImagePaths.portrait(slug, width, format),
      ),
    );
  }
  for (const member of teamMembers) {
    const svg = portraitSvg(teamPortraits[member.slug], member.palette, member.slug);
    list.push(
      ...rasterJobs(svg, portraitWidths, square, "portrait", (width, format) =>
        generatedImagePaths.portrait(member.slug, width, format),
      ),
    );
  }
  return list;
}

async function generateImages(publicDir: string): Promise<number> {
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
  const jobs = await imageJobs();
  const due = jobs
    .map((job) => ({ job, hash: createHash("sha1").update(job.source).digest("hex") }))
    .filter(
      ({ job, hash }) => !existsSync(path.join(publicDir, job.file)) || manifest[job.file] !== hash,
    );
  // Each encode runs on one thread, so one worker per core: a fresh clone's 247 images took 83 s
  // one at a time and 41 s two at a time on a 2-core machine.
  let next = 0;
  const worker = async () => {
    for (let item = due[next++]; item; item = due[next++]) {
      const target = path.join(publicDir, item.job.file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, await item.job.render());
      manifest[item.job.file] = item.hash;
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), due.length) }, worker));
  const written = due.length;
  // Files an earlier version generated and no job produces now (a renamed path, a removed
  // project) would otherwise be copied into every build.
  const current = new Set(jobs.map((job) => job.file));
  for (const file of Object.keys(manifest)) {
    if (current.has(file)) continue;
    await rm(path.join(publicDir, file), { force: true });
    delete manifest[file];
  }
  await mkdir(path.dirname(manifestFile), { recursive: true });
  // Written aside and renamed, so a build stopped mid-write never leaves half a manifest.
  const partial = `${manifestFile}.${process.pid}.tmp`;
  // Sorted, since the workers finish in no fixed order.
  const sorted = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)),
  );
  await writeFile(partial, JSON.stringify(sorted, null, 2));
  await rename(partial, manifestFile);
  return written;
}

// React Router runs several Vite builds and config loads (typegen resolves the config twice at
// once), and Vite bundles the config into a fresh module for each load, so a module-level
// variable is not shared between them: two generations ran at once and raced on the manifest
// (a fresh clone's `npm run typecheck` failed with ENOENT on the rename). The generation in
// progress is kept on globalThis, under a registry symbol every copy of this module agrees on;
// a load after it has finished runs its own (cheap when nothing changed: the manifest's hashes),
// so a dev server restarted by a content edit still regenerates.
const generationKey = Symbol.for("agency-website.generated-images");
type GenerationRegistry = { [generationKey]?: Promise<number> };

export function generatedImages(): Plugin {
  return {
    name: "generated-images",
    async configResolved(config) {
      const registry = globalThis as GenerationRegistry;
      if (!registry[generationKey]) {
        const generation = generateImages(config.publicDir);
        registry[generationKey] = generation;
        void generation
          .finally(() => {
            if (registry[generationKey] === generation) delete registry[generationKey];
          })
          .catch(() => {});
      }
      await registry[generationKey];
    },
  };
}
