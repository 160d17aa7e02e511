import { readdirSync } from "node:fs";
import path from "node:path";

const clientDir = path.resolve("build/client");

/**
 * Every prerendered HTML page of the production build, as URL paths ("/", "/blog", …), read
 * from build/client so the list is what was really built, not what a table says was.
 */
export function prerenderedPagePaths(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(clientDir, "assets")) walk(full);
      } else if (entry.name === "index.html") {
        const rel = path.relative(clientDir, dir).split(path.sep).join("/");
        found.push(rel === "" ? "/" : `/${rel}`);
      }
    }
  };
  walk(clientDir);
  if (found.length === 0) throw new Error("No prerendered pages in build/client: run the build");
  return found.sort();
}
