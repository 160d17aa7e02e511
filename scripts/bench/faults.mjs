// bench:faults — how the production server behaves with hostile or unlucky clients. Every
// phase is bounded in connections and time; figures are printed, nothing here is pass/fail.
//   1. slowloris: connections that trickle header bytes (cut off by headersTimeout)
//   2. idle keep-alive connections (closed after keepAliveTimeout), site latency meanwhile
//   3. oversized and malformed requests (413/411/400/431, never 5xx)
//   4. a flood of form posts (429s) and a visitor's GET latency meanwhile
//   5. SIGTERM under load: no response may be cut off
//   6. a flood of unknown slugs under a real route pattern, and a visitor's latency meanwhile
//   7. another process holding the SQLite write lock for 5 s: a visitor's latency meanwhile and
//      what happens to a lead posted while it waits
import http from "node:http";
import net from "node:net";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { ensureBuild, median, memoryMiB, startOurServer } from "./lib.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function get(origin, path, agent = false) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.get(`${origin}${path}`, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      res.on("error", (error) => resolve({ error: error.code ?? error.message }));
    });
    req.on("error", (error) => resolve({ error: error.code ?? error.message }));
    req.setTimeout(10_000, () => req.destroy(new Error("client timeout")));
  });
}

/** Latency of one visitor fetching /about sequentially for `ms` milliseconds. */
async function visitorLatency(origin, ms) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  let failures = 0;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const result = await get(origin, "/about", agent);
    if (result.error || result.status !== 200) failures++;
    else times.push(result.ms);
    await sleep(20);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  return {
    requests: times.length + failures,
    failures,
    p50: times.length ? median(times).toFixed(2) : "n/a",
    p99: times.length ? times[Math.floor(times.length * 0.99)]?.toFixed(2) : "n/a",
  };
}

async function slowloris(server, count = 200, ms = 13_000) {
  const sockets = [];
  let closedByServer = 0;
  const openedAt = Date.now();
  const closeTimes = [];
  for (let i = 0; i < count; i++) {
    const socket = net.connect(server.port, "127.0.0.1");
    socket.on("error", () => {});
    // Read what the server sends (its 408) so that its closing reaches us as "close".
    socket.resume();
    socket.on("close", () => {
      closedByServer++;
      closeTimes.push(Date.now() - openedAt);
    });
    socket.write("GET /about HTTP/1.1\r\nHost: bench\r\n");
    sockets.push(socket);
  }
  const trickle = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write("X-a: b\r\n");
  }, 1_000);
  const latency = await visitorLatency(server.origin, 4_000);
  await sleep(ms - 4_000);
  clearInterval(trickle);
  for (const socket of sockets) socket.destroy();
  console.log(
    `1. slowloris: ${count} connections trickling headers; visitor GET /about during it: ` +
      `p50 ${latency.p50} ms, p99 ${latency.p99} ms, ${latency.failures}/${latency.requests} failed; ` +
      `${closedByServer}/${count} cut off by the server within ${ms / 1000} s ` +
      `(median after ${closeTimes.length ? (median(closeTimes) / 1000).toFixed(1) : "n/a"} s)`,
  );
}

async function idleKeepAlives(server, count = 1_000) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: count, maxFreeSockets: count });
  const before = memoryMiB(server.child.pid).rss;
  await Promise.all(Array.from({ length: count }, () => get(server.origin, "/about", agent)));
  const open = () => Object.values(agent.freeSockets).reduce((n, list) => n + list.length, 0);
  const idleAtStart = open();
  const during = memoryMiB(server.child.pid).rss;
  const latency = await visitorLatency(server.origin, 2_000);
  await sleep(5_000);
  const idleAfter = open();
  agent.destroy();
  console.log(
    `2. idle keep-alives: ${idleAtStart} idle connections; RSS ${before} → ${during} MiB; ` +
      `visitor p50 ${latency.p50} ms, p99 ${latency.p99} ms; ${idleAfter} still open after 7 s ` +
      `(keepAliveTimeout 5 s)`,
  );
}

