/**
 * Single byte-range requests (RFC 9110 §14) for static media. Browsers' media players need them
 * to seek, and Safari will not play a video from a server that ignores them.
 */

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/**
 * Reads a `Range` header against a body of `size` bytes. `null` means "ignore the header and
 * send the whole body" (absent, malformed, multiple ranges or another unit, all of which a
 * server may answer with 200); "unsatisfiable" means 416.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | "unsatisfiable" | null {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}

/** The 206 headers: the full response's flat header list with the length and range adjusted. */
export function partialContentHeaders(
  headers: readonly string[],
  range: ByteRange,
  size: number,
): string[] {
  const out: string[] = [];
  for (let i = 0; i < headers.length; i += 2) {
    const name = headers[i] ?? "";
    const value = headers[i + 1] ?? "";
    out.push(
      name,
      name.toLowerCase() === "content-length" ? String(range.end - range.start + 1) : value,
    );
  }
  out.push("Content-Range", `bytes ${range.start}-${range.end}/${size}`, "Accept-Ranges", "bytes");
  return out;
}
