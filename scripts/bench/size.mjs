// `npm run bench:size`: gzipped JavaScript and CSS each route downloads on first load, read from
// the React Router build manifest (entry + root + the route's module and their static imports,
// plus their CSS and the layout's stylesheet). Lazily imported chunks (e.g. web-vitals when enabled) are not counted.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const clientDir = "build/client";
// Issue 19: the home page's first-load JavaScript ≤ 125 KB gzipped (the framework alone is ~107 KB).
const budgetKb = 125;

const manifestFile = readdirSync(path.join(clientDir, "assets")).find((f) =>
  /^manifest-.*\.js$/.test(f),
);
if (!manifestFile) throw new Error("No React Router manifest in build/client/assets; build first");
const source = readFileSync(path.join(clientDir, "assets", manifestFile), "utf8");
const manifest = JSON.parse(
  source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""),
);

const gzipCache = new Map();
function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    const file = readFileSync(path.join(clientDir, url));
    gzipCache.set(url, { raw: file.length, gz: gzipSync(file, { level: 9 }).length });
  }
  return gzipCache.get(url);
}

function sum(urls) {
  return [...urls].reduce(
    (acc, url) => {
      const { raw, gz } = gzipBytes(url);
      return { raw: acc.raw + raw, gz: acc.gz + gz };
    },
    { raw: 0, gz: 0 },
  );
}

// The site stylesheet is rendered by the root layout itself (a React 19 precedence stylesheet), so
// it is not in the manifest's CSS lists; read it from the prerendered home page instead.
const homeHtml = readFileSync(path.join(clientDir, "index.html"), "utf8");
const layoutCss = [
  ...homeHtml.matchAll(/<link rel="stylesheet" href="([^"]+)" data-precedence/g),
].map((m) => m[1]);
if (layoutCss.length === 0)
  throw new Error("No layout stylesheet found in build/client/index.html");

const kb = (bytes) => (bytes / 1024).toFixed(1);
const { entry, routes } = manifest;
const root = routes.root;
const rows = Object.values(routes)
  .filter((route) => route.id !== "root" && route.hasDefaultExport)
  .map((route) => {
    const js = new Set([entry.module, ...entry.imports, root.module, ...root.imports]);
    js.add(route.module);
    for (const url of route.imports ?? []) js.add(url);
    const css = new Set([
      ...layoutCss,
      ...(entry.css ?? []),
      ...(root.css ?? []),
      ...(route.css ?? []),
    ]);
    return { route: route.id, js: sum(js), css: sum(css), files: js.size };
  });

if (process.argv.includes("--json")) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log("First-load JavaScript and CSS per route (gzip -9; raw in parentheses)\n");
  console.log("| route | JS gzip KB | CSS gzip KB | JS files |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const r of rows) {
    console.log(
      `| ${r.route} | ${kb(r.js.gz)} (${kb(r.js.raw)}) | ${kb(r.css.gz)} (${kb(r.css.raw)}) | ${r.files} |`,
    );
  }
  const home = rows.find((r) => r.route === "home");
  if (home) {
    const verdict = home.js.gz / 1024 <= budgetKb ? "within" : "OVER";
    console.log(
      `\nHome page JS: ${kb(home.js.gz)} KB gzipped, ${verdict} the ${budgetKb} KB budget.`,
    );
  }
}
