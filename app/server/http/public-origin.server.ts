/**
 * The origin a visitor's browser sees, which is not always the one this process listens on:
 * behind a TLS-terminating proxy the browser is at https://www.example.com while Node receives
 * plain http from 127.0.0.1. Form posts are same-origin only when their Origin header equals this
 * origin, and React Router checks the same against the request URL, so both use it.
 *
 * Sources, in order: the forwarded headers, only when TRUST_PROXY is on (else any client could
 * forge them); SITE_URL's origin, when the request's Host is SITE_URL's host; else plain http and
 * the Host header (a direct connection, as in development and tests).
 */
import type { IncomingHttpHeaders } from "node:http";

export interface OriginSettings {
  /** SITE_URL (or the configured site URL): its scheme applies to requests for its host. */
  siteUrl: URL;
  trustProxy: boolean;
}

/** A header's first value; proxies may send lists ("https, http") or repeat the header. */
function first(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  const head = text?.split(",")[0]?.trim();
  return head ? head : undefined;
}

/** A Host header value: name or IPv4 or [IPv6], optional port; nothing else may form a URL. */
const hostPattern = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The request's public origin ("https://www.example.com"), or null for an unusable Host. */
export function publicOriginOf(
  headers: IncomingHttpHeaders,
  settings: OriginSettings,
): string | null {
  let host = first(headers.host);
  let scheme: string | undefined;
  if (settings.trustProxy) {
    const forwardedProto = first(headers["x-forwarded-proto"])?.toLowerCase();
    if (forwardedProto === "https" || forwardedProto === "http") scheme = forwardedProto;
    host = first(headers["x-forwarded-host"]) ?? host;
  }
  if (!host || !hostPattern.test(host)) return null;
  scheme ??=
    host.toLowerCase() === settings.siteUrl.host ? settings.siteUrl.protocol.slice(0, -1) : "http";
  // URL normalises case and drops a default port, as browsers do in the Origin header.
  return new URL(`${scheme}://${host}`).origin;
}

/**
 * Why a post is cross-site, or null when it is not: browsers send Sec-Fetch-Site and Origin with
 * every form post, so a post from another site says so. Requests without either (curl, mail
 * providers' one-click unsubscribe) are not cross-site browser posts and may pass.
 */
export function crossSiteReason(headers: IncomingHttpHeaders, publicOrigin: string): string | null {
  const fetchSite = first(headers["sec-fetch-site"]);
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") {
    return `sec-fetch-site: ${fetchSite}`;
  }
  const origin = first(headers.origin);
  if (origin === undefined) return null;
  let parsed: string;
  try {
    parsed = new URL(origin).origin;
  } catch {
    return "unreadable origin";
  }
  // "null" (sandboxed or privacy-sensitive contexts) is no URL and was refused above.
  return parsed === publicOrigin ? null : "origin mismatch";
}
