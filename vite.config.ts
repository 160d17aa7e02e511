import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pageLabels } from "./app/route-table.ts";
import { generatedImages } from "./scripts/vite-plugin-generated-images.ts";
import { shellModule } from "./scripts/vite-plugin-shell-module.ts";

/**
 * Client chunking, for pages with an island (pages without one load only the shell module,
 * scripts/vite-plugin-shell-module.ts). Left automatic, a page's first load was ~40 files, many
 * of them one icon each; over HTTP/1.1's six connections per host they queued behind each other.
 * Now the framework (React, React Router) is one long-cached file and the root route with what it
 * imports is another; the pages' own modules stay split automatically.
 */
const clientChunks = {
  groups: [
    {
      // React Router's client entry (@react-router/dev) stays out: it starts hydration when it is
      // evaluated, which must come after the page's module script has set the manifest.
      name: "framework",
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
      priority: 2,
    },
    {
      // The root route and everything it imports: every page with an island needs all of it, so
      // it travels as one file.
      name: "root",
      test: /[\\/]app[\\/]root\.tsx$/,
      priority: 1,
    },
  ],
};

const pureModules = /[\\/]app[\\/](content|components)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  // Build-time indexing switch (app/lib/seo.ts): ALLOW_INDEXING=false builds a staging site whose
  // prerendered pages carry a robots noindex tag.
  // Page labels for breadcrumbs are inlined so the client never bundles the route table.
  define: {
    __ALLOW_INDEXING__: JSON.stringify(process.env.ALLOW_INDEXING !== "false"),
    __PAGE_LABELS__: JSON.stringify(pageLabels()),
    // The public origin the server is told (SITE_URL), for canonical URLs and the legal pages.
    __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? ""),
  },
  plugins: [tailwindcss(), reactRouter(), generatedImages(), shellModule()],
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      // zod without its eval probe, which the CSP would report (app/lib/zod-jitless.ts).
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL("./app/lib/zod-jitless.ts", import.meta.url)),
      },
    ],
  },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: { codeSplitting: clientChunks },
          // Content and components only declare things: importing one runs nothing the page
          // needs. Saying so lets the client build drop a module whose exports it does not use,
          // such as the server-only content of `<StaticHtml>` blocks (docs/decisions/011), even
          // when its top level calls functions (building lists from content data).
          treeshake: { moduleSideEffects: (id: string) => !pureModules.test(id) },
        },
      },
}));
