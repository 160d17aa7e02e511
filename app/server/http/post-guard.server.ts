/**
 * Checks every post passes before React Router reads it, in order of cost: a declared body
 * size (411/413, unread), the same-origin rule (403 with the cached refusal page), the flood
 * limit (429 with Retry-After). Each refusal is answered without rendering and logged as one
 * line, never a stack trace.
 */
import type http from "node:http";
import { isApiPath } from "~/route-paths";
import { log } from "../logger.server";
import { clientKey, type RateLimiter, type RateLimitVerdict } from "../rate-limit.server";
import { crossSiteReason } from "./public-origin.server";

export type PostGuardOutcome =
  | { ok: true; limit: RateLimitVerdict | undefined }
  | {
      ok: false;
      status: 403 | 411 | 413 | 429;
      reason: string;
      headers?: Record<string, string>;
    };

export interface PostGuardOptions {
  bodyLimitBytes: number;
  rateLimiter: RateLimiter;
}

export async function guardPost(
  req: http.IncomingMessage,
  pathname: string,
  publicOrigin: string,
  clientAddress: string | undefined,
  options: PostGuardOptions,
): Promise<PostGuardOutcome> {
  // Browsers always send Content-Length with form posts; a streamed body of unknown length is
  // refused rather than counted.
  const length = req.headers["content-length"];
  if (length === undefined && req.headers["transfer-encoding"] !== undefined) {
    return { ok: false, status: 411, reason: "length required" };
  }
  if (length !== undefined && Number(length) > options.bodyLimitBytes) {
    return { ok: false, status: 413, reason: "body too large" };
  }
  const crossSite = crossSiteReason(req.headers, publicOrigin);
  if (crossSite !== null) return { ok: false, status: 403, reason: crossSite };
  // Machine endpoints under /api/ (web-vitals beacons) cap and validate their own bodies and
  // never render; counting them would let an eager beacon sender block its own form post.
  if (isApiPath(pathname)) return { ok: true, limit: undefined };
  let limit: RateLimitVerdict;
  try {
    limit = await options.rateLimiter.hit(clientKey(clientAddress));
  } catch (error) {
    // The shared counter is unreachable (database down): let the post through uncounted;
    // storing it will meet the same outage and answer 503 with Retry-After.
    log("warn", "rate limit unavailable", { error: String(error) });
    return { ok: true, limit: undefined };
  }
  if (limit.overFloodLimit) {
    return {
      ok: false,
      status: 429,
      reason: "flood limit",
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    };
  }
  return { ok: true, limit };
}
