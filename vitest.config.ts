import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { pageLabels } from "./app/route-table";

// Unit tests run without the React Router plugin: they exercise pure modules and content data.
// Integration tests start the built server (build/server.js); the global setup builds if needed.
export default defineConfig({
  // The same build-time constant as vite.config.ts (breadcrumb labels in app/lib/seo.ts).
  define: { __PAGE_LABELS__: JSON.stringify(pageLabels()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts", "app/**/*.test.ts"],
    globalSetup: ["tests/integration/global-setup.ts"],
    environment: "node",
  },
});
