// `npm run bench:lighthouse`: builds the site, serves the production build on a free loopback
// port and runs Lighthouse (mobile form factor, default simulated throttling) on every main page
// of the route table, 3 runs per page, reporting each metric's median over the runs (the scores
// come from Lighthouse's own computeMedianRun, the run nearest the median FCP and TTI).
// Options: --no-build, --runs=N, --pages=/,/pricing, --json,
// --baseline=<another checkout with a build> (before/after, interleaved run by run),
// --tls (as deployed: behind the README's nginx block, over TLS and HTTP/2; with --baseline,
// both builds so), --static-reference (also this build's pages with every script taken out, in
// the same interleaved run: what the page's HTML and CSS alone score on this machine; bare server
// only, not with --tls).
import { execSync } from "node:child_process";
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import {
  freshMemoryMicrosPerPage,
  fullChromium,
  inTurn,
  median,
  parseArgs,
  startBuildsToCompare,
} from "./lib.mjs";
import { mainPages } from "./route-table.mjs";
import { startStaticReference } from "./static-reference.mjs";

const args = parseArgs();
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

if (args.has("tls") && args.has("static-reference")) {
  throw new Error("--static-reference compares against the bare server: leave out --tls");
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
// `--baseline=<checkout>` also serves that checkout's build and alternates between the two, run
// by run, so a before/after comparison shares the machine's noise (issue 19: one interleaved run).
// `--tls` measures the deployment instead: the bare server speaks HTTP/1.1, where each of a page's
// first requests pays for its own connection in Lighthouse's simulation.
const deployments = args.has("tls") ? await startDeployments() : [];
const builds =
  deployments.length > 0
    ? deployments.map(({ name, deployment }) => ({
        name: `${name} (TLS, HTTP/2)`,
        server: {
          origin: deployment.httpsOrigin,
          appOrigin: deployment.appOrigin,
          stop: () => deployment.stop(),
        },
      }))
    : await startBuildsToCompare(args);
if (args.has("static-reference")) {
  builds.push({
    name: "static reference",
    server: await startStaticReference(builds[0].server.origin),
  });
}
const chrome = await chromeLauncher.launch({
  chromePath: fullChromium,
  // Each deployment's throwaway certificate is trusted by its key, as a real one is by its CA.
  chromeFlags:
    deployments.length > 0
      ? [
          ...chromeFlags,
          `--ignore-certificate-errors-spki-list=${deployments.map((d) => d.deployment.spkiHash).join(",")}`,
        ]
      : chromeFlags,
});

/** This build behind the README's proxy and, with `--baseline`, the baseline's behind another. */
async function startDeployments() {
  const { startTlsDeployment } = await import("../../tests/support/tls-proxy.ts");
  const started = [{ name: "this", deployment: await startTlsDeployment() }];
  if (args.has("baseline")) {
    const baseline = { checkout: args.get("baseline"), node: args.get("baseline-node") };
    started.push({ name: "baseline", deployment: await startTlsDeployment({}, baseline) });
  }
  return started;
}

/** One complete Lighthouse run of `url`; a run without metrics (a timeout or page error on a
 * loaded machine) is retried a bounded number of times. */
async function completeRun(url) {
  for (let attempt = 0; attempt <= maxRetries; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // Lighthouse's defaults are the mobile form factor with simulated throttling.
      formFactor: "mobile",
      throttlingMethod: "simulate",
    });
    const lhr = result?.lhr;
    if (
      lhr &&
      !lhr.runtimeError &&
      Number.isFinite(lhr.audits["first-contentful-paint"]?.numericValue)
    )
      return lhr;
    process.stderr.write(
      `  ${url}: incomplete run (${lhr?.runtimeError?.code ?? "no result"}), retrying\n`,
    );
  }
  throw new Error(`Lighthouse produced no complete run for ${url}`);
}

