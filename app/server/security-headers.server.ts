/**
 * Security headers sent with every response, static or server-rendered. Pure functions, so the
 * exact policy is unit-tested and the server only decides which script sources a page gets:
 * sha256 hashes of a prerendered page's inline scripts, or a per-request nonce for pages React
 * Router renders on demand.
 */
import { createHash, randomBytes } from "node:crypto";
import { siteConfig } from "~/site.config";

/** How a page's own inline scripts are allowed to run. */
export type InlineScriptPolicy = { nonce: string } | { hashes: readonly string[] };

/**
 * The scheduling provider is the only third party: its booking page is framed by the booking
 * modal. None of its scripts run on our pages; the shell's only request to it is an opaque HEAD
 * of that same page, to learn at once when it cannot be reached (app/shell/booking.ts).
 */
const schedulingOrigin = new URL(siteConfig.scheduling.origin).origin;

/**
 * Content-Security-Policy for one response. Everything not listed falls back to
 * `default-src 'none'`; scripts run only from 'self' or by hash or nonce; the scheduling provider
 * may be framed and reached (never run as script).
 *
 * Styles: 'self' only. Nothing on the site writes inline CSS: the layout's stylesheet is a file,
 * the modals are native <dialog>s (no injected scroll-lock <style>), the FAQ is native <details>,
 * and styles React sets from script go through the CSSOM, which CSP does not govern.
 */
export function contentSecurityPolicy(scripts: InlineScriptPolicy): string {
  const inline =
    "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((h) => `'${h}'`);
  const directives: [string, ...string[]][] = [
    ["default-src", "'none'"],
    ["script-src", "'self'", ...inline],
    ["style-src", "'self'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["media-src", "'self'"],
    ["manifest-src", "'self'"],
    ["connect-src", "'self'", schedulingOrigin],
    ["frame-src", schedulingOrigin],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/** Browser features the site never uses, denied to the page and anything it embeds. */
const deniedFeatures = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security; only meaningful when the site is reached over HTTPS. */
  hsts: boolean;
  /** False on staging: search engines are asked not to index anything. */
  allowIndexing?: boolean;
}

/** Two years, the HSTS preload list's recommendation. */
const hstsMaxAgeSeconds = 63_072_000;

/** Every security header except the CSP (plus the staging noindex), as [name, value] pairs. */
export function staticSecurityHeaders(options: SecurityHeaderOptions): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", deniedFeatures.map((feature) => `${feature}=()`).join(", ")],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["X-Frame-Options", "DENY"],
  ];
  if (options.allowIndexing === false) headers.push(["X-Robots-Tag", "noindex, nofollow"]);
  if (options.hsts) {
    headers.push(["Strict-Transport-Security", `max-age=${hstsMaxAgeSeconds}; includeSubDomains`]);
  }
  return headers;
}

/** A fresh, unguessable nonce for one server-rendered response. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** `sha256-…` source expression for an inline script's exact text. */
function scriptHash(source: string): string {
  return `sha256-${createHash("sha256").update(source, "utf8").digest("base64")}`;
}

const inlineScriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * Hash sources for every inline script of an HTML document (scripts with a src attribute load
 * from 'self' instead). Data blocks such as JSON-LD are hashed too; that is harmless.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScriptPattern)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(scriptHash(match[2] ?? ""));
  }
  return [...hashes];
}
