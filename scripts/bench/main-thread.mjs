// `npm run bench:main-thread`: the main thread's tasks after the first paint, from Chromium
// traces of unthrottled page loads. Lighthouse's simulated TBT multiplies each observed task by
// its 4× CPU slowdown, so on a shared machine whose speed swings from run to run (benchmarkIndex
// 1,100–2,000 within minutes) three Lighthouse runs rarely tell two builds apart. Many short
// loads, interleaved build by build with the order swapped every round, do; this prints their
// medians. It complements `bench:lighthouse`, which stays the measure of issue 19's goal.
//
// Per load, counting tasks that start after first-contentful-paint:
// - blocking ×4: the sum over tasks of (4 × duration − 50 ms), where positive: TBT as Lighthouse
//   would count the observed tasks on a 4× slower CPU, without its network simulation;
// - longest task;
// - start-up task: the longest task that evaluates a module: on an island page, in practice the
//   one that runs React DOM's chunk before hydration begins; elsewhere the shell module's;
// - CPU blocking ×4 and longest task CPU: the same from each task's thread time, the time it
//   actually ran. On 2 shared cores a task's wall time is often several times its thread time
//   (the main thread waits for a core Chromium's other threads or a neighbour hold), so these
//   two tell builds apart when the wall-clock figures cannot.
//
// Options: --no-build, --rounds=N (default 12), --pages=/,/terms (default: the main pages),
// --baseline=<another checkout with a build>.
import { execSync } from "node:child_process";
import os from "node:os";
import { chromium } from "@playwright/test";
import {
  freshMemoryMicrosPerPage,
  fullChromium,
  inTurn,
  median,
  parseArgs,
  startBuildsToCompare,
} from "./lib.mjs";
import { mainPages } from "./route-table.mjs";

const args = parseArgs();
const rounds = Number(args.get("rounds") ?? 12);
const settleMs = 3_000;
const categories = "devtools.timeline,disabled-by-default-devtools.timeline,loading";

if (!args.has("no-build")) execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });

const pages = args.has("pages")
  ? args.get("pages").split(",")
  : (await mainPages()).map((p) => p.path);
const builds = await startBuildsToCompare(args);
const browser = await chromium.launch({
  executablePath: fullChromium,
});

/** Loads `url` once with tracing on and returns the figures of its tasks after the first paint. */
async function tracedLoad(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on("Tracing.dataCollected", (message) => events.push(...message.value));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", { categories, transferMode: "ReportEvents" });
    await page.goto(url, { waitUntil: "load" });
    // A fixed wait, not a polling wait: Playwright's polling script would add tasks of its own.
    await page.waitForTimeout(settleMs);
    await cdp.send("Tracing.end");
    await complete;
    const fcp = events.find((e) => e.name === "firstContentfulPaint");
    if (!fcp) throw new Error(`no first-contentful-paint in the trace of ${url}`);
    const onMain = (e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === "X";
    const tasks = events.filter((e) => onMain(e) && e.name === "RunTask" && e.ts > fcp.ts);
    const evaluations = events.filter((e) => onMain(e) && e.name === "v8.evaluateModule");
    const ms = (task) => task.dur / 1000;
    // Thread time: what the task spent on the CPU, without the time the thread waited for one.
    const cpuMs = (task) => (task.tdur ?? task.dur) / 1000;
    const blocking = (duration) =>
      tasks.reduce((sum, task) => sum + Math.max(0, 4 * duration(task) - 50), 0);
    const startUp = tasks.filter((task) =>
      evaluations.some((e) => e.ts >= task.ts && e.ts < task.ts + task.dur),
    );
    return {
      blocking: blocking(ms),
      cpuBlocking: blocking(cpuMs),
      longest: Math.max(0, ...tasks.map(ms)),
      longestCpu: Math.max(0, ...tasks.map(cpuMs)),
      startUp: Math.max(0, ...startUp.map(ms)),
    };
  } finally {
    await context.close();
  }
}

const loads = new Map(); // "page build" → figures of every load
// What the host charges for fresh memory, before and after: see freshMemoryMicrosPerPage.
const freshMemoryBefore = freshMemoryMicrosPerPage();
try {
  for (let round = 0; round < rounds; round++) {
    for (const path of pages) {
      for (const build of inTurn(builds, round)) {
        const key = `${path} ${build.name}`;
        if (!loads.has(key)) loads.set(key, []);
        loads.get(key).push(await tracedLoad(build.server.origin + path));
      }
    }
    process.stderr.write(`  round ${round + 1}/${rounds}\n`);
  }
} finally {
  await browser.close();
  for (const build of builds) await build.server.stop();
}

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
console.log(
  `\nMain-thread tasks after first paint, unthrottled, median of ${rounds} interleaved loads — ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length}× ${cpu}, fresh memory ${freshMemoryBefore.toFixed(2)} → ${freshMemoryMicrosPerPage().toFixed(2)} µs a page\n`,
);
const compare = builds.length > 1;
console.log(
  `| page |${compare ? " build |" : ""} blocking ×4 (ms) | longest task (ms) | start-up task (ms) | CPU blocking ×4 (ms) | longest task CPU (ms) |`,
);
console.log(`| --- |${compare ? " --- |" : ""} ---: | ---: | ---: | ---: | ---: |`);
for (const path of pages) {
  for (const build of builds) {
    const figures = loads.get(`${path} ${build.name}`);
    const med = (field) => median(figures.map((f) => f[field]));
    console.log(
      `| ${path} |${compare ? ` ${build.name} |` : ""} ${Math.round(med("blocking"))} | ${med("longest").toFixed(1)} | ${med("startUp").toFixed(1)} | ${Math.round(med("cpuBlocking"))} | ${med("longestCpu").toFixed(1)} |`,
    );
  }
}
