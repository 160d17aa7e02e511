/**
 * A throwaway PostgreSQL cluster for tests: initdb in a temp dir, listening on 127.0.0.1 on a
 * free port, removed afterwards. PostgreSQL refuses to run as root, so as root the cluster runs
 * as the `postgres` system user. Returns null when the server binaries are missing (the caller
 * skips with a message, except in CI where Postgres is required).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface TemporaryPostgres {
  url: string;
  stop(): Promise<void>;
}

function findPostgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, "bin");
    if (existsSync(path.join(bin, "postgres")) && existsSync(path.join(bin, "initdb"))) return bin;
  }
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startTemporaryPostgres(): Promise<TemporaryPostgres | null> {
  if (process.env.TEST_POSTGRES_URL) {
    return { url: process.env.TEST_POSTGRES_URL, stop: async () => {} };
  }
  const bin = findPostgresBin();
  if (!bin) return null;
  const isRoot = process.getuid?.() === 0;
  const asUser = (command: string, args: string[]) =>
    isRoot
      ? { command: "runuser", args: ["-u", "postgres", "--", command, ...args] }
      : { command, args };
  const dir = mkdtempSync(path.join(os.tmpdir(), "pg-test-"));
  const dataDir = path.join(dir, "data");
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const init = asUser(path.join(bin, "initdb"), [
    "-D",
    dataDir,
    "-U",
    "test",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  execFileSync(init.command, init.args, { stdio: "ignore" });
  const port = await freePort();
  const run = asUser(path.join(bin, "postgres"), [
    "-D",
    dataDir,
    "-h",
    "127.0.0.1",
    "-p",
    String(port),
    "-k",
    dir,
    "-c",
    "fsync=off",
    "-c",
    "synchronous_commit=off",
    "-c",
    "full_page_writes=off",
  ]);
  const child: ChildProcess = spawn(run.command, run.args, { stdio: "ignore" });
  const url = `postgres://test@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (ready) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
      throw new Error("temporary PostgreSQL did not start");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // Accepting TCP is not quite "ready"; give the startup process a moment to finish recovery.
  await new Promise((r) => setTimeout(r, 300));
  return {
    url,
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        // Signal the postmaster itself (runuser does not pass signals on); SIGQUIT is
        // PostgreSQL's immediate shutdown, fine for a cluster that is deleted right after.
        const pid = Number(
          readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0],
        );
        process.kill(pid, "SIGQUIT");
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A suite's PostgreSQL database: a throwaway cluster's URL and how to stop it, or null (the
 * suite skips, with a warning) where the binaries are missing. In CI they are required.
 */
export async function postgresForSuite(
  suite: string,
): Promise<{ url: string; cleanup: () => Promise<void> } | null> {
  const server = await startTemporaryPostgres();
  if (!server) {
    if (process.env.CI) throw new Error("PostgreSQL is required in CI (.ci/run installs it)");
    console.warn(`PostgreSQL server binaries not found: skipping ${suite} locally.`);
    return null;
  }
  return { url: server.url, cleanup: () => server.stop() };
}
