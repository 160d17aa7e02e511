// The static reference for `npm run bench:lighthouse -- --static-reference`: this build's own
// pages with every script taken out, served in front of the build's server. Measured in the same
// interleaved run, it says what a page's HTML and CSS cost on this machine at this hour, so a
// page's TBT can be read against the TBT of the same page doing no script work at all (issue 29:
// on a busy shared host, the page's own parsing, style and layout can score TBT without a script).
import http from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { freePort } from "./lib.mjs";

const brotli = promisify(zlib.brotliCompress);

/** Every `<script>` element (boot scripts, speculation rules, modules, structured data) and
 * every module preload: what remains is the page as a browser without JavaScript gets it. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

/** Serves `upstreamOrigin` on a loopback port: documents without their scripts (compressed as
 * the build's server compresses them), everything else passed through untouched. */
export async function startStaticReference(upstreamOrigin) {
  const upstream = new URL(upstreamOrigin);
  const port = await freePort();
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: upstream.host };
    const wantsHtml = (request.headers.accept ?? "").includes("text/html");
    const takesBrotli = (request.headers["accept-encoding"] ?? "").includes("br");
    // A document is fetched uncompressed so its scripts can be taken out.
    if (wantsHtml) delete headers["accept-encoding"];
    const proxied = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers,
      },
      async (answer) => {
        const isHtml = (answer.headers["content-type"] ?? "").startsWith("text/html");
        if (!wantsHtml || !isHtml) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks = [];
        for await (const chunk of answer) chunks.push(chunk);
        const html = Buffer.from(withoutScripts(Buffer.concat(chunks).toString("utf8")));
        const body = takesBrotli ? await brotli(html) : html;
        // The body's length and encoding are this proxy's now, not the server's.
        const sent = { ...answer.headers, "content-length": body.length };
        delete sent["transfer-encoding"];
        if (takesBrotli) sent["content-encoding"] = "br";
        response.writeHead(answer.statusCode ?? 502, sent);
        response.end(body);
      },
    );
    proxied.on("error", (error) => {
      response.writeHead(502, { "content-type": "text/plain" });
      response.end(`static reference: ${error.message}`);
    });
    request.pipe(proxied);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve);
        // A browser's keep-alive connections would otherwise hold the close open.
        server.closeAllConnections();
      }),
  };
}
