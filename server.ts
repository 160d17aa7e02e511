/**
 * Production server (`npm start`). Prerendered pages and assets come straight from
 * build/client; everything else (404s, form posts, query-string variants) goes to React Router.
 * Built to build/server.js by scripts/build-server.mjs.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestListener } from "@react-router/node";
import type { ServerBuild } from "react-router";

const buildDir = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(buildDir, "client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".data": "text/x-script",
  ".mp4": "video/mp4",
};

/** Maps a URL path to a file under build/client, or null when nothing static matches. */
async function findStaticFile(urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null; // malformed escapes cannot name a file; the router answers them
  }
  const candidates = decoded.endsWith("/")
    ? [path.join(decoded, "index.html")]
    : [decoded, path.join(decoded, "index.html")];
  for (const candidate of candidates) {
    const file = path.join(clientDir, candidate);
    if (!file.startsWith(clientDir + path.sep)) return null;
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return file;
  }
  return null;
}

const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
const handleWithRouter = createRequestListener({
  build,
  mode: process.env.NODE_ENV ?? "production",
});

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  if ((req.method === "GET" || req.method === "HEAD") && url.search === "") {
    const file = await findStaticFile(url.pathname);
    if (file) {
      const type = contentTypes[path.extname(file)] ?? "application/octet-stream";
      const immutable = url.pathname.startsWith("/assets/");
      res.writeHead(200, {
        "Content-Type": type,
        "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=300",
      });
      if (req.method === "HEAD") return res.end();
      createReadStream(file).pipe(res);
      return;
    }
  }
  await handleWithRouter(req, res);
});

server.listen(port, host, () => {
  console.log(`Server listening on http://${host}:${port}`);
});
