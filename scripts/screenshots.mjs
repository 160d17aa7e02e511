// `npm run screenshots`: full-page PNGs of a few pages at phone and desktop width, in both
// themes, from the production build (started on a free loopback port and stopped afterwards).
//
//   npm run screenshots                      # the README's set into docs/screenshots/
//   npm run screenshots -- /about /pricing   # any pages, into docs/screenshots/
//   SCREENSHOT_DIR=/tmp/shots SCREENSHOT_WIDTHS=390,1024 npm run screenshots -- /contact
//
// SCREENSHOT_FULL=0 captures the first screen only.
/* global document -- the functions passed to page.evaluate run in the browser */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { ensureBuild, fullChromium, root, startOurServer } from "./bench/lib.mjs";

/** The pages the README shows: home, pricing, a case study and a service page. */
const readmePages = ["/", "/pricing", "/portfolio/paysetu", "/services/mobile-app-development"];

const pages = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const targets = pages.length > 0 ? pages : readmePages;
const outDir = path.resolve(root, process.env.SCREENSHOT_DIR ?? "docs/screenshots");
const widths = (process.env.SCREENSHOT_WIDTHS ?? "390,1440").split(",").map(Number);
const themes = (process.env.SCREENSHOT_THEMES ?? "light,dark").split(",");
const fullPage = process.env.SCREENSHOT_FULL !== "0";

/** "/" → "home", "/portfolio/paysetu" → "portfolio-paysetu", "/apps?q=x" → "apps-q-x". */
function fileStem(pagePath) {
  const stem = pagePath.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9]+/gi, "-");
  return stem === "" ? "home" : stem;
}

ensureBuild();
mkdirSync(outDir, { recursive: true });
const server = await startOurServer();
const browser = await chromium.launch({
  executablePath: fullChromium,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  for (const theme of themes) {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 900 },
        deviceScaleFactor: 1,
        colorScheme: theme,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      for (const target of targets) {
        await page.goto(server.origin + target, { waitUntil: "networkidle" });
        // A full-page capture never scrolls, so lazy images would stay blank: load them all.
        await page.evaluate(async () => {
          const lazy = [...document.querySelectorAll("img[loading=lazy]")];
          for (const img of lazy) img.loading = "eager";
          await Promise.all(lazy.map((img) => img.decode().catch(() => {})));
          await document.fonts.ready;
        });
        const file = path.join(outDir, `${fileStem(target)}-${width}-${theme}.png`);
        // Quantised to a 256-colour palette: a full page is ~2 MB as captured, ~0.7 MB this
        // way, with no difference visible at this scale (the README shows them all). Without
        // dithering: with it, white cards on a long, colourful page came out with faint
        // pink stripes.
        const capture = await page.screenshot({ fullPage });
        await sharp(capture)
          .png({ palette: true, quality: 85, dither: 0, compressionLevel: 9 })
          .toFile(file);
        console.log(path.relative(root, file));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
