import { createHash } from "node:crypto";
import { defineConfig, devices } from "@playwright/test";

// Each checkout gets its own port (derived from its path) so parallel checkouts never collide;
// E2E_PORT overrides it.
const port = Number(
  process.env.E2E_PORT ??
    4300 + (createHash("sha1").update(process.cwd()).digest().readUInt16BE(0) % 1000),
);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The production build, as `npm start` serves it (test:e2e builds first).
    command: "node build/server.js",
    url: `${baseURL}/`,
    env: { PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
