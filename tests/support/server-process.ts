/**
 * Starts the production server (build/server.js) on a random loopback port for a test file, with
 * its own temporary data directory, and stops it again.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningServer {
  origin: string;
  port: number;
  process: ChildProcess;
  /** Every line the server wrote to stdout so far. */
  logs: string[];
  /** Everything the server wrote to stderr so far (stack traces would land here). */
  stderr(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** `extraEnv` adds or overrides settings; a setting given as undefined is left out entirely. */
export async function startServer(
  extraEnv: Record<string, string | undefined> = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "server-test-"));
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
    ...extraEnv,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const child = spawn(process.execPath, ["build/server.js"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = "";
    const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 20_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        logs.push(line);
        const match = /"msg":"listening".*"url":"http:\/\/127\.0\.0\.1:(\d+)"/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${stderr}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    process: child,
    logs,
    stderr: () => stderr,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A plain node:http request: no automatic decompression, no connection reuse surprises. */
export function request(
  origin: string,
  pathWithQuery: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${pathWithQuery}`,
      { method: options.method ?? "GET", headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}