function summarise(build, page, results) {
  const medianRun = computeMedianRun(results);
  const score = (id) => Math.round((medianRun.categories[id]?.score ?? 0) * 100);
  // Each metric's own median: the median run by FCP and TTI can be an outlier in LCP or TBT.
  const audit = (id) => median(results.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
  const failing = Object.values(medianRun.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  return {
    build: build.name,
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
}

/** Each run's TBT in ms: a median over a spread like "0, 0, 48" says the 48 is one busy moment. */
const tbtOfEachRun = (results) =>
  results.map((lhr) => Math.round(lhr.audits["total-blocking-time"].numericValue)).join(", ");
/** Each run's LCP in seconds and the element it measured. */
const lcpOfEachRun = (results) =>
  results
    .map((lhr) => {
      const seconds = (lhr.audits["largest-contentful-paint"].numericValue / 1000).toFixed(2);
      const element =
        lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
          ?.nodeLabel;
      return element ? `${seconds} (${element.slice(0, 40)})` : seconds;
    })
    .join(", ");

/**
 * The builds that serve `page` (a baseline from before a page existed answers 404), each with
 * whether its page holds an island (`<Island>` writes `data-island`), which sets its TBT budget.
 */
async function buildsServing(page) {
  const serving = [];
  for (const build of builds) {
    // Behind the TLS proxy, asked of the app server: the proxy's certificate is throwaway.
    const origin = build.server.appOrigin ?? build.server.origin;
    const response = await fetch(origin + page.path);
    const html = await response.text();
    if (response.ok) serving.push({ build, island: html.includes("data-island=") });
    else process.stderr.write(`  ${build.name} ${page.path}: ${response.status}, not measured\n`);
  }
  return serving;
}

/** Issue 29's budgets (docs/performance.md), checked on each row's medians. */
const budgets = { tbtMs: { island: 50, static: 10 }, lcpMs: 1500, cls: 0, categoryScore: 100 };

/** What in `row` is over its budget, as short phrases; empty when the page is within all. */
function overBudget(row) {
  const over = [];
  const tbtBudget = row.island ? budgets.tbtMs.island : budgets.tbtMs.static;
  if (row.tbtMs > tbtBudget) over.push(`TBT ${row.tbtMs} > ${tbtBudget} ms`);
  if (row.lcpMs > budgets.lcpMs) over.push(`LCP ${(row.lcpMs / 1000).toFixed(2)} > 1.5 s`);
  if (row.cls > budgets.cls) over.push(`CLS ${row.cls} > 0`);
  for (const category of ["accessibility", "bestPractices", "seo"]) {
    if (row[category] < budgets.categoryScore) over.push(`${category} ${row[category]}`);
  }
  return over;
}

const rows = [];
// Read before and after the runs: the host can change under a long run.
const freshMemoryBefore = freshMemoryMicrosPerPage();
try {
  for (const page of pages) {
    const serving = await buildsServing(page);
    const pageBuilds = serving.map(({ build }) => build);
    const results = new Map(pageBuilds.map((build) => [build, []]));
    for (let run = 0; run < runs; run++) {
      for (const build of inTurn(pageBuilds, run))
        results.get(build).push(await completeRun(build.server.origin + page.path));
    }
    for (const { build, island } of serving) {
      const row = { ...summarise(build, page, results.get(build)), island };
      rows.push(row);
      if (!args.has("json")) {
        process.stderr.write(
          `  ${build.name} ${page.path}: ${row.performance}/${row.accessibility}/${row.bestPractices}/${row.seo} TBT ${row.tbtMs} (${tbtOfEachRun(results.get(build))}), each run's LCP ${lcpOfEachRun(results.get(build))}\n`,
        );
      }
    }
  }
} finally {
  chrome.kill();
  for (const build of builds) await build.server.stop();
}

if (args.has("json")) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  const benchmarkIndex = median(rows.map((r) => r.benchmarkIndex));
  const freshMemoryAfter = freshMemoryMicrosPerPage();
  console.log(
    `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : "1 run"}, mobile, simulated throttling — ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length}× ${cpu}, benchmarkIndex ${benchmarkIndex} (median), fresh memory ${freshMemoryBefore.toFixed(2)} → ${freshMemoryAfter.toFixed(2)} µs a page\n`,
  );
  const compare = builds.length > 1;
  console.log(
    `| page |${compare ? " build |" : ""} island | Perf | A11y | Best practices | SEO | LCP (s) | CLS | TBT (ms) | budgets |`,
  );
  console.log(
    `| --- |${compare ? " --- |" : ""} --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |`,
  );
  for (const r of rows) {
    const over = overBudget(r);
    console.log(
      `| ${r.page} |${compare ? ` ${r.build} |` : ""} ${r.island ? "yes" : "no"} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} | ${r.cls} | ${r.tbtMs} | ${over.length === 0 ? "within" : over.join(", ")} |`,
    );
  }
  const ours = rows.filter((r) => r.build === builds[0].name);
  const within = ours.filter((r) => overBudget(r).length === 0);
  console.log(
    `\nBudgets (TBT ≤ ${budgets.tbtMs.static} ms without an island, ≤ ${budgets.tbtMs.island} with one; LCP ≤ 1.5 s; CLS 0; Accessibility, Best Practices, SEO 100): ${builds[0].name}, ${within.length} of ${ours.length} pages within.`,
  );
  // A renderer touches some 10,000 fresh pages of memory per load; where each costs far more
  // than a quiet host's fraction of a microsecond, TBT measures the host (docs/performance.md).
  if (Math.max(freshMemoryBefore, freshMemoryAfter) > 1) {
    console.log(
      "Fresh memory costs over 1 µs a page on this host: TBT here reads the host as much as the pages. Compare with --static-reference, or measure on a quieter host.",
    );
  }
  const misses = rows.filter((r) => r.failing.length > 0);
  if (misses.length > 0) {
    console.log("\nFailed audits (median run):");
    for (const r of misses) console.log(`- ${r.build} ${r.page}: ${r.failing.join(", ")}`);
  }
}
