/**
 * Reading a visitor form post: its body (bounded in size, strictly UTF-8) and the anti-spam
 * fields. The same-origin check, the body-size ceiling and the rate limit come earlier, in the
 * server (app/server/http/post-guard.server.ts); the pipeline that uses these is
 * ./form-post.server.ts.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

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

/** A body that is not valid UTF-8 (raw or percent-encoded): refused, never "repaired". */
export class UnreadableBodyError extends Error {}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new UnreadableBodyError("invalid UTF-8");
  }
}

/**
 * One urlencoded name or value: "+" is a space, %XX a byte, and the bytes must be UTF-8.
 * (URLSearchParams would turn bad bytes into U+FFFD and store them silently.)
 */
function decodeFormComponent(text: string): string {
  const spaced = text.replaceAll("+", " ");
  if (!spaced.includes("%")) return spaced;
  const raw = Buffer.from(spaced, "utf8");
  const bytes = new Uint8Array(raw.length);
  let length = 0;
  const hex = (byte: number | undefined) =>
    byte !== undefined && /[0-9a-fA-F]/.test(String.fromCharCode(byte));
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === 0x25 /* % */ && hex(raw[i + 1]) && hex(raw[i + 2])) {
      bytes[length++] = parseInt(String.fromCharCode(raw[i + 1]!, raw[i + 2]!), 16);
      i += 2;
    } else {
      bytes[length++] = raw[i]!;
    }
  }
  return decodeUtf8(bytes.subarray(0, length));
}

/**
 * Parses a form body (urlencoded or multipart); anything else is refused. Invalid UTF-8, raw or
 * percent-encoded, throws UnreadableBodyError: the visitor is told, and nothing is stored.
 */
export async function parseFormBody(
  body: Uint8Array<ArrayBuffer>,
  contentType: string | null,
): Promise<FormData> {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") {
    const form = new FormData();
    const text = decodeUtf8(body);
    for (const pair of text.split("&")) {
      if (pair === "") continue;
      const equals = pair.indexOf("=");
      const name = equals === -1 ? pair : pair.slice(0, equals);
      const value = equals === -1 ? "" : pair.slice(equals + 1);
      form.append(decodeFormComponent(name), decodeFormComponent(value));
    }
    return form;
  }
  if (type === "multipart/form-data" && contentType) {
    // The site's forms carry no files, so the whole body must be text.
    decodeUtf8(body);
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
