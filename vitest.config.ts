import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { pageLabels } from "./app/route-table.ts";

// Two projects. "unit" exercises pure modules and content data without the React Router plugin
// and without a build: `npm run test:unit`. "integration" starts the built server
// (build/server.js); its global setup builds when no build exists: `npm run test:integration`.
// `npx vitest run` (and `npm test`, after its build) runs both.
export default defineConfig({
  // The same build-time constant as vite.config.ts (breadcrumb labels in app/lib/seo.ts).
  define: { __PAGE_LABELS__: JSON.stringify(pageLabels()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    // Vitest's default is one worker fewer than the machine's cores: one, on CI's two. Most of
    // the time here is spent waiting on servers, PostgreSQL and mail, not computing, and two
    // workers finish the run in about 85 s where one takes 130 s (measured on 2 vCPUs).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts", "app/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/integration/global-setup.ts"],
        },
      },
    ],
  },
});
