// Writes app/fonts/inter-core-wght.woff2: Inter Variable cut down to the characters the site's
// pages use and the weights its CSS uses (400–900). It is the font every page preloads; at
// 23 KB instead of the 48 KB fontsource latin file it reaches a phone sooner. Any other
// character still renders in Inter: app.css keeps the full fontsource faces behind it, which
// the browser fetches only when a page needs them.
//
// The characters are the core face's unicode-range in app.css (the one place to change them).
// After changing them, the kept weights below, or upgrading @fontsource-variable/inter, run
// `npm run fonts`. `--check` exits 1 when the committed file is not what this script would
// write (tests/integration/font-subset.test.ts runs it).
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { codePointsOf, coreUnicodeRange } from "./core-font-range.mjs";

const cssFile = new URL("../app/app.css", import.meta.url);
const coreFontFile = new URL("../app/fonts/inter-core-wght.woff2", import.meta.url);
const sourceFontFile = new URL(
  "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  import.meta.url,
);

/**
 * The weight axis kept: regular to black (font-medium … font-extrabold, and `bolder` inside
 * them). app.css still declares the face for 100–900, like the fontsource faces behind it: with
 * different descriptors the browser would not treat them as one family split by unicode-range
 * and would fetch both.
 */
const keptWeights = { min: 400, max: 900 };

const range = coreUnicodeRange(readFileSync(cssFile, "utf8"));
const source = readFileSync(sourceFontFile);
const subset = await subsetFont(source, String.fromCodePoint(...codePointsOf(range)), {
  targetFormat: "woff2",
  variationAxes: { wght: keptWeights },
});

if (process.argv.includes("--check")) {
  const committed = readFileSync(coreFontFile);
  if (!committed.equals(subset)) {
    console.error(`${coreFontFile.pathname} is out of date with app.css: run npm run fonts`);
    process.exit(1);
  }
  console.log(`${coreFontFile.pathname} is up to date`);
} else {
  writeFileSync(coreFontFile, subset);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`${coreFontFile.pathname}: ${kb(subset.length)} (from ${kb(source.length)})`);
}
