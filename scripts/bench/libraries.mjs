// Our code next to the well-kept library that does the same job, measured side by side in one run:
// the figures behind docs/decisions/009-libraries-we-keep-or-adopt.md and
// docs/decisions/010-access-log-without-assets.md.
//
//   node scripts/bench/libraries.mjs [static] [ranges] [logger] [loaders] [mail] [access-log]
//
// No argument runs every part; each part takes under 30 s. Needs a build (`npm run build`), which
// is copied to a temporary directory first so a rebuild meanwhile cannot change what is measured.
// Libraries we did not adopt are not dependencies; install them for a run with
//   npm install --no-save sirv range-parser pino tsx
import { spawn } from "node:child_process";
import {
  closeSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { ensureBuild, freePort, hashedAssetPath, load, median, root } from "./lib.mjs";

const require = createRequire(import.meta.url);

/**
 * Loads TypeScript modules of the app: one esbuild bundle (as scripts/bench/route-table.mjs does),
 * written under node_modules/.cache for the time of the import so that npm packages resolve.
 */
async function importTs(...files) {
  const result = await build({
    stdin: {
      contents: files.map((file) => `export * from ${JSON.stringify(`./${file}`)};`).join("\n"),
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    packages: "external",
    alias: { "~": path.join(root, "app") },
    logLevel: "warning",
  });
  const file = path.join(root, "node_modules", ".cache", `bench-${process.pid}-${Date.now()}.mjs`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, result.outputFiles[0].contents);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(file, { force: true });
  }
}

function hasPackage(name) {
  try {
    require.resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

function missing(names) {
  const absent = names.filter((name) => !hasPackage(name));
  if (absent.length) console.log(`  skipped: npm install --no-save ${absent.join(" ")}`);
  return absent.length > 0;
}

const fmt = (n, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString("en-GB", { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : "—";

function table(header, rows) {
  const widths = header.map((_, i) =>
    Math.max(...[header, ...rows].map((r) => String(r[i]).length)),
  );
  for (const row of [header, ...rows]) {
    console.log(`  ${row.map((cell, i) => String(cell).padEnd(widths[i])).join("  ")}`);
  }
}

/** Runs `node args…`, returning wall time, the child's own CPU report (stderr "cpu …") and stdout. */
function runNode(args, { env = {}, stdout = "pipe" } = {}) {
  const probe = `process.on("exit",()=>{const u=process.cpuUsage();process.stderr.write("\\ncpu "+(u.user+u.system)+"\\n")})`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ["--import", `data:text/javascript,${encodeURIComponent(probe)}`, ...args],
      { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", stdout, "pipe"] },
    );
    let out = "";
    let err = "";
    child.stdout?.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.once("error", reject);
    child.once("exit", (code) => {
      const wallMs = performance.now() - started;
      const cpu = /\ncpu (\d+)\n/.exec(err);
      if (code !== 0) return reject(new Error(`node ${args.join(" ")} exited ${code}\n${err}`));
      resolve({
        wallMs,
        cpuMs: cpu ? Number(cpu[1]) / 1000 : Number.NaN,
        stdout: out,
        stderr: err,
      });
    });
  });
}

/** A copy of the build that a concurrent `npm run build` cannot change under the benchmark. */
function snapshotBuild() {
  ensureBuild();
  const dir = mkdtempSync(path.join(tmpdir(), "bench-libraries-"));
  cpSync(path.join(root, "build"), dir, { recursive: true });
  // build/server.js imports npm packages, resolved from the directory it lives in.
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return {
    dir,
    clientDir: path.join(dir, "client"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function startChild(args, env = {}) {
  const child = spawn(process.execPath, [import.meta.filename, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once("data", (chunk) => resolve(Number(String(chunk).trim())));
    child.once("exit", (code) => reject(new Error(`server exited ${code}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// 1. Static files: app/server/static-files.server.ts + sendEntry vs sirv, same files, same headers.

/** Child process: one static file server on a free loopback port, which it prints. */
async function serveStatic(kind, clientDir) {
  const app = await importTs(
    "app/server/static-files.server.ts",
    "app/server/http/responses.server.ts",
    "app/server/security-headers.server.ts",
  );
  const security = { hsts: false, allowIndexing: true };
  let handler;
  if (kind === "ours") {
    const { entries } = app.loadStaticIndex(clientDir, security);
    const { sendEntry } = app.createResponders(security);
    handler = (req, res) => {
      const url = req.url ?? "/";
      const query = url.indexOf("?");
      const entry = entries.get(query === -1 ? url : url.slice(0, query));
      if (entry) sendEntry(req, res, entry);
      else res.writeHead(404).end();
    };
  } else {
    const { default: sirv } = await import("sirv");
    // The same headers as ours: per-page CSP with the page's inline-script hashes, the three
    // cache policies and the security headers.
    const securityHeaders = app.staticSecurityHeaders(security);
    const plainCsp = app.contentSecurityPolicy({ hashes: [] });
    const pageCsp = new Map();
    const walk = (dir) =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
      );
    for (const file of walk(clientDir).filter((f) => f.endsWith(".html"))) {
      const html = readFileSync(file, "utf8");
      const url = app.urlPathFor(path.relative(clientDir, file));
      pageCsp.set(url, app.contentSecurityPolicy({ hashes: app.inlineScriptHashes(html) }));
    }
    handler = sirv(clientDir, {
      etag: true,
      brotli: true,
      gzip: true,
      setHeaders(res, pathname) {
        const csp = pageCsp.get(pathname);
        res.setHeader(
          "Cache-Control",
          pathname.startsWith("/assets/")
            ? app.immutableCacheControl
            : csp
              ? app.documentCacheControl
              : app.publicFileCacheControl,
        );
        res.setHeader("Content-Security-Policy", csp ?? plainCsp);
        for (const [name, value] of securityHeaders) res.setHeader(name, value);
      },
    });
  }
  const server = http.createServer(handler);
  server.keepAliveTimeout = 5000;
  server.listen(0, "127.0.0.1", () => process.stdout.write(`${server.address().port}\n`));
  process.once("SIGTERM", () => process.exit(0));
}

async function fetchHead(origin, pathname, headers = {}) {
  const response = await fetch(origin + pathname, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes: body.length };
}

async function partStatic() {
  console.log("\n1. Static files: ours (in memory) vs sirv 3 (disk, stat cache)");
  if (missing(["sirv"])) return;
  const snapshot = snapshotBuild();
  const ours = await startChild(["--serve", "ours", snapshot.clientDir]);
  const sirv = await startChild(["--serve", "sirv", snapshot.clientDir]);
  const servers = { ours, sirv };
  try {
    const reactChunk = hashedAssetPath(snapshot.clientDir);
    const video = "/videos/ai-crm-demo.mp4";
    const videoSize = statSync(path.join(snapshot.clientDir, video)).size;
    const br = { "accept-encoding": "gzip, deflate, br" };

    // Behaviour: the answers each gives to requests browsers and players send.
    const checks = [
      [
        "/about, Brotli accepted",
        "/about",
        br,
        (r) => `${r.status} ${r.headers.get("content-encoding")}`,
      ],
      [
        "/about, br;q=0 (Brotli refused)",
        "/about",
        { "accept-encoding": "br;q=0, gzip" },
        (r) => `${r.status} ${r.headers.get("content-encoding")}`,
      ],
      ["video, Range: bytes=0-0", video, { range: "bytes=0-0" }, (r) => `${r.status} ${r.bytes} B`],
      [
        "video, Range: bytes=-1000 (last 1000)",
        video,
        { range: "bytes=-1000" },
        (r) => `${r.status} ${r.headers.get("content-range")}`,
      ],
      [
        "video, Range: bytes=0-1,100-101",
        video,
        { range: "bytes=0-1,100-101" },
        (r) => `${r.status} ${r.bytes} B`,
      ],
      [
        `video, Range: bytes=${videoSize}- (past end)`,
        video,
        { range: `bytes=${videoSize}-` },
        (r) => `${r.status}`,
      ],
    ];
    const rows = [];
    for (const [label, pathname, headers, show] of checks) {
      const cells = [label];
      for (const server of Object.values(servers)) {
        cells.push(show(await fetchHead(server.origin, pathname, headers)));
      }
      rows.push(cells);
    }
    const etagRow = ["/about again with its ETag (If-None-Match)"];
    for (const server of Object.values(servers)) {
      const first = await fetchHead(server.origin, "/about", br);
      const again = await fetchHead(server.origin, "/about", {
        ...br,
        "if-none-match": first.headers.get("etag"),
      });
      etagRow.push(`${again.status}`);
    }
    rows.push(etagRow);
    table(["request", "ours", "sirv"], rows);

    // Throughput, interleaved rounds; CPU per request comes from /proc and survives other load.
    const targets = [
      ["page /about (br)", "/about"],
      ["React DOM chunk (br)", reactChunk],
    ];
    const rounds = Number(process.env.BENCH_RUNS ?? 2);
    const duration = Number(process.env.BENCH_DURATION ?? 2);
    const samples = {};
    for (const [name, server] of Object.entries(servers)) {
      await load(server.origin + "/about", { connections: 10, duration: 1 }); // warm-up
      for (const [label] of targets) samples[`${name}|${label}`] = [];
    }
    for (let round = 0; round < rounds; round++) {
      for (const [label, pathname] of targets) {
        for (const [name, server] of Object.entries(servers)) {
          samples[`${name}|${label}`].push(
            await load(server.origin + pathname, { connections: 10, duration, pid: server.pid }),
          );
        }
      }
    }
    console.log(`  10 connections, ${duration} s × ${rounds} interleaved rounds, medians:`);
    const throughput = [];
    for (const [label] of targets) {
      for (const name of Object.keys(servers)) {
        const runs = samples[`${name}|${label}`];
        throughput.push([
          label,
          name,
          fmt(median(runs.map((r) => r.rps))),
          `${fmt(median(runs.map((r) => r.p99)))} ms`,
          `${fmt(median(runs.map((r) => r.cpuPerRequest)))} µs`,
        ]);
      }
    }
    table(["target", "server", "req/s", "p99", "CPU/request"], throughput);
  } finally {
    await ours.stop();
    await sirv.stop();
    snapshot.remove();
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Byte ranges: parseByteRange vs range-parser (with the adapter we would need).

async function partRanges() {
  console.log("\n2. Byte ranges: parseByteRange vs range-parser");
  if (missing(["range-parser"])) return;
  const { parseByteRange } = await importTs("app/server/byte-range.server.ts");
  const rangeParser = require("range-parser");
  /** What sendEntry would need from range-parser: one range, or ignore, or 416. */
  const viaLibrary = (header, size) => {
    if (header === undefined) return null;
    const ranges = rangeParser(size, header);
    if (ranges === -2) return null;
    if (ranges === -1) return "unsatisfiable";
    if (ranges.type !== "bytes" || ranges.length !== 1) return null;
    return { start: ranges[0].start, end: ranges[0].end };
  };
  const size = 51_669;
  const cases = [
    "bytes=0-",
    "bytes=0-0",
    "bytes=1000-1999",
    "bytes=50000-60000",
    "bytes=-1000",
    "bytes=-60000",
    "bytes=-0",
    "bytes=60000-",
    "bytes=5-2",
    "bytes=0-1,100-101",
    "items=0-5",
    "bytes=abc",
  ];
  const show = (r) =>
    r === null ? "200 (ignored)" : r === "unsatisfiable" ? "416" : `206 ${r.start}-${r.end}`;
  const rows = cases.map((header) => {
    const a = show(parseByteRange(header, size));
    const b = show(viaLibrary(header, size));
    return [header, a, b, a === b ? "" : "differs"];
  });
  table([`Range (size ${size})`, "ours", "range-parser", ""], rows);

  const iterations = 100_000;
  const time = (parse) => {
    const started = performance.now();
    let sink = 0;
    for (let i = 0; i < iterations; i++) {
      for (const header of cases) if (parse(header, size)) sink++;
    }
    return ((performance.now() - started) * 1e6) / (iterations * cases.length) + sink * 0;
  };
  const samples = { ours: [], lib: [] };
  for (let round = 0; round < 5; round++) {
    samples.ours.push(time(parseByteRange));
    samples.lib.push(time(viaLibrary));
  }
  console.log(
    `  parse time, median of 5 × ${fmt(iterations * cases.length)} parses: ours ${fmt(median(samples.ours))} ns, range-parser ${fmt(median(samples.lib))} ns`,
  );
}

// ---------------------------------------------------------------------------------------------
// 3. Logger: app/server/logger.server.ts vs pino, the access-log line, into a file.

/** Child process: writes `count` access-log lines to stdout with one logger; reports its time. */
async function writeLogLines(kind, count) {
  const line = (i) => ["GET", "/services/web-development", 200, (i % 900) / 100];
  let write;
  let finish;
  if (kind === "ours") {
    const { logRequest, flushLogs } = await importTs("app/server/logger.server.ts");
    write = (i) => logRequest(...line(i));
    finish = flushLogs;
  } else {
    const { default: pino } = await import("pino");
    // The same line as ours: level as a word, time in ms, no pid or hostname.
    // pino-async buffers like ours (sonic-boom's minLength must stay under its 16 KiB maxWrite).
    const sync = kind === "pino-sync";
    const destination = pino.destination({ dest: 1, sync, minLength: sync ? 0 : 8 * 1024 });
    const logger = pino(
      { base: null, formatters: { level: (label) => ({ level: label }) } },
      destination,
    );
    write = (i) => {
      const [method, path, status, durationMs] = line(i);
      logger.info({ method, path, status, durationMs }, "request");
    };
    finish = () => destination.flushSync();
  }
  // The server writes lines between requests, not in one burst: yield every 100 lines.
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    write(i);
    if (i % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
  }
  finish();
  process.stderr.write(`\nns ${((performance.now() - started) * 1e6) / count}\n`);
}

async function partLogger() {
  console.log("\n3. Logger: ours (batched, hand-built access line) vs pino 10");
  if (missing(["pino"])) return;
  const dir = mkdtempSync(path.join(tmpdir(), "bench-log-"));
  const count = 100_000;
  const kinds = ["ours", "pino-sync", "pino-async"];
  const samples = Object.fromEntries(kinds.map((k) => [k, { ns: [], bytes: 0, sample: "" }]));
  try {
    for (let round = 0; round < 3; round++) {
      for (const kind of kinds) {
        const file = path.join(dir, `${kind}.log`);
        const fd = openSync(file, "w");
        const result = await runNode([import.meta.filename, "--log", kind, String(count)], {
          stdout: fd,
        });
        closeSync(fd);
        samples[kind].ns.push(Number(/\nns ([\d.]+)\n/.exec(result.stderr)[1]));
        const text = readFileSync(file, "utf8");
        samples[kind].bytes = text.length / count;
        samples[kind].lines = text.split("\n").length - 1;
        samples[kind].sample = text.slice(0, text.indexOf("\n"));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  table(
    ["logger", `ns/line (median of 3 × ${fmt(count)})`, "bytes/line", "lines written"],
    kinds.map((k) => [k, fmt(median(samples[k].ns)), fmt(samples[k].bytes), fmt(samples[k].lines)]),
  );
  for (const k of kinds) console.log(`  ${k}: ${samples[k].sample}`);
}

// ---------------------------------------------------------------------------------------------
// 4. TypeScript loaders for scripts: esbuild bundles (scripts/leads.mjs, bench/route-table.mjs)
//    vs tsx.

async function partLoaders() {
  console.log("\n4. Loading TypeScript in scripts: esbuild bundle (ours) vs tsx");
  if (missing(["tsx"])) return;
  const dir = mkdtempSync(path.join(tmpdir(), "bench-loaders-"));
  const env = { DATABASE_URL: `file:${path.join(dir, "site.db")}`, TMPDIR: dir };
  // Wall time only: esbuild transforms in a Go process of its own and the tsx command line runs
  // the script in a second Node process, so neither shows its whole CPU time to a probe.
  const variants = {
    "node scripts/leads.mjs stats (esbuild bundle)": ["scripts/leads.mjs", "stats"],
    "tsx scripts/leads.ts stats": ["node_modules/tsx/dist/cli.mjs", "scripts/leads.ts", "stats"],
    "route table (scripts/bench/route-table.mjs: esbuild)": [
      import.meta.filename,
      "--route-table",
      "esbuild",
    ],
    "route table (tsx's tsImport)": [import.meta.filename, "--route-table", "tsx"],
  };
  const rounds = 5;
  const samples = Object.fromEntries(Object.keys(variants).map((k) => [k, []]));
  try {
    // First runs create the database and tsx's transform cache; they are not counted.
    for (const args of Object.values(variants)) await runNode(args, { env });
    for (let round = 0; round < rounds; round++) {
      for (const [name, args] of Object.entries(variants)) {
        samples[name].push((await runNode(args, { env })).wallMs);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  table(
    [`command (warm caches, ${rounds} interleaved runs)`, "median wall time", "fastest"],
    Object.entries(samples).map(([name, runs]) => [
      name,
      `${fmt(median(runs))} ms`,
      `${fmt(Math.min(...runs))} ms`,
    ]),
  );
}

async function loadRouteTableWith(kind) {
  if (kind === "tsx") {
    const { tsImport } = await import("tsx/esm/api");
    const { routeTable } = await tsImport(path.join(root, "app/route-table.ts"), import.meta.url);
    return routeTable;
  }
  const { loadRouteTable } = await import("./route-table.mjs");
  return (await loadRouteTable()).routeTable;
}

// ---------------------------------------------------------------------------------------------
// 5. Mail in tests: the hand-written quoted-printable decoder we had vs mailparser.

async function partMail() {
  console.log("\n5. Reading test mail: hand-written decoder (removed) vs mailparser");
  if (missing(["mailparser", "nodemailer"])) return;
  const { leadNotificationMail } = await importTs("app/server/mail.server.ts");
  const { simpleParser } = await import("mailparser");
  const nodemailer = (await import("nodemailer")).default;
  const lead = {
    id: "lead_01",
    kind: "contact",
    call: null,
    name: "Zoë Ramaswamy-Øster",
    email: "zoe@example.com",
    phone: "+91 98765 43210",
    subject: "Budget ₹4,00,000 — app for “Nāṭya” school",
    message: `Namaste! We need an app for our dance school in Bengaluru. ${"A long line of detail. ".repeat(8)}Budget: ₹4,00,000 – is that enough? 🙏`,
    services: ["mobile-apps"],
    sourcePage: "/contact",
    consentVersion: "2026-01",
    createdAt: "2026-11-24T10:00:00.000Z",
  };
  const mail = leadNotificationMail(lead);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const { message } = await transport.sendMail({
    from: "site@example.com",
    to: "agency@example.com",
    ...mail,
  });
  const raw = message.toString("utf8");
  // What tests/e2e/leads-support.ts did before mailparser.
  const handDecoded = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  const parsed = await simpleParser(message);
  const parserText = [parsed.subject, parsed.text, parsed.html].join("\n");
  const expected = [lead.name, "₹4,00,000", "“Nāṭya”", "Bengaluru", "🙏", lead.subject];
  table(
    ["text a test looks for", "hand decoder", "mailparser"],
    expected.map((s) => [
      s,
      handDecoded.includes(s) ? "found" : "missed",
      parserText.includes(s) ? "found" : "missed",
    ]),
  );
  const times = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await simpleParser(message);
    times.push(performance.now() - started);
  }
  console.log(
    `  mailparser: ${fmt(median(times), 2)} ms per mail (median of 200), ${fmt(raw.length)} B message`,
  );
}

// ---------------------------------------------------------------------------------------------
// 6. Access log: what a page view writes, and what a log line costs the server.

async function partAccessLog() {
  console.log("\n6. Access log: one line per asset, or per page and failure");
  const snapshot = snapshotBuild();
  try {
    // The files a first view of the home page fetches from us: what its HTML names (scripts,
    // style, font, icon, one image per <img>; lazy images count, as a visitor scrolls).
    const html = readFileSync(path.join(snapshot.clientDir, "index.html"), "utf8");
    const files = new Set(
      [
        ...html.matchAll(/"(\/assets\/[^"]+)"/g),
        ...html.matchAll(/<img [^>]*src="(\/[^"]+)"/g),
        ...html.matchAll(/<link rel="icon" href="(\/[^"]+)"/g),
      ].map((m) => m[1]),
    );
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
    const server = spawn(process.execPath, [path.join(snapshot.dir, "server.js")], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
      },
      stdio: ["ignore", "pipe", "ignore"],
    });
    let logged = "";
    server.stdout.on("data", (chunk) => (logged += chunk));
    const origin = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100 && !logged.includes('"listening"'); i++)
      await new Promise((r) => setTimeout(r, 100));
    const before = logged.length;
    await fetchHead(origin, "/", { "accept-encoding": "br" });
    for (const file of files) await fetchHead(origin, file, { "accept-encoding": "br" });
    await new Promise((r) => setTimeout(r, 200)); // the logger writes every 50 ms
    const lines = logged
      .slice(before)
      .split("\n")
      .filter((l) => l.includes('"msg":"request"'));
    // The line each file would have had (logger.server.ts's logRequest format).
    const assetBytes = [...files].reduce(
      (n, file) =>
        n +
        `{"time":${Date.now()},"level":"info","msg":"request","method":"GET","path":${JSON.stringify(file)},"status":200,"durationMs":0.05}\n`
          .length,
      0,
    );
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
    const bytesNow = lines.reduce((n, l) => n + l.length + 1, 0);
    console.log(
      `  home page view: 1 page + ${files.size} files → ${lines.length} line(s), ${fmt(bytesNow)} B logged; ` +
        `one line per file as well would be ${files.size + 1} lines, about ${fmt(bytesNow + assetBytes)} B`,
    );

    // The cost of a line: the same logged page with ACCESS_LOG on and off.
    const start = async (accessLog) => {
      const p = await freePort();
      const d = mkdtempSync(path.join(tmpdir(), "bench-data-"));
      const child = spawn(process.execPath, [path.join(snapshot.dir, "server.js")], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: String(p),
          ACCESS_LOG: accessLog,
          DATABASE_URL: `file:${path.join(d, "site.db")}`,
        },
        stdio: ["ignore", "ignore", "ignore"],
      });
      for (let i = 0; i < 100; i++) {
        if (
          await fetch(`http://127.0.0.1:${p}/healthz`).then(
            () => true,
            () => false,
          )
        )
          break;
        await new Promise((r) => setTimeout(r, 100));
      }
      return {
        origin: `http://127.0.0.1:${p}`,
        pid: child.pid,
        stop: async () => {
          child.kill("SIGTERM");
          await new Promise((r) => child.once("exit", r));
          rmSync(d, { recursive: true, force: true });
        },
      };
    };
    const servers = { on: await start("on"), off: await start("off") };
    const duration = Number(process.env.BENCH_DURATION ?? 2);
    const samples = { on: [], off: [] };
    try {
      for (const s of Object.values(servers))
        await load(s.origin + "/about", { connections: 10, duration: 1 });
      for (let round = 0; round < 3; round++) {
        for (const [name, s] of Object.entries(servers)) {
          samples[name].push(
            await load(s.origin + "/about", { connections: 10, duration, pid: s.pid }),
          );
        }
      }
    } finally {
      for (const s of Object.values(servers)) await s.stop();
    }
    table(
      [`/about, 10 connections, ${duration} s × 3 interleaved`, "req/s", "CPU/request"],
      Object.entries(samples).map(([name, runs]) => [
        `ACCESS_LOG=${name}`,
        fmt(median(runs.map((r) => r.rps))),
        `${fmt(median(runs.map((r) => r.cpuPerRequest)))} µs`,
      ]),
    );
  } finally {
    snapshot.remove();
  }
}

// ---------------------------------------------------------------------------------------------

const [mode, ...rest] = process.argv.slice(2);
if (mode === "--serve") {
  await serveStatic(rest[0], rest[1]);
} else if (mode === "--log") {
  await writeLogLines(rest[0], Number(rest[1]));
} else if (mode === "--route-table") {
  const routes = await loadRouteTableWith(rest[0]);
  if (!routes.length) throw new Error("empty route table");
} else {
  const parts = {
    static: partStatic,
    ranges: partRanges,
    logger: partLogger,
    loaders: partLoaders,
    mail: partMail,
    "access-log": partAccessLog,
  };
  const chosen = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(parts);
  console.log(`libraries — ${new Date().toISOString()}, Node ${process.version}`);
  for (const name of chosen) {
    if (!parts[name])
      throw new Error(`unknown part ${name}; parts: ${Object.keys(parts).join(", ")}`);
    await parts[name]();
  }
}
