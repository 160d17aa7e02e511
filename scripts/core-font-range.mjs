// The characters of the preloaded Inter subset, read from the one place they are set: the
// unicode-range of app.css's @font-face for inter-core-wght.woff2. Used by scripts/subset-font.mjs
// to cut the file and by tests/integration/font-subset.test.ts to check the pages stay inside it.

/** The unicode-range of the core face in app.css's text. */
export function coreUnicodeRange(css) {
  const face = css.split("@font-face").find((block) => block.includes("inter-core-wght.woff2"));
  if (!face) throw new Error("app.css has no @font-face for inter-core-wght.woff2");
  const range = /unicode-range:([^;]+);/.exec(face)?.[1];
  if (!range) throw new Error("the core @font-face needs a unicode-range");
  return range;
}

/** Every code point of a CSS unicode-range list ("U+0020-007E, U+2026"). */
export function codePointsOf(unicodeRange) {
  const points = [];
  for (const part of unicodeRange.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    for (let point = parseInt(from, 16); point <= parseInt(to, 16); point++) points.push(point);
  }
  return points;
}
