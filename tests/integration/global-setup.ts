// Integration tests run against the production build. `npm test` builds once before Vitest;
// a bare `npx vitest run` on a fresh checkout builds here instead of failing.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export default function ensureBuild(): void {
  if (existsSync("build/server.js") && existsSync("build/server/index.js")) return;
  execSync("npm run build", { stdio: "inherit" });
}
