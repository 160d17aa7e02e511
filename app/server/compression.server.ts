import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import zlib from "node:zlib";
import { acceptedEncodings, isCompressibleType } from "./static-files.server";

/** Fast settings: these bodies are compressed per request, unlike the build's precompressed files. */
const brotliQuality = 4;
const gzipLevel = 6;

function addVary(headers: Headers, value: string) {
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", value);
  else if (
    !vary
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(value.toLowerCase())
  ) {
    headers.set("Vary", `${vary}, ${value}`);
  }
}

/**
 * Compresses a response React Router rendered (the 404 page, pages with a query string, form
 * results) with Brotli or gzip, whichever the client accepts; prerendered files are compressed at
 * build time instead. Every write is flushed, so a streamed page still arrives as it renders.
 */
export function compressResponse(request: Request, response: Response): Response {
  const type = response.headers.get("Content-Type") ?? "";
  if (
    !response.body ||
    request.method === "HEAD" ||
    response.headers.has("Content-Encoding") ||
    !isCompressibleType(type)
  ) {
    return response;
  }
  const headers = new Headers(response.headers);
  addVary(headers, "Accept-Encoding");
  const accepted = acceptedEncodings(request.headers.get("Accept-Encoding") ?? undefined);
  const compressor = accepted.br
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality },
      })
    : accepted.gzip
      ? zlib.createGzip({ level: gzipLevel, flush: zlib.constants.Z_SYNC_FLUSH })
      : null;
  const init = { status: response.status, statusText: response.statusText, headers };
  if (!compressor) return new Response(response.body, init);

  headers.set("Content-Encoding", accepted.br ? "br" : "gzip");
  headers.delete("Content-Length");
  const source = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  // A failure while rendering must reach the client as a broken response, not a clean end.
  source.once("error", (error) => compressor.destroy(error));
  const compressed = Readable.toWeb(source.pipe(compressor)) as ReadableStream<Uint8Array>;
  return new Response(compressed, init);
}
