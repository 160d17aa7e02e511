/**
 * Renders the video showcase's demo clips, each with its two posters and its captions, into
 * public/videos/, from the artwork system (scripts/artwork/clips/: one small module per clip,
 * telling its story as frames over time). The outputs are committed; run this again only to
 * change a clip, naming it so the others stay byte for byte as they are:
 *
 *   node scripts/render-demo-video.ts [name ...]   (no name: every clip; Node 24 runs the
 *                                                   TypeScript as is; needs ffmpeg)
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
import type { DemoClip } from "./artwork/clips/clip.ts";
import { demoClips } from "./artwork/clips/index.ts";
import { createTypesetter, type Typesetter } from "./artwork/type.ts";

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public", "videos");

async function render(t: Typesetter, name: string, clip: DemoClip) {
  const frames = await mkdtemp(path.join(tmpdir(), "demo-video-"));
  try {
    const count = Math.round(clip.seconds * clip.fps);
    for (let i = 0; i < count; i++) {
      await sharp(Buffer.from(clip.frameSvg(t, i / clip.fps)))
        .resize(clip.size.width, clip.size.height)
        .png({ compressionLevel: 1 })
        .toFile(path.join(frames, `${String(i).padStart(4, "0")}.png`));
    }
    // CRF 27 with the animation tuning keeps flat colour and small type sharp in a few hundred
    // KB; the keyframe every 2 s lets the player's seek bar land quickly.
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

  for (const [suffix, poster] of [
    ["-poster.webp", clip.poster],
    ["-poster-portrait.webp", clip.portraitPoster],
  ] as const) {
    await sharp(Buffer.from(poster.svg(t)))
      .resize(poster.size.width, poster.size.height)
      .webp({ quality: 80, effort: 6 })
      .toFile(path.join(outDir, `${name}${suffix}`));
  }

  const stamp = (s: number) =>
    `${String(Math.floor(s / 60)).padStart(2, "0")}:${(s % 60).toFixed(3).padStart(6, "0")}`;
  const cues = clip.captions().map((c) => `${stamp(c.from)} --> ${stamp(c.to)}\n${c.text}`);
  await writeFile(path.join(outDir, `${name}.en.vtt`), `WEBVTT\n\n${cues.join("\n\n")}\n`);

  for (const file of [".mp4", "-poster.webp", "-poster-portrait.webp", ".en.vtt"]) {
    const { size } = await stat(path.join(outDir, `${name}${file}`));
    console.log(`${name}${file}  ${(size / 1024).toFixed(1)} KB`);
  }
}

const names = process.argv.slice(2);
const unknown = names.filter((n) => !(n in demoClips));
if (unknown.length > 0) {
  throw new Error(`No clip ${unknown.join(", ")}; known: ${Object.keys(demoClips).join(", ")}`);
}
const t = await createTypesetter();
for (const name of names.length > 0 ? names : Object.keys(demoClips)) {
  const clip = demoClips[name];
  if (clip) await render(t, name, clip);
}
