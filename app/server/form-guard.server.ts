/**
 * Checks every visitor form post passes before its data is looked at: same-site origin, rate
 * limit per client address, body size, content type, and the anti-spam fields.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";

/**
 * Fixed-window counter per client key, in this process's memory: correct for one instance. With
 * several instances each keeps its own count (a client may get N× the limit); put a shared limit
 * in the load balancer in that setup.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit; returns the seconds to wait when over the limit, else null. */
  hit(key: string): number | null {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return null;
    }
    window.count += 1;
    if (window.count <= this.limit) return null;
    return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
  }
}

/**
 * The rate-limit key for an address: IPv4 as is, IPv6 truncated to its /64 (one subscriber
 * line), then hashed so that raw addresses never sit in memory dumps or logs.
 */
export function clientKey(address: string | undefined): string {
  const raw = (address ?? "unknown").replace(/^::ffff:/, "");
  let network = raw;
  if (isIP(raw) === 6) {
    const groups = expandIpv6(raw);
    network = groups.slice(0, 4).join(":") + "::/64";
  }
  return createHash("sha256").update(network).digest("base64url").slice(0, 22);
}

function expandIpv6(address: string): string[] {
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  return [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups];
}

/**
 * The client address server.ts puts in the load context (it applies TRUST_PROXY). Under
 * `react-router dev` there is none, and every client shares one bucket.
 */
export function clientAddressOf(context: unknown): string | undefined {
  if (context && typeof context === "object" && "clientAddress" in context) {
    const address = context.clientAddress;
    if (typeof address === "string") return address;
  }
  return undefined;
}

/**
 * Refuses cross-site posts: browsers send Sec-Fetch-Site and Origin with every form post, so a
 * post from another site is recognisable. Requests without either (curl, mail providers' one-click
 * unsubscribe) are not cross-site browser posts and may pass.
 */
export function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true; // an unparsable Origin is not our own page
  }
  const host =
    request.headers.get("x-forwarded-host") ??
    request.headers.get("host") ??
    new URL(request.url).host;
  return originHost !== host;
}

export class BodyTooLargeError extends Error {}

/** Reads at most `limit` bytes of the body; throws BodyTooLargeError beyond that. */
export async function readBodyLimited(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new BodyTooLargeError(`declared ${declared} bytes`);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new BodyTooLargeError(`more than ${limit} bytes`);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export class UnsupportedBodyError extends Error {}

/** Parses a form body (urlencoded or multipart); anything else is refused. */
export async function parseFormBody(
  body: Uint8Array<ArrayBuffer>,
  contentType: string | null,
): Promise<FormData> {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") {
    const form = new FormData();
    const params = new URLSearchParams(new TextDecoder().decode(body));
    for (const [key, value] of params) form.append(key, value);
    return form;
  }
  if (type === "multipart/form-data" && contentType) {
    try {
      return await new Response(body, { headers: { "content-type": contentType } }).formData();
    } catch (error) {
      throw new UnsupportedBodyError(
        `malformed multipart body: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  throw new UnsupportedBodyError(`unsupported content type ${type || "(none)"}`);
}

/** A signed "form shown at" time: `<ms>.<hmac>`. */
export function signFormStart(secret: string, at: number = Date.now()): string {
  return `${at}.${createHmac("sha256", secret).update(`form-start:${at}`).digest("base64url")}`;
}

export type SpamVerdict = { bot: false } | { bot: true; reason: "honeypot" | "too-fast" };

/**
 * Honeypot filled → bot. An authentic start token younger than `minFillMs` → bot. Without
 * JavaScript there is no token (the pages are static HTML), so posts without one rely on the
 * honeypot alone; a token that is not authentic (another key: a restart or rotated secret, or
 * forged) counts as no token, since refusing it would only drop real visitors' leads while a
 * bot can always leave the field empty.
 */
export function judgeSpam(
  honeypot: FormDataEntryValue | null,
  startToken: FormDataEntryValue | null,
  secret: string,
  minFillMs: number,
  now: number = Date.now(),
): SpamVerdict {
  if (honeypot !== null && honeypot !== "") return { bot: true, reason: "honeypot" };
  if (startToken === null || startToken === "") return { bot: false };
  if (typeof startToken !== "string") return { bot: false };
  const [atText, signature] = startToken.split(".");
  const at = Number(atText);
  if (!atText || !signature || !Number.isSafeInteger(at)) return { bot: false };
  const expected = signFormStart(secret, at).split(".")[1] ?? "";
  const a = Buffer.from(signature);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return { bot: false };
  if (now - at < minFillMs) return { bot: true, reason: "too-fast" };
  return { bot: false };
}
