import { Transform } from "node:stream";

const headEnd = "</head>";
const modulePreload = /<link rel="modulepreload"/g;

/**
 * React Router puts a `<link rel="modulepreload">` in the head for every module of the page. The
 * browser fetches those at high priority, level with the stylesheet and the font, although the
 * page paints without them (they only hydrate it). Marked `fetchpriority="low"`, they load right
 * after what the first paint needs; on a slow connection that moved the first paint from ~2.4 s
 * to ~1.0 s in Lighthouse's mobile simulation (docs/performance.md).
 *
 * The transform holds back the document until the end of the head (React flushes the whole head
 * in one piece), rewrites it once and passes everything after it through untouched.
 */
export function lowerModulePreloadPriority(): Transform {
  let pending = "";
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (headDone) return callback(null, chunk);
      pending += chunk.toString();
      const end = pending.indexOf(headEnd);
      if (end === -1) return callback();
      headDone = true;
      const cut = end + headEnd.length;
      const head = pending
        .slice(0, cut)
        .replace(modulePreload, '<link rel="modulepreload" fetchpriority="low"');
      const rest = pending.slice(cut);
      pending = "";
      callback(null, head + rest);
    },
    flush(callback) {
      // A document without a head (an error fragment) goes out as it came.
      callback(null, pending || undefined);
    },
  });
}
