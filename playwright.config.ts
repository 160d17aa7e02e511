import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Each checkout gets its own port (derived from its path) so parallel checkouts never collide;
// E2E_PORT overrides it.
const port = Number(
  process.env.E2E_PORT ??
    4300 + (createHash("sha1").update(process.cwd()).digest().readUInt16BE(0) % 1000),
);
export const baseURL = `http://127.0.0.1:${port}`;

// The browser the specs drive: CHROME_PATH, else Debian's headless shell
// (`apt-get install chromium-headless-shell`), else Debian's Chromium. The shell is the same
// Blink without the full browser around it, as Playwright's own downloads use for headless runs;
// the suite runs about a fifth faster in it (docs/decisions/040).
const debianHeadlessShell = "/usr/lib/chromium/chromium-headless-shell";
export const chromiumExecutable =
  process.env.CHROME_PATH ??
  (existsSync(debianHeadlessShell) ? debianHeadlessShell : "/usr/bin/chromium");

// The leads specs read what the server stored and mailed: a database file of the e2e run and a
// loopback SMTP server (scripts/test-smtp-server.mjs) whose messages are listed over HTTP.
export const e2eDatabaseFile = path.join(os.tmpdir(), `agency-e2e-${port}`, "site.db");
// The test SMTP server and its message list sit 1000 and 2000 ports above; E2E_SMTP_PORT and
// E2E_MAIL_PORT override them where only a range of ports may be used.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? port + 2000);
export const testMailUrl = `http://127.0.0.1:${mailPort}/messages`;
export const deskTeam = [
  ...["light", "dark"].flatMap((theme) =>
    ["js", "nojs"].map((js) => `desk-${theme}-${js}@agency.example`),
  ),
  // tests/e2e/desk-keys.spec.ts, which signs in once for its tests.
  "desk-keys@agency.example",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries, in CI either: a test that passes only on its second try is a failure to fix.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: chromiumExecutable,
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
  webServer: [
    {
      command: `node scripts/test-smtp-server.mjs ${smtpPort} ${mailPort}`,
      url: testMailUrl,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The production build, as `npm start` serves it (test:e2e builds first).
      command: "node build/server.js",
      url: `${baseURL}/`,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        DATABASE_URL: `file:${e2eDatabaseFile}`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LEADS_SECRET: "e2e-only-secret-not-for-production",
        // Specs post many forms from one address, faster than people do.
        RATE_LIMIT_MAX: "1000",
        FORM_MIN_FILL_MS: "0",
        OUTBOX_POLL_MS: "500",
        // The desk's team: one address per desk spec run (light/dark × with/without JS), and the
        // keyboard shortcuts' spec's.
        DESK_EMAILS: deskTeam.join(","),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
