import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pageLabels } from "./app/route-table";
import { generatedImages } from "./scripts/vite-plugin-generated-images.ts";

export default defineConfig({
  // Build-time indexing switch (app/lib/seo.ts): ALLOW_INDEXING=false builds a staging site whose
  // prerendered pages carry a robots noindex tag.
  // Page labels for breadcrumbs are inlined so the client never bundles the route table.
  define: {
    __ALLOW_INDEXING__: JSON.stringify(process.env.ALLOW_INDEXING !== "false"),
    __PAGE_LABELS__: JSON.stringify(pageLabels()),
  },
  plugins: [tailwindcss(), reactRouter(), generatedImages()],
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
});
