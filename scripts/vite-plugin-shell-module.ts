/**
 * Builds the site shell's one browser module (app/shell/shell.ts, no React) and tells the server
 * render its URL: `import shellModuleUrl from "virtual:shell-module"` (app/root.tsx). Every page
 * loads it from its head; pages with an island load React Router's scripts besides.
 *
 * The module is bundled on its own (Vite's library build, in memory), so it never shares a chunk
 * with the React bundle, and its file name carries a hash of its content. The client build emits
 * that file into build/client/assets/; the server build only needs the name, which the same
 * bundling yields. In development the URL is the source file, which Vite serves as a module.
 */
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { build, type Plugin, type Rollup } from "vite";

const entry = fileURLToPath(new URL("../app/shell/shell.ts", import.meta.url));
const appDir = fileURLToPath(new URL("../app", import.meta.url));
const virtualId = "virtual:shell-module";
const resolvedId = `\0${virtualId}`;

interface ShellBundle {
  fileName: string;
  code: string;
}

let bundled: Promise<ShellBundle> | undefined;

/** The shell module, minified, and the hashed name it is served under. */
export function bundleShellModule(): Promise<ShellBundle> {
  bundled ??= build({
    configFile: false,
    logLevel: "warn",
    resolve: { alias: [{ find: "~", replacement: appDir }] },
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      // An app build of one entry, not a library build: Vite keeps a library's whitespace for
      // the bundlers that consume it, and this file goes straight to browsers.
      modulePreload: false,
      rolldownOptions: { input: entry, output: { format: "es" } },
    },
  }).then((result) => {
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunk = outputs
      .flatMap((output) => output.output)
      .find((file): file is Rollup.OutputChunk => file.type === "chunk" && file.isEntry);
    if (!chunk) throw new Error("shell module: the build produced no entry chunk");
    const hash = createHash("sha256").update(chunk.code).digest("base64url").slice(0, 8);
    return { fileName: `assets/shell-${hash}.js`, code: chunk.code };
  });
  return bundled;
}

export function shellModule(): Plugin {
  let serve = false;
  return {
    name: "shell-module",
    configResolved(config) {
      serve = config.command === "serve";
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      if (serve) return `export default ${JSON.stringify("/app/shell/shell.ts")};`;
      const { fileName } = await bundleShellModule();
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
    async generateBundle() {
      if (serve || this.environment.config.consumer !== "client") return;
      const { fileName, code } = await bundleShellModule();
      this.emitFile({ type: "asset", fileName, source: code });
    },
  };
}
