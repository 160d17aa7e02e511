// Compiles server.ts into build/server.js (npm packages stay external and load from
// node_modules), then precompresses the static build so neither the Node server nor nginx
// (gzip_static) compresses anything per request.
import { readdir, readFile, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  logLevel: "warning",
});

/**
 * The extensions worth compressing come from the one list of file types in
 * app/server/static-files.server.ts (which the server and its on-the-fly compression use too),
 * bundled in memory to read it.
 */
const fileTypes = await build({
  entryPoints: ["app/server/static-files.server.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  write: false,
  alias: { "~": path.resolve("app") },
  logLevel: "warning",
});
const { compressibleExtensions } = await import(
  `data:text/javascript;base64,${Buffer.from(fileTypes.outputFiles[0].contents).toString("base64")}`
);
const compressible = new Set(compressibleExtensions);
/** Below this size the variant saves less than the extra header bytes and lookups cost. */
const minimumBytes = 256;
const clientDir = "build/client";
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

// Variants left by an earlier build could outlive a file that changed; start from none. The
// prerender also writes each page's `.data` file, React Router's client payload: no page loads
// that client (decision 029) and the server answers such URLs 404, so they go too.
for await (const file of walk(clientDir)) {
  if (file.endsWith(".br") || file.endsWith(".gz") || file.endsWith(".data")) await unlink(file);
}

let originalBytes = 0;
let brotliBytes = 0;
let files = 0;
for await (const file of walk(clientDir)) {
  if (!compressible.has(path.extname(file))) continue;
  if ((await stat(file)).size < minimumBytes) continue;
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  // A variant that is not smaller is useless; the server then sends the original.
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
  files += 1;
  originalBytes += source.length;
  brotliBytes += Math.min(br.length, source.length);
}
console.log(
  `Precompressed ${files} files: ${(originalBytes / 1024).toFixed(0)} KiB → ${(brotliBytes / 1024).toFixed(0)} KiB with Brotli`,
);
