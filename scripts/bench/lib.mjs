// Shared helpers for the benchmark scripts: start the built server or nginx on a free loopback
// port, run autocannon, and summarise several runs by their median.
import { spawn, execSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

/** Sends `signal` to a child that is still running and waits until it has exited. */
async function stopChild(child, signal) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

export const root = path.resolve(import.meta.dirname, "../..");
export const clientDir = path.join(root, "build/client");

/**
 * The browser the benchmarks and screenshots drive: the full Chromium a visitor runs (Debian's,
 * or CHROME_PATH), not the headless shell the e2e tests use (decision 040), since its figures
 * and pictures stand for what visitors get.
 */
export const fullChromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export function ensureBuild() {
  if (existsSync(path.join(root, "build/server.js"))) return;
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForPort(port, child, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listened on ${port} within ${timeoutMs} ms`);
}

/**
 * A process's resident memory now and at its peak (VmRSS, VmHWM), in MiB, from /proc (Linux
 * only; elsewhere "n/a").
 */
export function memoryMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const mib = (field) =>
      (Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024).toFixed(0);
    return { rss: mib("VmRSS"), peak: mib("VmHWM") };
  } catch (error) {
    return { rss: `n/a (${error.code})`, peak: `n/a (${error.code})` };
  }
}

/**
 * Starts the production server (build/server.js) of the checkout at `cwd`, this one by default,
 * with a fresh SQLite database; access logs stay on (the production default) but go nowhere.
 */
export async function startOurServer(extraEnv = {}, cwd = root, node = process.execPath) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  const child = spawn(node, ["build/server.js"], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
      ...extraEnv,
    },
    // Its error output (React Router logs every refused post with a stack) would drown the
    // figures; it is kept and shown only if the server fails to start.
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-4_000)));
  await waitForPort(port, child).catch((error) => {
    throw new Error(`${error.message}\n${stderr}`);
  });
  return {
    name: "ours",
    origin: `http://127.0.0.1:${port}`,
    port,
    databaseFile: path.join(dataDir, "site.db"),
    child,
    async stop() {
      await stopChild(child, "SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The builds a benchmark compares: this checkout's, and with `--baseline=<checkout>` that
 * checkout's too (built there first), each served by its own production server.
 */
export async function startBuildsToCompare(args) {
  const builds = [{ name: "this", server: await startOurServer() }];
  if (args.has("baseline")) {
    // `--baseline-node=<binary>`: a baseline built for another Node (a build from before the
    // move to Node 24 needs Node 20 for its native SQLite addon).
    const node = args.get("baseline-node") ?? process.execPath;
    builds.push({
      name: "baseline",
      server: await startOurServer({}, args.get("baseline"), node),
    });
  }
  return builds;
}

/**
 * `builds` in the order round `round` runs them: swapped every round, so neither build always
 * goes first (after a change of page, say) and the machine's noise falls on both alike.
 */
export function inTurn(builds, round) {
  return round % 2 === 0 ? builds : [...builds].reverse();
}

export const nginxBinary = "/usr/sbin/nginx";

/**
 * nginx in the foreground over the same build/client with gzip_static, as one process (the Node
 * server is one process too, and this lets us read its CPU time), access log to /dev/null.
 */
export async function startNginx() {
  if (!existsSync(nginxBinary)) return null;
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  const conf = `
daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  types { text/x-script data; }
  default_type application/octet-stream;
  access_log /dev/null;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / { try_files $uri $uri/index.html =404; }
  }
}`;
  writeFileSync(path.join(dir, "nginx.conf"), conf);
  const child = spawn(nginxBinary, ["-c", path.join(dir, "nginx.conf"), "-p", dir], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForPort(port, child);
  return {
    name: "nginx",
    origin: `http://127.0.0.1:${port}`,
    port,
    child,
    async stop() {
      await stopChild(child, "SIGQUIT");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What browsers send; nginx answers gzip (no Brotli module), ours Brotli. */
// A browser's user agent too: the server counts visits only from clients that look like browsers
// (app/server/visits.server.ts), and a benchmark should pay for what a visitor's request costs.
const browserHeaders = {
  "accept-encoding": "gzip, deflate, br",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
};

/** CPU time (user + system) a process has used so far, in microseconds; Linux only. */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime are fields 14 and 15 of /proc/PID/stat, in clock ticks (100 per second).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch (error) {
    if (error.code === "ENOENT") return Number.NaN;
    throw error;
  }
}

/**
 * What a fresh page of memory costs this machine, in microseconds: the median of 3 passes that
 * each take 64 MiB from the kernel and write one byte per 4 KiB page. A browser's new renderer
 * pays this for every page of memory it touches while it parses, styles and lays out a page, so
 * on a host where it is slow, those tasks grow without any change to the page (27 November: 14 µs
 * a page, where a quiet host takes well under 1, and a page without any script scored TBT 400 ms).
 * Lighthouse's benchmarkIndex does not show it: its probe runs in memory it already has.
 */
export function freshMemoryMicrosPerPage() {
  const bytes = 64 * 1024 * 1024;
  const passes = [];
  for (let pass = 0; pass < 3; pass++) {
    const started = process.hrtime.bigint();
    const buffer = Buffer.allocUnsafeSlow(bytes);
    for (let offset = 0; offset < bytes; offset += 4096) buffer[offset] = 1;
    passes.push(Number(process.hrtime.bigint() - started) / 1000 / (bytes / 4096));
  }
  return median(passes);
}

/**
 * Load for `duration` seconds. Besides throughput and latency (which depend on whatever else the
 * machine runs), reports the server's CPU time per request, which does not.
 */
export async function load(url, { connections = 50, duration = 10, pid, ...options } = {}) {
  const cpuBefore = pid ? cpuMicros(pid) : Number.NaN;
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: browserHeaders,
    ...options,
  });
  const cpuUsed = pid ? cpuMicros(pid) - cpuBefore : Number.NaN;
  return {
    cpuPerRequest: cpuUsed / result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: result.statusCodeStats,
  };
}

/** `--key=value` and bare `--flag` arguments as a Map (a bare flag's value is "true"). */
export function parseArgs(argv = process.argv.slice(2)) {
  return new Map(
    argv.map((arg) => {
      const [key, value] = arg.replace(/^--/, "").split("=");
      return [key, value ?? "true"];
    }),
  );
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The largest script an island page loads (React DOM's chunk, about 210 KB raw): the island
 * entry that /estimate's HTML imports, or a chunk that entry imports.
 */
export function hashedAssetPath(dir = clientDir) {
  const html = readFileSync(path.join(dir, "estimate", "index.html"), "utf8");
  const entry = /import "(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error("hashedAssetPath: /estimate imports no island entry");
  const imported = [
    ...readFileSync(path.join(dir, entry), "utf8").matchAll(/from"\.\/([^"]+\.js)"/g),
  ];
  const files = [entry, ...imported.map((match) => `/assets/${match[1]}`)];
  const size = (file) => statSync(path.join(dir, file)).size;
  return files.reduce((largest, file) => (size(file) > size(largest) ? file : largest));
}

export function formatRow(cells, widths) {
  return cells.map((cell, i) => String(cell).padEnd(widths[i])).join("  ");
}

/**
 * Waits until the server answers /healthz quickly again: after a load run it may still be
 * working through requests whose clients already left (server rendering is slow), and that
 * backlog must not be charged to the next measurement.
 */
export async function waitUntilIdle(origin, { quickMs = 20, timeoutMs = 20_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const started = performance.now();
    const response = await fetch(`${origin}/healthz`).catch(() => null);
    await response?.arrayBuffer();
    if (response && performance.now() - started < quickMs) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
