/**
 * Builds the only scripts a page loads in the browser, and tells the server render what to put
 * in the page: `import browserModules from "virtual:browser-modules"` (app/root.tsx).
 *
 * - `shell`: the shell module's URL (app/shell/shell.ts, no React), which every page loads from
 *   its head;
 * - `desk`: the desk's module's URL (app/shell/desk.ts: a lead's unsaved note, the keyboard
 *   shortcuts), which only the desk's pages load, after the shell;
 * - `islandScripts`: for each island, a one-line inline module that imports its entry
 *   (app/islands/{name}.tsx), which hydrates the island with React DOM; only the pages holding
 *   the island carry it (docs/decisions/029);
 * - `webVitals`: the real-user metrics module's URL (app/shell/web-vitals.ts), which the pages
 *   load only while reporting is switched on.
 *
 * Each group is bundled on its own by Vite (in memory), so the shell never shares a chunk with
 * React, and every file name carries a hash of its content. The client build emits the files into
 * build/client/assets/; the server build only needs the names, which the same bundling yields.
 * React Router's own client bundle is still built (its framework mode needs one) but no page
 * loads it. In development the URLs are the source files, which Vite serves as modules; an island
 * then first imports React Router's refresh preamble, which its transformed components require.
 */
import { build, type Plugin, type ResolvedConfig, type Rollup } from "vite";
import { islandNames } from "../app/lib/islands.ts";

/**
 * Each entry's source by the name its URL goes under, one group per build: the shell, the desk's
 * module and the metrics module each on their own, so the shell shares no chunk with React or
 * the desk (a shared chunk would be one more request on every public page); the islands
 * together, so they share React DOM's chunk, cached from one island page to the next.
 */
const builds: Array<Record<string, string>> = [
  { shell: "app/shell/shell.ts" },
  { desk: "app/shell/desk.ts" },
  { "web-vitals": "app/shell/web-vitals.ts" },
  Object.fromEntries(islandNames.map((name) => [name, `app/islands/${name}.tsx`])),
];

const virtualId = "virtual:browser-modules";
/** React Router's React Refresh preamble, served by its Vite plugin in development. */
const refreshPreamble = "/@id/__x00__virtual:react-router/inject-hmr-runtime";

interface BrowserFile {
  fileName: string;
  code: string;
}

// Content and components only declare things: importing one runs nothing an island needs, so
// the islands' bundle may drop a content module whose exports it does not use even when its top
// level builds lists from content data.
const pureModules = /[\\/]app[\\/](content|components)[\\/]/;

async function bundle(config: ResolvedConfig, input: Record<string, string>) {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    root: config.root,
    mode: config.mode,
    // The app's aliases and build-time constants (vite.config.ts), so shared modules such as
    // app/route-paths.ts read the same values here as in the server render.
    define: config.define,
    resolve: { alias: config.resolve.alias },
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      // An app build, not a library build: Vite keeps a library's whitespace for the bundlers
      // that consume it, and these files go straight to browsers. No preloads: a page fetches an
      // island's modules after its own resources (docs/decisions/025).
      modulePreload: false,
      rolldownOptions: {
        input,
        output: {
          format: "es",
          entryFileNames: "assets/[name]-[hash].js",
          chunkFileNames: "assets/[name]-[hash].js",
        },
        treeshake: { moduleSideEffects: (id: string) => !pureModules.test(id) },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs.flatMap((output) => output.output);
}

/** Every file to emit, and each entry's URL by name. */
let bundled: Promise<{ files: BrowserFile[]; urls: Record<string, string> }> | undefined;

function bundleAll(config: ResolvedConfig) {
  bundled ??= (async () => {
    const files: BrowserFile[] = [];
    const urls: Record<string, string> = {};
    for (const input of builds) {
      for (const file of await bundle(config, input)) {
        // This build runs none of the app's Vite plugins and emits scripts only: a stylesheet,
        // image or font imported by browser code would be missing from the site.
        if (file.type !== "chunk") {
          throw new Error(`browser modules: ${file.fileName} is not a script; import it elsewhere`);
        }
        files.push({ fileName: file.fileName, code: file.code });
        if (file.isEntry) urls[file.name] = `/${file.fileName}`;
      }
    }
    return { files, urls };
  })();
  return bundled;
}

/** Looks up an entry's URL: the built file, or in development its source. */
async function entryUrl(config: ResolvedConfig, serve: boolean) {
  const urls: Record<string, string> = serve
    ? Object.fromEntries(
        builds.flatMap((input) => Object.entries(input)).map(([name, src]) => [name, `/${src}`]),
      )
    : (await bundleAll(config)).urls;
  return (name: string) => {
    const found = urls[name];
    if (!found) throw new Error(`browser modules: no entry chunk for ${name}`);
    return found;
  };
}

export function browserModules(): Plugin {
  let config: ResolvedConfig;
  const serve = () => config.command === "serve";
  return {
    name: "browser-modules",
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : undefined;
    },
    async load(id) {
      if (id !== `\0${virtualId}`) return undefined;
      const url = await entryUrl(config, serve());
      // An inline module, not `<script src>`: React hoists an async script with a src into the
      // head, where it would load before the page's own resources and could run before the
      // island's element is parsed.
      const islandScripts = Object.fromEntries(
        islandNames.map((name) => [
          name,
          `${serve() ? `import ${JSON.stringify(refreshPreamble)};` : ""}import ${JSON.stringify(url(name))};`,
        ]),
      );
      const modules = {
        shell: url("shell"),
        desk: url("desk"),
        webVitals: url("web-vitals"),
        islandScripts,
      };
      return `export default ${JSON.stringify(modules)};`;
    },
    async generateBundle() {
      if (serve() || this.environment.config.consumer !== "client") return;
      for (const { fileName, code } of (await bundleAll(config)).files) {
        this.emitFile({ type: "asset", fileName, source: code });
      }
    },
  };
}
