// bench:http — requests per second and p50/p99 latency of the production server for a
// prerendered page, a hashed asset, the 404 page (from memory) and a page React renders per
// request (a shared apps search), 50 connections for 10 s,
// and the same page and asset from nginx over the same build/client when nginx is installed.
// Each measurement runs BENCH_RUNS times (default 3), interleaved; medians are printed.
// Throughput and latency depend on everything else the machine runs; the servers' CPU time per
// request (from /proc) does not, so the ratio is printed both ways.
import {
  ensureBuild,
  formatRow,
  hashedAssetPath,
  load,
  median,
  memoryMiB,
  startNginx,
  startOurServer,
  waitUntilIdle,
} from "./lib.mjs";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

ensureBuild();
const ours = await startOurServer();
const nginx = await startNginx();
const targets = [
  { label: "prerendered page /about", path: "/about", compare: true },
  { label: "hashed asset", path: hashedAssetPath(), compare: true },
  // A URL no page answers: the not-found page rendered once at start-up, from memory.
  { label: "404 page", path: "/no-such-page", compare: false },
  // A query-string variant of a prerendered page: React renders it per request (compressed).
  { label: "rendered page /apps?q=pay", path: "/apps?q=pay", compare: false },
];

const samples = new Map();
function record(server, target, result) {
  const key = `${server}|${target.label}`;
  if (!samples.has(key)) samples.set(key, []);
  samples.get(key).push(result);
}

try {
  console.log(
    `bench:http — ${connections} connections, ${duration} s per run, ${runs} runs each` +
      (nginx ? "" : " (nginx not installed: no comparison)"),
  );
  // Warm-up: let V8 optimise the hot paths before anything is measured.
  for (const target of targets) {
    await load(ours.origin + target.path, { connections, duration: target.compare ? 5 : 2 });
    await waitUntilIdle(ours.origin);
    if (nginx && target.compare) {
      await load(nginx.origin + target.path, { connections, duration: 2 });
    }
  }
  for (let run = 1; run <= runs; run++) {
    for (const target of targets) {
      const options = { connections, duration };
      record(
        "ours",
        target,
        await load(ours.origin + target.path, { ...options, pid: ours.child.pid }),
      );
      await waitUntilIdle(ours.origin);
      if (nginx && target.compare) {
        const url = nginx.origin + target.path;
        record("nginx", target, await load(url, { ...options, pid: nginx.child.pid }));
      }
      process.stdout.write(".");
    }
  }
  process.stdout.write("\n\n");
  // Memory after the mixed load above (pages, assets, both 404s, 50 connections at a time).
  const memory = memoryMiB(ours.child.pid);
  console.log(
    `our server's memory after the load: RSS ${memory.rss} MiB, peak ${memory.peak} MiB\n`,
  );

  const widths = [26, 6, 9, 8, 8, 12, 7];
  console.log(
    formatRow(["target", "server", "req/s", "p50 ms", "p99 ms", "CPU µs/req", "errors"], widths),
  );
  const summary = {};
  for (const target of targets) {
    for (const server of ["ours", "nginx"]) {
      const results = samples.get(`${server}|${target.label}`);
      if (!results) continue;
      const row = {
        rps: median(results.map((r) => r.rps)),
        p50: median(results.map((r) => r.p50)),
        p99: median(results.map((r) => r.p99)),
        cpu: median(results.map((r) => r.cpuPerRequest)),
        errors: results.reduce((sum, r) => sum + r.errors, 0),
      };
      summary[`${server}|${target.label}`] = row;
      console.log(
        formatRow(
          [
            target.label,
            server,
            row.rps.toFixed(0),
            row.p50,
            row.p99,
            row.cpu.toFixed(1),
            row.errors,
          ],
          widths,
        ),
      );
    }
  }
  if (nginx) {
    console.log("");
    for (const target of targets.filter((t) => t.compare)) {
      const ours = summary[`ours|${target.label}`];
      const theirs = summary[`nginx|${target.label}`];
      console.log(
        `ours/nginx ${target.label}: throughput ${(ours.rps / theirs.rps).toFixed(2)}, ` +
          `CPU efficiency ${(theirs.cpu / ours.cpu).toFixed(2)} (goal ≥ 0.5)`,
      );
    }
  }
} finally {
  await ours.stop();
  await nginx?.stop();
}
