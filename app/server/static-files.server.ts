/**
 * In-memory index of the static build (build/client): prerendered pages, hashed assets and public
 * files, with the Brotli and gzip variants that scripts/build-server.mjs precompressed. Loaded once at start-up so a request for a static file
 * is one map lookup and one write of ready-made headers and bytes.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  staticSecurityHeaders,
  type SecurityHeaderOptions,
} from "./security-headers.server";

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip" | "identity";

export interface StaticVariant {
  body: Buffer;
  etag: string;
  /** Complete response headers as a flat [name, value, name, value, …] list for writeHead. */
  headers: string[];
  /** Headers for a 304 answer to a matching If-None-Match. */
  notModifiedHeaders: string[];
}

export interface StaticEntry {
  /** Whether precompressed variants exist; such responses carry Vary: Accept-Encoding. */
  compressible: boolean;
  /**
   * A file pages load (script, style, image, font, media), as opposed to a document someone asks
   * for by its URL (page, feed, sitemap, robots.txt). Assets are access-logged only
   * when they fail (docs/decisions/010-access-log-without-assets.md).
   */
  asset: boolean;
  identity: StaticVariant;
  br?: StaticVariant;
  gzip?: StaticVariant;
}

/** Hashed build output never changes under its name. */
export const immutableCacheControl = "public, max-age=31536000, immutable";
/** Pages change with each deploy; browsers revalidate them often (ETag, 304). */
export const documentCacheControl = "public, max-age=60, must-revalidate";
/** Unhashed public files (favicon, robots.txt, images). */
export const publicFileCacheControl = "public, max-age=3600";

/**
 * The one list of file types: extension → media type, and whether it is worth compressing (text
 * formats; images other than SVG, fonts, video and PDF are compressed already). The build
 * precompresses files with a compressible extension (scripts/build-server.mjs), and rendered
 * responses of a compressible media type are compressed on the fly (compression.server.ts).
 */
const fileTypes: Record<string, readonly [mediaType: string, compressible: boolean]> = {
  ".html": ["text/html; charset=utf-8", true],
  ".js": ["text/javascript; charset=utf-8", true],
  ".mjs": ["text/javascript; charset=utf-8", true],
  ".css": ["text/css; charset=utf-8", true],
  ".map": ["application/json; charset=utf-8", true],
  ".json": ["application/json; charset=utf-8", true],
  ".webmanifest": ["application/manifest+json; charset=utf-8", true],
  ".xml": ["application/xml; charset=utf-8", true],
  // The blog feed's type when React Router renders it (prerendered, it is an .xml file).
  ".rss": ["application/rss+xml; charset=utf-8", true],
  ".txt": ["text/plain; charset=utf-8", true],
  ".svg": ["image/svg+xml", true],
  ".vtt": ["text/vtt; charset=utf-8", true],
  ".png": ["image/png", false],
  ".jpg": ["image/jpeg", false],
  ".jpeg": ["image/jpeg", false],
  ".gif": ["image/gif", false],
  ".webp": ["image/webp", false],
  ".avif": ["image/avif", false],
  ".ico": ["image/x-icon", false],
  ".woff2": ["font/woff2", false],
  ".woff": ["font/woff", false],
  ".mp4": ["video/mp4", false],
  ".webm": ["video/webm", false],
  ".pdf": ["application/pdf", false],
};

/** Extensions the build precompresses (`.html`, `.js`, …). */
export const compressibleExtensions: readonly string[] = Object.keys(fileTypes).filter(
  (extension) => fileTypes[extension]?.[1],
);

const essence = (contentType: string) => (contentType.split(";")[0] ?? "").trim().toLowerCase();
const compressibleMediaTypes = new Set(
  Object.values(fileTypes)
    .filter(([, compressible]) => compressible)
    .map(([mediaType]) => essence(mediaType)),
);

/** Whether a response of this Content-Type is worth compressing. */
export function isCompressibleType(contentType: string): boolean {
  return compressibleMediaTypes.has(essence(contentType));
}

function contentTypeFor(file: string): string {
  return fileTypes[path.extname(file).toLowerCase()]?.[0] ?? "application/octet-stream";
}

