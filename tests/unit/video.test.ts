import { existsSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { videoJsonLd } from "~/lib/structured-data";
import { pathTo } from "~/route-paths";
import { siteConfig, siteOrigin } from "~/site.config";
import { validateJsonLd } from "../support/json-ld";
import { demoVideos, videoCategories } from "~/content/videos";
import { demoClips } from "../../scripts/artwork/clips/index";
import {
  controlsShownAfterStageClick,
  formatTime,
  isNarrowPortrait,
  narrowPortraitQuery,
  seekTarget,
  stepVolume,
} from "~/lib/video";

describe("demo videos data", () => {
  it("holds the spec's CRM demo first, and more demos across categories, served by the site", () => {
    expect(demoVideos.length).toBeGreaterThanOrEqual(2);
    const [demo] = demoVideos;
    expect(demo.id).toBe(1);
    expect(demo.title).toMatch(/AI-Driven CRM/);
    expect(demo.category).toBe("Mobile");
    expect(new Set(demoVideos.map((v) => v.id)).size).toBe(demoVideos.length);
    expect(new Set(demoVideos.map((v) => v.videoUrl)).size).toBe(demoVideos.length);
    expect(new Set(demoVideos.map((v) => v.category)).size).toBeGreaterThanOrEqual(2);
    for (const video of demoVideos) {
      // A Mobile demo shows the product on a phone: an upright clip, with a poster of its shape.
      if (video.category === "Mobile") {
        expect(video.videoHeight, video.title).toBeGreaterThan(video.videoWidth);
        expect([video.portraitThumbnailWidth, video.portraitThumbnailHeight]).toEqual([
          video.videoWidth,
          video.videoHeight,
        ]);
      } else {
        // A web app plays in a browser window: a landscape clip, whose wide poster is its size.
        expect(video.videoWidth, video.title).toBeGreaterThan(video.videoHeight);
        expect([video.thumbnailWidth, video.thumbnailHeight]).toEqual([
          video.videoWidth,
          video.videoHeight,
        ]);
      }
      // Every card has both posters: 16:9 for wider windows, 9:16 for a phone held upright.
      expect(video.thumbnailWidth / video.thumbnailHeight).toBeCloseTo(16 / 9, 2);
      expect(video.portraitThumbnailHeight / video.portraitThumbnailWidth).toBeCloseTo(16 / 9, 2);
      expect(video.videoUrl).toMatch(/^\/videos\/.+\.mp4$/);
      expect(video.thumbnail).toMatch(/^\/videos\/.+\.webp$/);
      expect(video.portraitThumbnail).toMatch(/^\/videos\/.+\.webp$/);
      expect(video.captionsUrl).toMatch(/^\/videos\/.+\.vtt$/);
      expect(video.uploaded).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Each file is committed, and small enough for a phone on a slow connection.
      for (const file of [video.thumbnail, video.portraitThumbnail, video.captionsUrl]) {
        expect(existsSync(`public${file}`), file).toBe(true);
      }
      expect(statSync(`public${video.videoUrl}`).size, video.videoUrl).toBeLessThan(400 * 1024);
      expect(readFileSync(`public${video.captionsUrl}`, "utf8")).toMatch(
        /^WEBVTT\n\n00:00\.000 --> /,
      );
    }
  });

  it("states each clip's real length, and describes it for search engines", () => {
    for (const demo of demoVideos) {
      // The movie header (mvhd) holds the clip's timescale and duration.
      const file = readFileSync(`public${demo.videoUrl}`);
      const header = file.indexOf("mvhd") + 4;
      const version = file[header];
      const seconds =
        version === 1
          ? Number(file.readBigUInt64BE(header + 24)) / file.readUInt32BE(header + 20)
          : file.readUInt32BE(header + 16) / file.readUInt32BE(header + 12);
      expect(demo.durationSeconds, demo.videoUrl).toBe(Math.round(seconds));
      // The (only) track's header (tkhd) ends with its width and height, 16.16 fixed point.
      const track = file.indexOf("tkhd") + 4;
      const size = track + (file[track] === 1 ? 88 : 76);
      expect([file.readUInt32BE(size) / 65536, file.readUInt32BE(size + 4) / 65536]).toEqual([
        demo.videoWidth,
        demo.videoHeight,
      ]);
      const block = videoJsonLd({ ...demo, pagePath: pathTo("video-showcase") });
      expect(validateJsonLd(block)).toEqual([]);
      expect(block).toMatchObject({
        name: demo.title,
        duration: `PT${demo.durationSeconds}S`,
        contentUrl: `${siteOrigin()}${demo.videoUrl}`,
        uploadDate: demo.uploaded,
      });
    }
    expect(
      validateJsonLd({ ...videoJsonLd({ ...demoVideos[0], pagePath: "/" }), duration: "6" }),
    ).toEqual(["$.duration: not an ISO 8601 duration"]);
  });

  it("draws every listed clip with the artwork system, and commits its captions", () => {
    for (const video of demoVideos) {
      const name = video.videoUrl.replace(/^\/videos\/(.+)\.mp4$/, "$1");
      const clip = demoClips[name];
      expect(clip, name).toBeDefined();
      if (!clip) continue;
      expect([clip.size.width, clip.size.height]).toEqual([video.videoWidth, video.videoHeight]);
      expect(clip.seconds).toBe(video.durationSeconds);
      expect([clip.poster.size.width, clip.poster.size.height]).toEqual([
        video.thumbnailWidth,
        video.thumbnailHeight,
      ]);
      expect([clip.portraitPoster.size.width, clip.portraitPoster.size.height]).toEqual([
        video.portraitThumbnailWidth,
        video.portraitThumbnailHeight,
      ]);
      // The committed captions (scripts/render-demo-video.ts) are the ones the clip's data writes.
      const vtt = readFileSync(`public${video.captionsUrl}`, "utf8");
      const cues = clip.captions();
      expect(cues[0]?.text).toMatch(/^\[No audio\] /);
      expect(cues.at(-1)?.to).toBe(clip.seconds);
      for (const cue of cues) expect(vtt, name).toContain(cue.text);
    }
  });

  it("lists All and each distinct category once", () => {
    expect(videoCategories(demoVideos)).toEqual(["All", "Mobile", "Web"]);
    expect(
      videoCategories([{ category: "Web" }, { category: "Mobile" }, { category: "Web" }]),
    ).toEqual(["All", "Web", "Mobile"]);
  });
});

describe("player helpers", () => {
  it("formats times", () => {
    expect(formatTime(0)).toBe("0:00");
    expect(formatTime(6)).toBe("0:06");
    expect(formatTime(65.9)).toBe("1:05");
    expect(formatTime(3725)).toBe("1:02:05");
    expect(formatTime(Number.NaN)).toBe("0:00");
    expect(formatTime(-3)).toBe("0:00");
  });

  it("keeps seeks inside the clip", () => {
    expect(seekTarget(2, 5, 6)).toBe(6);
    expect(seekTarget(2, -5, 6)).toBe(0);
    expect(seekTarget(1, 2, 6)).toBe(3);
    expect(seekTarget(1, 2, Number.NaN)).toBe(3);
  });

  it("toggles the controls on a stage click from what the visitor saw", () => {
    const grace = 800;
    // Hidden: the click shows them, whether or not a pointer moved first.
    expect(controlsShownAfterStageClick(false, Number.POSITIVE_INFINITY, grace)).toBe(true);
    expect(controlsShownAfterStageClick(false, 5, grace)).toBe(true);
    // Shown a while ago: the click hides them.
    expect(controlsShownAfterStageClick(true, Number.POSITIVE_INFINITY, grace)).toBe(false);
    expect(controlsShownAfterStageClick(true, grace, grace)).toBe(false);
    // Shown by the mouse reaching the stage just before its click: they were hidden when the
    // visitor clicked, so they stay shown.
    expect(controlsShownAfterStageClick(true, 5, grace)).toBe(true);
    expect(controlsShownAfterStageClick(true, grace - 1, grace)).toBe(true);
  });

  it("steps the volume within 0..1 on the slider's grid", () => {
    expect(stepVolume(0.7, 0.05)).toBe(0.75);
    expect(stepVolume(0.98, 0.05)).toBe(1);
    expect(stepVolume(0.02, -0.05)).toBe(0);
  });

  it("detects narrow portrait windows", () => {
    expect(isNarrowPortrait(390, 844, 768)).toBe(true);
    expect(isNarrowPortrait(768, 1024, 768)).toBe(true);
    expect(isNarrowPortrait(769, 1024, 768)).toBe(false);
    expect(isNarrowPortrait(700, 400, 768)).toBe(false);
    expect(isNarrowPortrait(1280, 800, 768)).toBe(false);
  });

  it("states the narrow-portrait rule at the configured phone width, in the query and the card's class", () => {
    const px = siteConfig.ui.phoneBreakpointPx;
    // The spec's breakpoint (768 px), written out: built from the config, the query could not
    // be checked against itself.
    expect(px).toBe(768);
    expect(narrowPortraitQuery).toBe("(max-width: 768px) and (orientation: portrait)");
    // A Tailwind class cannot take the variable, so the card writes the number out.
    const showcase = readFileSync("app/components/video/video-showcase.tsx", "utf8");
    expect(showcase).toContain(`[@media(max-width:${px}px)_and_(orientation:portrait)]`);
  });
});
