// Shared by the leads benchmarks: starts build/server.js on a free loopback port with its own
// database, waits until it listens, and stops it (gracefully or with SIGKILL).
import { spawn } from "node:child_process";

// One free-port probe for every benchmark.
export { freePort } from "./lib.mjs";

export async function startServer({ port, databaseUrl, env = {} }) {
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LEADS_SECRET: "benchmark-only-secret-not-for-production",
      RATE_LIMIT_MAX: "100000000",
      FORM_MIN_FILL_MS: "0",
      ACCESS_LOG: "off",
      SMTP_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk.toString()));
  child.stdout.resume();
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    origin,
    child,
    alive: () => child.exitCode === null && child.signalCode === null,
    async kill(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
