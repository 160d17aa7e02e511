import { Transform } from "node:stream";
import { log } from "./logger.server";

/**
 * Every page is readable as soon as its HTML and stylesheet arrive; JavaScript only hydrates it.
 * React Router still asks for all of a page's modules at once: a `<link rel="modulepreload">` in
 * the head for each, and a module script at the end of the body that imports the route modules
 * and then the client entry. On a slow phone connection those ~140 KB share the bandwidth with
 * the stylesheet and the font, and the first paint waits for them (over HTTP/1.1 there is no
 * priority between connections).
 *
 * This transform makes the page paint first and hydrate second:
 * - the module preloads are taken out of the head;
 * - the module script waits for the browser's first contentful paint, then adds the same preloads,
 *   a few per task (so the module graph still loads in one round, not import by import, and no
 *   task grows long), and imports the route modules dynamically, in the order React Router
 *   listed them. The rest of the script (the manifest and the client entry's import) runs
 *   unchanged after them.
 *
 * The cost is that hydration starts a little later: after the first paint instead of alongside
 * it. A browser without paint timing loads at once, as before. docs/performance.md has the
 * figures.
 *
 * The document streams through untouched except for the head, which React flushes in one piece,
 * and the module script, which is held back until its closing tag. If the script is not in the
 * shape expected (a React Router upgrade could change it), it is left as it was with the preloads
 * put back in front of it, so the page still hydrates, only without the deferral; a warning is
 * logged and a unit test pins the shape.
 */
export function deferHydrationUntilFirstPaint(): Transform {
  let pending = "";
  let stage: "head" | "body" | "done" = "head";
  let preloads: string[] = [];

  function take(): string {
    if (stage === "head") {
      const end = pending.indexOf(headEnd);
      if (end === -1) return "";
      const cut = end + headEnd.length;
      const removed = withoutModulePreloads(pending.slice(0, cut));
      preloads = removed.hrefs;
      const head = removed.html;
      pending = pending.slice(cut);
      // Without preloads there is nothing to defer: a fragment or an error page without
      // scripts goes through as it came.
      stage = preloads.length > 0 ? "body" : "done";
      return head + take();
    }
    if (stage === "body") {
      const open = moduleScriptOpen.exec(pending);
      if (!open) {
        // Keep the tail from the last "<": it may be the start of the tag, cut by a chunk edge.
        const keep = pending.lastIndexOf("<");
        const out = keep === -1 ? pending : pending.slice(0, keep);
        pending = keep === -1 ? "" : pending.slice(keep);
        return out;
      }
      const bodyStart = open.index + open[0].length;
      const close = pending.indexOf(scriptClose, bodyStart);
      if (close === -1) return "";
      const script = pending.slice(bodyStart, close);
      const deferred = deferModuleScript(script, preloads);
      if (deferred === null) log("warn", "module script not deferred: unexpected shape");
      const out =
        deferred === null
          ? pending.slice(0, open.index) + preloadLinks(preloads) + pending.slice(open.index, close)
          : pending.slice(0, bodyStart) + deferred;
      pending = pending.slice(close);
      stage = "done";
      return out + take();
    }
    const out = pending;
    pending = "";
    return out;
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      pending += chunk.toString();
      const out = take();
      callback(null, out === "" ? undefined : out);
    },
    flush(callback) {
      // Whatever is still held (a document cut short, or one without a module script) goes out
      // as it came.
      callback(null, pending === "" ? undefined : pending);
    },
  });
}

const headEnd = "</head>";
const scriptClose = "</script>";
const moduleScriptOpen = /<script\b[^>]*\btype="module"[^>]*>/;
const modulePreloadLink = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const staticNamespaceImport = /^\s*import \* as ([A-Za-z_$][\w$]*) from ("[^"\\]+");\s*$/gm;

/** The head without its module preloads, and the preloaded URLs in order, each once. */
function withoutModulePreloads(head: string): { html: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const html = head.replace(modulePreloadLink, (_link, href: string) => {
    if (!hrefs.includes(href)) hrefs.push(href);
    return "";
  });
  return { html, hrefs };
}

/**
 * Starting a fetch costs the browser's main thread about half a millisecond to a millisecond.
 * A page's 15 to 40 preloads added in one go made a long task right after the first paint, which
 * Lighthouse counts four times over on its simulated phone; a few per task, with a yield between,
 * keeps every task short. The imports that follow find the modules already on their way.
 */
const preloadsPerTask = 4;

function preloadLinks(hrefs: string[]): string {
  return hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("");
}

/**
 * React Router's module script with its static route imports turned into dynamic ones that start
 * after the first contentful paint. Returns null when the script is not in the expected shape
 * (no namespace imports, or static imports left over), so the caller can keep the original.
 */
export function deferModuleScript(script: string, preloads: string[]): string | null {
  const bindings: string[] = [];
  const specifiers: string[] = [];
  const rest = script.replace(
    staticNamespaceImport,
    (_line, binding: string, specifier: string) => {
      bindings.push(binding);
      specifiers.push(specifier);
      return "";
    },
  );
  if (bindings.length === 0 || /^\s*import[\s{*"']/m.test(rest)) return null;
  return [
    "await new Promise((start) => {",
    '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return start();',
    "  new PerformanceObserver((list, observer) => {",
    '    if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
    "    observer.disconnect();",
    "    start();",
    '  }).observe({ type: "paint", buffered: true });',
    "});",
    // A block, so these names cannot collide with React Router's part of the script.
    "{",
    `  const preloads = ${JSON.stringify(preloads)};`,
    `  for (let first = 0; first < preloads.length; first += ${preloadsPerTask}) {`,
    "    if (first > 0) await new Promise((next) => setTimeout(next));",
    `    for (const href of preloads.slice(first, first + ${preloadsPerTask})) {`,
    '      const link = document.createElement("link");',
    '      link.rel = "modulepreload";',
    "      link.href = href;",
    "      document.head.append(link);",
    "    }",
    "  }",
    "}",
    `const [${bindings.join(", ")}] = await Promise.all([${specifiers
      .map((specifier) => `import(${specifier})`)
      .join(", ")}]);`,
    rest,
  ].join("\n");
}
