/**
 * Answers the server writes itself, without React Router: files and cached pages from memory
 * (with validators and byte ranges), and small fixed answers (redirects, refusals, health).
 * Every one carries the security headers.
 */
import type http from "node:http";
import { parseByteRange, partialContentHeaders } from "../byte-range.server";
import {
  contentSecurityPolicy,
  staticSecurityHeaders,
  type SecurityHeaderOptions,
} from "../security-headers.server";
import { selectVariant, type StaticEntry } from "../static-files.server";

export function createResponders(options: SecurityHeaderOptions) {
  const securityHeaders = staticSecurityHeaders(options);

  /** The CSP (with this response's nonce, if it renders inline scripts) and the rest. */
  function setSecurityHeaders(res: http.ServerResponse, nonce?: string) {
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy(nonce ? { nonce } : { hashes: [] }),
    );
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
  }

  /** A small fixed answer: redirects, 4xx refusals, health. Never cached. */
  function sendPlain(
    res: http.ServerResponse,
    status: number,
    body: string,
    extra: Record<string, string> = {},
    head = false,
  ): number {
    setSecurityHeaders(res);
    if (status === 204) {
      // No content means no Content-Length or Content-Type either (RFC 9110 §8.6).
      res.writeHead(status, { "Cache-Control": "no-store", ...extra });
      res.end();
      return status;
    }
    res.writeHead(status, {
      "Content-Type": extra["Content-Type"] ?? "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
      ...extra,
    });
    res.end(head ? undefined : body);
    return status;
  }

  /**
   * A file or cached page from memory: the encoding the client accepts, 304 for a matching
   * ETag, byte ranges for media (so video players can seek). `status` other than 200 serves a
   * cached page as an error answer (the 404 and 403 pages).
   */
  function sendEntry(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    entry: StaticEntry,
    status = 200,
  ): number {
    const variant = selectVariant(entry, req.headers["accept-encoding"]);
    const head = req.method === "HEAD";
    const ifNoneMatch = req.headers["if-none-match"];
    if (
      status === 200 &&
      ifNoneMatch !== undefined &&
      (ifNoneMatch === "*" || ifNoneMatch.includes(variant.etag))
    ) {
      res.writeHead(304, variant.notModifiedHeaders);
      res.end();
      return 304;
    }
    // Media (files without compressed variants) answer byte ranges.
    if (status === 200 && !entry.compressible) {
      const size = variant.body.length;
      const range = parseByteRange(req.headers.range, size);
      if (range === "unsatisfiable") {
        res.writeHead(416, [
          ...variant.notModifiedHeaders,
          "Content-Range",
          `bytes */${size}`,
          "Content-Length",
          "0",
        ]);
        res.end();
        return 416;
      }
      if (range) {
        res.writeHead(206, partialContentHeaders(variant.headers, range, size));
        res.end(head ? undefined : variant.body.subarray(range.start, range.end + 1));
        return 206;
      }
      res.writeHead(200, [...variant.headers, "Accept-Ranges", "bytes"]);
      res.end(head ? undefined : variant.body);
      return 200;
    }
    res.writeHead(status, variant.headers);
    res.end(head ? undefined : variant.body);
    return status;
  }

  return { setSecurityHeaders, sendPlain, sendEntry };
}
