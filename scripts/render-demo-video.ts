/**
 * Renders the video showcase's demo clip, its two posters and its captions into public/videos/,
 * from the artwork system (scripts/artwork/demo-video.ts: InsightDesk's pipeline on a rep's phone). The
 * outputs are committed; run this again only to change the clip:
 *
 *   node scripts/render-demo-video.ts        (Node 24 runs the TypeScript as is; needs ffmpeg)
 *
 * Each frame is an SVG rasterised to PNG with sharp, and ffmpeg encodes the PNGs: H.264 main
 * profile, yuv420p, silent, +faststart so playback starts before the file has fully arrived.
 * Text is Inter as outlines, so the result does not depend on the fonts of the machine.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  clip,
  clipCaptions,
  clipFrameSvg,
  landscapePoster,
  portraitPosterSvg,
  posterSvg,
} from "./artwork/demo-video.ts";
import { createTypesetter } from "./artwork/type.ts";

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public", "videos");
const name = "ai-crm-demo";

const t = await createTypesetter();
const frames = await mkdtemp(path.join(tmpdir(), "demo-video-"));
try {
  const count = Math.round(clip.seconds * clip.fps);
  for (let i = 0; i < count; i++) {
    await sharp(Buffer.from(clipFrameSvg(t, i / clip.fps)))
      .resize(clip.width, clip.height)
      .png({ compressionLevel: 1 })
      .toFile(path.join(frames, `${String(i).padStart(4, "0")}.png`));
  }
  // CRF 27 with the animation tuning keeps flat colour and small type sharp in about 200 KB; the
  // keyframe every 2 s lets the player's seek bar land quickly.
  execFileSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...["-framerate", String(clip.fps), "-i", path.join(frames, "%04d.png")],
      ...["-c:v", "libx264", "-preset", "veryslow", "-tune", "animation", "-crf", "27"],
      ...["-profile:v", "main", "-pix_fmt", "yuv420p", "-g", String(clip.fps * 2)],
      ...["-movflags", "+faststart", "-an"],
      path.join(outDir, `${name}.mp4`),
    ],
    { stdio: "inherit" },
  );
} finally {
  await rm(frames, { recursive: true, force: true });
}

await sharp(Buffer.from(posterSvg(t)))
  .resize(landscapePoster.width, landscapePoster.height)
  .webp({ quality: 80, effort: 6 })
  .toFile(path.join(outDir, `${name}-poster.webp`));
await sharp(Buffer.from(portraitPosterSvg(t)))
  .resize(clip.width, clip.height)
  .webp({ quality: 80, effort: 6 })
  .toFile(path.join(outDir, `${name}-poster-portrait.webp`));

const stamp = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, "0")}:${(s % 60).toFixed(3).padStart(6, "0")}`;
const cues = clipCaptions().map((c) => `${stamp(c.from)} --> ${stamp(c.to)}\n${c.text}`);
await writeFile(path.join(outDir, `${name}.en.vtt`), `WEBVTT\n\n${cues.join("\n\n")}\n`);

for (const file of [".mp4", "-poster.webp", "-poster-portrait.webp", ".en.vtt"]) {
  const { size } = await stat(path.join(outDir, `${name}${file}`));
  console.log(`${name}${file}  ${(size / 1024).toFixed(1)} KB`);
}
