// `npm run bench:size`: gzipped JavaScript and CSS each page downloads on first load, read from
// the prerendered HTML itself: every `<script src>`, every `<link rel="modulepreload">` and the
// modules the page's inline module script imports, with every module those import statically,
// plus its stylesheets. A page without an island loads only the shell module
// (docs/first-load.md). Chunks the page's code imports only later (a dynamic import) are not
// counted. `--json` prints the rows as JSON; a build
// directory other than build/client can be given with `--dir`.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { mainPages } from "./route-table.mjs";

const dirArg = process.argv.indexOf("--dir");
const clientDir = dirArg > 0 ? process.argv[dirArg + 1] : "build/client";
// Issue 29: a page without an island loads ≤ 15 KB of script (home included: it has none).
// Issue 19: the home page's first-load JavaScript ≤ 125 KB, kept as the ceiling of a page with one.
const budgets = { island: 125, static: 15 };

// The site's main pages, one per page entry of the route table (as bench:lighthouse measures).
const pages = (await mainPages()).map((page) => page.path);

const gzipCache = new Map();
function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    const file = readFileSync(path.join(clientDir, url));
    gzipCache.set(url, { raw: file.length, gz: gzipSync(file, { level: 9 }).length });
  }
  return gzipCache.get(url);
}

const sum = (urls) =>
  [...urls].reduce(
    (acc, url) => {
      const { raw, gz } = gzipBytes(url);
      return { raw: acc.raw + raw, gz: acc.gz + gz };
    },
    { raw: 0, gz: 0 },
  );

/** The chunks `url` imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(url) {
  const code = readFileSync(path.join(clientDir, url), "utf8");
  const found = [];
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g))
    found.push(path.posix.join(path.posix.dirname(url), m[1]));
  return found;
}

/** `entries` and everything they import statically, transitively. */
function withStaticImports(entries) {
  const all = new Set(entries);
  for (const url of all) for (const imported of staticImports(url)) all.add(imported);
  return all;
}

function measure(page) {
  const file = path.join(clientDir, page === "/" ? "index.html" : `${page.slice(1)}/index.html`);
  if (!existsSync(file)) return null;
  const html = readFileSync(file, "utf8");
  const js = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\ssrc="(\/[^"]+\.js)"/g)) js.add(m[1]);
  for (const m of html.matchAll(/<link rel="modulepreload"[^>]*?\shref="(\/[^"]+\.js)"/g))
    js.add(m[1]);
  for (const m of html.matchAll(/import(?:\(| \* as \w+ from |\s*)"(\/assets\/[^"]+\.js)"/g))
    js.add(m[1]);
  // Builds before issue 29 moved the preloads into the module script (added after first paint).
  for (const m of html.matchAll(/const preloads = (\[[^\]]*\])/g))
    for (const url of JSON.parse(m[1])) if (url.endsWith(".js")) js.add(url);
  const css = new Set(
    [...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+\.css)"/g)].map((m) => m[1]),
  );
  const island = html.includes("data-island=");
  const loaded = withStaticImports(js);
  return { page, island, js: sum(loaded), css: sum(css), files: loaded.size };
}

const rows = pages.map(measure).filter(Boolean);
const kb = (bytes) => (bytes / 1024).toFixed(1);

if (process.argv.includes("--json")) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log(
    `First-load JavaScript and CSS per page, ${clientDir} (gzip -9; raw in parentheses)\n`,
  );
  console.log("| page | React in the browser | JS gzip KB | CSS gzip KB | JS files |");
  console.log("| --- | --- | ---: | ---: | ---: |");
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.island ? "yes" : "no"} | ${kb(r.js.gz)} (${kb(r.js.raw)}) | ${kb(r.css.gz)} (${kb(r.css.raw)}) | ${r.files} |`,
    );
  }
  const over = rows.filter((r) => r.js.gz / 1024 > (r.island ? budgets.island : budgets.static));
  console.log(
    over.length === 0
      ? `\nWithin budget: every page without an island ≤ ${budgets.static} KB, with one ≤ ${budgets.island} KB.`
      : `\nOVER budget: ${over.map((r) => r.page).join(", ")}`,
  );
}
