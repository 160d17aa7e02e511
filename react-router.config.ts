import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths, serverRouting } from "./app/route-table.ts";

export default {
  // Server rendering stays on for what cannot be static: the 404 page, form actions and
  // query-string variants such as /apps?q=…; every static page is prerendered to HTML.
  ssr: true,
  prerender: prerenderPaths,
  // The production server decides without rendering which URLs are files, redirects, 404s or
  // renders; it reads the route table's facts from this file (app/server/http/routing.server.ts).
  buildEnd({ reactRouterConfig }) {
    const dir = path.join(reactRouterConfig.buildDirectory, "server");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "routing.json"), `${JSON.stringify(serverRouting(), null, 2)}\n`);
  },
} satisfies Config;
