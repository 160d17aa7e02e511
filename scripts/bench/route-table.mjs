// Loads app/route-table.ts (TypeScript) into a plain Node script by bundling it with esbuild in
// memory, so the benchmarks measure exactly the pages the site declares.
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

export async function loadRouteTable() {
  const result = await build({
    entryPoints: ["app/route-table.ts"],
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    logLevel: "warning",
    // The blog reads its Markdown relative to its own module (app/content/markdown-files.ts); a
    // bundle imported from a data: URL has no such location, so give it the original one.
    define: {
      "import.meta.url": JSON.stringify(pathToFileURL("app/content/markdown-files.ts").href),
    },
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}

/** One URL per page entry of the route table (its first path): the site's main pages. */
export async function mainPages() {
  const { routeTable } = await loadRouteTable();
  return routeTable
    .filter((entry) => entry.kind === "page" && entry.paths.length > 0)
    .map((entry) => ({ id: entry.id, path: entry.paths[0].path }));
}