async function formFlood(server, seconds = 8) {
  const body = "intent=contact&name=Flood&email=flood%40example.com&message=" + "x".repeat(200);
  const flood = autocannon({
    url: `${server.origin}/contact`,
    connections: 50,
    duration: seconds,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  await sleep(1_000);
  const latency = await visitorLatency(server.origin, (seconds - 2) * 1_000);
  const result = await flood;
  const codes = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(", ");
  const fiveXX = Object.entries(result.statusCodeStats)
    .filter(([code]) => code.startsWith("5"))
    .reduce((n, [, { count }]) => n + count, 0);
  console.log(
    `4. form-post flood: ${result.requests.total} posts in ${seconds} s (${codes || "none"}; ` +
      `5xx: ${fiveXX}); visitor GET /about meanwhile: p50 ${latency.p50} ms, p99 ${latency.p99} ms, ` +
      `${latency.failures}/${latency.requests} failed`,
  );
}

async function unknownSlugFlood(server, seconds = 8) {
  let n = 0;
  const flood = autocannon({
    url: server.origin,
    connections: 50,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/services/no-such-${++n}` }) }],
  });
  await sleep(1_000);
  const latency = await visitorLatency(server.origin, (seconds - 2) * 1_000);
  const result = await flood;
  const codes = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(", ");
  console.log(
    `6. unknown-slug flood (/services/no-such-N, 50 connections): ${Math.round(result.requests.average)} req/s ` +
      `(${codes}); visitor GET /about meanwhile: p50 ${latency.p50} ms, p99 ${latency.p99} ms, ` +
      `${latency.failures}/${latency.requests} failed`,
  );
}

async function heldWriteLock(server, holdMs = 5_000) {
  const holder = new Database(server.databaseFile);
  holder.exec("begin immediate");
  const released = sleep(holdMs).then(() => holder.exec("commit"));
  const body = new URLSearchParams({
    name: "Lock Test",
    email: "lock@example.com",
    subject: "Held lock",
    message: "Posted while another process holds the write lock.",
    consent: "yes",
  }).toString();
  await sleep(500);
  const started = performance.now();
  const posted = fetch(`${server.origin}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  }).then((response) => ({ status: response.status, ms: performance.now() - started }));
  const latency = await visitorLatency(server.origin, holdMs - 1_000);
  await released;
  const lead = await posted;
  const stored = holder
    .prepare("select count(*) as n from leads where subject = ?")
    .get("Held lock").n;
  holder.close();
  console.log(
    `7. SQLite write lock held by another process for ${holdMs / 1000} s: visitor GET /about ` +
      `meanwhile p50 ${latency.p50} ms, p99 ${latency.p99} ms (${latency.requests} requests); a lead ` +
      `posted 0.5 s in answered ${lead.status} after ${Math.round(lead.ms)} ms, ${stored} stored`,
  );
}

function raw(server, payload, { endAfterWrite = false } = {}) {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, "127.0.0.1", () => {
      socket.write(payload);
      if (endAfterWrite) socket.end();
    });
    let data = "";
    socket.setTimeout(15_000, () => socket.destroy());
    socket.on("data", (chunk) => {
      data += chunk.toString("latin1");
      if (/^HTTP\/1\.1 \d{3}/.test(data)) socket.destroy();
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? "closed"));
  });
}

