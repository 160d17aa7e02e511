// `npm run bench:lighthouse`: builds the site, serves the production build on a free loopback
// port and runs Lighthouse (mobile form factor, default simulated throttling) on every main page
// of the route table, 3 runs per page, reporting the median run (Lighthouse's own
// computeMedianRun). Options: --no-build, --runs=N, --pages=/,/pricing, --json.
import { execSync, spawn } from "node:child_process";
import { createServer } from "node:net";
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { median } from "./lib.mjs";
import { mainPages } from "./route-table.mjs";

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key, value ?? "true"];
  }),
);
const runs = Number(args.get("runs") ?? 3);
const maxRetries = 3;
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false, // not listening yet; try again until the deadline
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server did not answer ${url} within ${timeoutMs} ms`);
}

if (args.get("build") !== "false" && !args.has("no-build")) {
  execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
}

const pages = args.has("pages")
  ? args
      .get("pages")
      .split(",")
      .map((path) => ({ id: path, path }))
  : await mainPages();
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["build/server.js"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production" },
  stdio: ["ignore", "ignore", "inherit"],
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags,
});

const rows = [];
try {
  await waitFor(`${origin}/`);
  for (const page of pages) {
    const results = [];
    // A run without metrics (a timeout or page error on a loaded machine) is retried, a bounded
    // number of times, so the median is taken over complete runs only.
    for (let attempt = 0; results.length < runs && attempt < runs + maxRetries; attempt++) {
      const result = await lighthouse(`${origin}${page.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        // Lighthouse's defaults are the mobile form factor with simulated throttling.
        formFactor: "mobile",
        throttlingMethod: "simulate",
      });
      const lhr = result?.lhr;
      const complete =
        lhr &&
        !lhr.runtimeError &&
        Number.isFinite(lhr.audits["first-contentful-paint"]?.numericValue);
      if (complete) results.push(lhr);
      else
        process.stderr.write(
          `  ${page.path}: incomplete run (${lhr?.runtimeError?.code ?? "no result"}), retrying\n`,
        );
    }
    if (results.length === 0)
      throw new Error(`Lighthouse produced no complete run for ${page.path}`);
    const medianRun = computeMedianRun(results);
    const score = (id) => Math.round((medianRun.categories[id]?.score ?? 0) * 100);
    const audit = (id) => medianRun.audits[id]?.numericValue ?? NaN;
    const failing = Object.values(medianRun.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    const row = {
      page: page.path,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audit("largest-contentful-paint")),
      cls: Number(audit("cumulative-layout-shift").toFixed(3)),
      tbtMs: Math.round(audit("total-blocking-time")),
      // Lighthouse's own CPU speed probe for this run; TBT scales with it (a busy machine scores
      // lower), so it is printed to tell a slow run from a slow page.
      benchmarkIndex: Math.round(medianRun.environment?.benchmarkIndex ?? NaN),
      failing,
    };
    rows.push(row);
    if (!args.has("json")) {
      process.stderr.write(
        `  ${page.path}: ${row.performance}/${row.accessibility}/${row.bestPractices}/${row.seo}\n`,
      );
    }
  }
} finally {
  chrome.kill();
  server.kill();
}

if (args.has("json")) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const benchmarkIndex = median(rows.map((r) => r.benchmarkIndex));
  console.log(
    `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : "1 run"}, mobile, simulated throttling — ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length}× ${cpu}, benchmarkIndex ${benchmarkIndex} (median)\n`,
  );
  console.log("| page | Perf | A11y | Best practices | SEO | LCP (s) | CLS | TBT (ms) |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} | ${r.cls} | ${r.tbtMs} |`,
    );
  }
  const misses = rows.filter((r) => r.failing.length > 0);
  if (misses.length > 0) {
    console.log("\nFailed audits (median run):");
    for (const r of misses) console.log(`- ${r.page}: ${r.failing.join(", ")}`);
  }
}
