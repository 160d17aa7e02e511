import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pageLabels } from "./app/route-table.ts";
import { indexingAllowedBy } from "./app/server/env-switches.server.ts";
import { generatedImages } from "./scripts/vite-plugin-generated-images.ts";
import { browserModules } from "./scripts/vite-plugin-browser-modules.ts";

export default defineConfig({
  // Build-time indexing switch (app/lib/seo.ts): ALLOW_INDEXING=false (or off, no, 0: read as the
  // server reads it) builds a staging site whose prerendered pages carry a robots noindex tag.
  // Page labels for breadcrumbs (app/lib/seo.ts), which may not import the route table.
  define: {
    __ALLOW_INDEXING__: JSON.stringify(indexingAllowedBy(process.env)),
    __PAGE_LABELS__: JSON.stringify(pageLabels()),
    // The public origin the server is told (SITE_URL), for canonical URLs and the legal pages.
    __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? ""),
  },
  plugins: [tailwindcss(), reactRouter(), generatedImages(), browserModules()],
  resolve: {
    alias: [{ find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) }],
  },
});