async function malformed(server) {
  const cases = [
    [
      "oversized body (Content-Length 10 MB)",
      "POST /contact HTTP/1.1\r\nHost: b\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10485760\r\n\r\nname=x",
    ],
    [
      "chunked body without length",
      "POST /contact HTTP/1.1\r\nHost: b\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n",
    ],
    ["invalid Content-Length", "POST /contact HTTP/1.1\r\nHost: b\r\nContent-Length: abc\r\n\r\n"],
    ["garbage request line", "HELLO WORLD\r\n\r\n"],
    ["invalid header name", "GET / HTTP/1.1\r\nHost: b\r\nBad Header: x\r\n\r\n"],
    [
      "header block over 16 KiB",
      `GET / HTTP/1.1\r\nHost: b\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    ],
    ["URL over 16 KiB", `GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: b\r\n\r\n`],
    [
      "bad percent-encoding in path",
      "GET /%zz%E0%A4 HTTP/1.1\r\nHost: b\r\nConnection: close\r\n\r\n",
    ],
    [
      "bad percent-encoding in query",
      "GET /apps?q=%zz HTTP/1.1\r\nHost: b\r\nConnection: close\r\n\r\n",
    ],
    [
      "path traversal",
      "GET /assets/..%2f..%2fserver.js HTTP/1.1\r\nHost: b\r\nConnection: close\r\n\r\n",
    ],
    ["unknown method", "BREW /about HTTP/1.1\r\nHost: b\r\nConnection: close\r\n\r\n"],
    [
      "form post with a broken body",
      "POST /contact HTTP/1.1\r\nHost: b\r\nContent-Type: multipart/form-data; boundary=zz\r\nContent-Length: 9\r\nConnection: close\r\n\r\n--zz\r\nbad",
    ],
    ["HTTP/1.0 without Host", "GET /about HTTP/1.0\r\n\r\n"],
  ];
  const results = [];
  for (const [label, payload] of cases) results.push([label, await raw(server, payload)]);
  const fiveXX = results.filter(([, status]) => status.startsWith("5")).length;
  console.log(`3. oversized and malformed requests (5xx: ${fiveXX}):`);
  for (const [label, status] of results) console.log(`   ${label.padEnd(40)} ${status}`);
}

async function sigtermUnderLoad() {
  const server = await startOurServer();
  const counts = { ok: 0, other: 0, refused: 0, resetBeforeResponse: 0, truncated: 0 };
  let stopping = false;
  const worker = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (!stopping) {
      await new Promise((resolve) => {
        const req = http.get(`${server.origin}/about`, { agent }, (res) => {
          let received = 0;
          res.on("data", (chunk) => (received += chunk.length));
          res.on("end", () => {
            const expected = Number(res.headers["content-length"]);
            if (Number.isFinite(expected) && received !== expected) counts.truncated++;
            else if (res.statusCode === 200) counts.ok++;
            else counts.other++;
            resolve();
          });
          res.on("aborted", () => {
            counts.truncated++;
            resolve();
          });
          res.on("error", () => resolve());
        });
        req.on("error", (error) => {
          if (error.code === "ECONNREFUSED") {
            counts.refused++;
            stopping = true;
          } else counts.resetBeforeResponse++;
          resolve();
        });
      });
    }
    agent.destroy();
  };
  const workers = Array.from({ length: 50 }, worker);
  await sleep(1_500);
  const signalledAt = Date.now();
  server.child.kill("SIGTERM");
  const exitCode = await new Promise((resolve) => server.child.once("exit", resolve));
  const exitMs = Date.now() - signalledAt;
  await sleep(200);
  stopping = true;
  await Promise.all(workers);
  await server.stop();
  console.log(
    `5. SIGTERM under load (50 keep-alive clients): exit code ${exitCode} after ${exitMs} ms; ` +
      `${counts.ok} complete responses, ${counts.truncated} cut off, ` +
      `${counts.resetBeforeResponse} connections closed before a response started, ` +
      `${counts.refused} refused after close`,
  );
}

ensureBuild();
const server = await startOurServer();
try {
  console.log("bench:faults");
  await slowloris(server);
  await idleKeepAlives(server);
  // Before the flood, so that the flood guard's 429s do not mask the answers to check here.
  await malformed(server);
  await formFlood(server);
  await unknownSlugFlood(server);
} finally {
  await server.stop();
}
// A fresh server (the flood above used up its rate limit) that waits up to 8 s for the lock.
const lockServer = await startOurServer({ SQLITE_WRITE_WAIT_MS: "8000" });
try {
  await heldWriteLock(lockServer);
} finally {
  await lockServer.stop();
}
await sigtermUnderLoad();
