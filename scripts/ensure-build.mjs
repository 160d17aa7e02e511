// `npm start` builds the site first when there is no production build yet, so
// `npm install && npm start` works on a fresh clone. Rebuild after changes with `npm run build`.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/server.js") || !existsSync("build/server/index.js")) {
  console.log("No production build found; running `npm run build` first.");
  execSync("npm run build", { stdio: "inherit" });
}
