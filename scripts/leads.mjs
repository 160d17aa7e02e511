// Runner for scripts/leads.ts: it imports app code by the `~` alias and without file extensions,
// which Node's own TypeScript support does not resolve, so esbuild bundles it (app code included,
// npm packages external) into node_modules/.cache and runs the result.
import { build } from "esbuild";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outfile = path.join(root, "node_modules", ".cache", "leads-cli", "leads.mjs");

await build({
  entryPoints: [path.join(root, "scripts", "leads.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  alias: { "~": path.join(root, "app") },
  logLevel: "warning",
});
await import(pathToFileURL(outfile).href);