/** The URL a file under build/client answers: `about/index.html` → `/about`. */
export function urlPathFor(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"/index.html".length)}`;
  return `/${posix}`;
}

function listFiles(dir: string, base = dir): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full, base));
    else if (entry.isFile()) files.push(path.relative(base, full));
  }
  return files;
}

function flatten(headers: [string, string][]): string[] {
  return headers.flat();
}

/** A page's CSP: its own inline scripts are allowed by their sha256 hashes. */
function documentCsp(html: Buffer): string {
  return contentSecurityPolicy({ hashes: inlineScriptHashes(html.toString("utf8")) });
}

interface EntryParts {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  csp: string;
  lastModified: string;
  securityHeaders: [string, string][];
  asset: boolean;
  /** Precompressed variants; a file with any of them is negotiable (Vary: Accept-Encoding). */
  br?: Buffer;
  gzip?: Buffer;
}

/** One file's response in every encoding, headers ready for writeHead. */
function createStaticEntry(parts: EntryParts): StaticEntry {
  const compressible = parts.br !== undefined || parts.gzip !== undefined;
  const tag = createHash("sha1").update(parts.body).digest("base64url").slice(0, 22);
  const variant = (encoding: Encoding, data: Buffer): StaticVariant => {
    const etag = encoding === "identity" ? `"${tag}"` : `"${tag}-${encoding}"`;
    const common: [string, string][] = [
      ["Cache-Control", parts.cacheControl],
      ["ETag", etag],
      ...(compressible ? ([["Vary", "Accept-Encoding"]] as [string, string][]) : []),
      ["Content-Security-Policy", parts.csp],
      ...parts.securityHeaders,
    ];
    const headers: [string, string][] = [
      ["Content-Type", parts.contentType],
      ["Content-Length", String(data.length)],
      ...(encoding === "identity" ? [] : ([["Content-Encoding", encoding]] as [string, string][])),
      ["Last-Modified", parts.lastModified],
      ...common,
    ];
    return { body: data, etag, headers: flatten(headers), notModifiedHeaders: flatten(common) };
  };
  const entry: StaticEntry = {
    compressible,
    asset: parts.asset,
    identity: variant("identity", parts.body),
  };
  if (parts.br) entry.br = variant("br", parts.br);
  if (parts.gzip) entry.gzip = variant("gzip", parts.gzip);
  return entry;
}

/**
 * The not-found page as a static entry, from HTML rendered once without a nonce: like a
 * prerendered page it carries its script hashes and is compressed once, so a flood of random URLs
 * costs a map miss and a write instead of a React render and a compression each. The compression
 * runs on libuv's thread pool: a copy rendered while the server answers others (a near miss's
 * "Did you mean …?", server.ts) must not hold up their requests.
 */
export async function notFoundEntry(
  html: string,
  security: SecurityHeaderOptions,
): Promise<StaticEntry> {
  const body = Buffer.from(html, "utf8");
  const [br, gzip] = await Promise.all([
    brotliCompressAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return createStaticEntry({
    body,
    contentType: contentTypeFor("not-found.html"),
    cacheControl: documentCacheControl,
    csp: documentCsp(body),
    lastModified: new Date().toUTCString(),
    securityHeaders: staticSecurityHeaders(security),
    asset: false,
    br,
    gzip,
  });
}

/** What people and crawlers ask for by URL: pages, feeds, sitemaps, robots.txt. */
const documentExtensions = new Set([".html", ".xml", ".txt"]);

export interface StaticIndex {
  entries: Map<string, StaticEntry>;
  /** Total bytes held in memory, for the start-up log. */
  bytes: number;
}

/** Reads build/client into memory with ready-made headers for every file and encoding. */
export function loadStaticIndex(clientDir: string, security: SecurityHeaderOptions): StaticIndex {
  const files = listFiles(clientDir);
  const present = new Set(files);
  const securityHeaders = staticSecurityHeaders(security);
  const nonDocumentCsp = contentSecurityPolicy({ hashes: [] });
  const entries = new Map<string, StaticEntry>();
  let bytes = 0;

  for (const relative of files) {
    const extension = path.extname(relative);
    // Precompressed siblings are variants of their original, not URLs of their own.
    if ((extension === ".br" || extension === ".gz") && present.has(relative.slice(0, -3))) {
      continue;
    }
    const urlPath = urlPathFor(relative);
    const full = path.join(clientDir, relative);
    const body = readFileSync(full);
    const isHtml = extension === ".html";
    const cacheControl = urlPath.startsWith("/assets/")
      ? immutableCacheControl
      : isHtml
        ? documentCacheControl
        : publicFileCacheControl;
    const entry = createStaticEntry({
      body,
      contentType: contentTypeFor(relative),
      cacheControl,
      csp: isHtml ? documentCsp(body) : nonDocumentCsp,
      lastModified: statSync(full).mtime.toUTCString(),
      securityHeaders,
      asset: !documentExtensions.has(extension),
      br: present.has(`${relative}.br`) ? readFileSync(`${full}.br`) : undefined,
      gzip: present.has(`${relative}.gz`) ? readFileSync(`${full}.gz`) : undefined,
    });
    bytes += [entry.identity, entry.br, entry.gzip].reduce((n, v) => n + (v?.body.length ?? 0), 0);
    entries.set(urlPath, entry);
  }
  return { entries, bytes };
}

export interface AcceptedEncodings {
  br: boolean;
  gzip: boolean;
}

const encodingCache = new Map<string, AcceptedEncodings>();
const encodingCacheLimit = 256;
const identityOnly: AcceptedEncodings = { br: false, gzip: false };

/**
 * Which precompressed encodings an Accept-Encoding header admits, honouring q=0 ("not
 * acceptable") and "*". Memoised because browsers send a handful of distinct header values.
 */
export function acceptedEncodings(acceptEncoding: string | undefined): AcceptedEncodings {
  if (!acceptEncoding) return identityOnly;
  const cached = encodingCache.get(acceptEncoding);
  if (cached) return cached;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [rawName, ...params] = part.trim().split(";");
    const name = (rawName ?? "").trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key?.trim().toLowerCase() === "q" && value !== undefined) {
        const parsed = Number(value.trim());
        weight = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    weights.set(name, weight);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  const result = { br: accepts("br"), gzip: accepts("gzip") || accepts("x-gzip") };
  if (encodingCache.size < encodingCacheLimit) encodingCache.set(acceptEncoding, result);
  return result;
}

/** The variant to send: Brotli, then gzip when accepted and present, else the original. */
export function selectVariant(
  entry: StaticEntry,
  acceptEncoding: string | undefined,
): StaticVariant {
  if (!entry.compressible) return entry.identity;
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.br && entry.br) return entry.br;
  if (accepted.gzip && entry.gzip) return entry.gzip;
  return entry.identity;
}
