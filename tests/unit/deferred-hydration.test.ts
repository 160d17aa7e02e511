import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  deferHydrationUntilFirstPaint,
  deferModuleScript,
} from "~/server/deferred-hydration.server";

async function rewrite(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks).pipe(deferHydrationUntilFirstPaint()));
}

// The shape React Router 7's <Scripts> renders: preloads in the head, one module script that
// imports the route modules statically, sets the manifest and imports the client entry.
const head =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/entry.js"/><link rel="modulepreload" nonce="n1" href="/root.js"/>' +
  "</head>";
const moduleScript =
  ';\nimport * as route0 from "/root.js";\nimport * as route1 from "/home.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/entry.js");';
const body =
  '<body><p>Hi</p><script>window.__context = 1;</script><script nonce="n1" type="module" async="">' +
  moduleScript +
  '</script><script>$RC("B:0","S:0")</script></body></html>';

describe("deferHydrationUntilFirstPaint", () => {
  it("takes the module preloads out of the head and nothing else", async () => {
    const out = await rewrite([head + body]);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<head><link rel="stylesheet" href="/a.css"/></head>');
  });

  it("turns the route imports into dynamic ones that wait for the first contentful paint", async () => {
    const out = await rewrite([head + body]);
    const script = /<script nonce="n1" type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1];
    expect(script).toBeDefined();
    expect(script).not.toMatch(/^\s*import \*/m);
    expect(script).toContain('"first-contentful-paint"');
    expect(script).toContain('["/entry.js","/root.js"]');
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/root.js"), import("/home.js")]);',
    );
    // The waiting comes first, the imports after it, the rest of React Router's script last.
    const order = [
      "first-contentful-paint",
      "modulepreload",
      "Promise.all",
      "__reactRouterRouteModules",
    ];
    const positions = order.map((needle) => script!.indexOf(needle));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(script!.trimEnd().endsWith('import("/entry.js");')).toBe(true);
    // Everything around the script goes through untouched.
    expect(out).toContain("<body><p>Hi</p><script>window.__context = 1;</script>");
    expect(out.endsWith('<script>$RC("B:0","S:0")</script></body></html>')).toBe(true);
  });

  it("gives the same document however the stream is cut", async () => {
    const whole = head + body;
    const whole1 = await rewrite([whole]);
    const cuts = [
      5,
      whole.indexOf("</head>") + 3,
      whole.indexOf("modulepreload") + 4,
      whole.indexOf('<script nonce="n1"') + 4,
      whole.indexOf("import * as route1") + 7,
      whole.indexOf("</script><script>$RC") + 3,
      whole.length - 2,
    ];
    for (const at of cuts)
      expect(await rewrite([whole.slice(0, at), whole.slice(at)])).toBe(whole1);
    // One character at a time, the hardest case.
    expect(await rewrite([...whole])).toBe(whole1);
  });

  it("leaves a page without module preloads, or a fragment without a head, as it came", async () => {
    const plain = "<html><head><title>x</title></head><body><p>no scripts</p></body></html>";
    expect(await rewrite([plain])).toBe(plain);
    expect(await rewrite(["<p>", "partial</p>"])).toBe("<p>partial</p>");
  });

  it("keeps a module script in an unexpected shape, with its preloads, rather than break hydration", async () => {
    const unexpected = body.replace(moduleScript, 'import { a } from "/a.js";\na();');
    const out = await rewrite([head + unexpected]);
    expect(out).toContain(
      '<link rel="modulepreload" href="/entry.js"/><link rel="modulepreload" href="/root.js"/>' +
        '<script nonce="n1" type="module" async="">import { a } from "/a.js";\na();</script>',
    );
  });
});

describe("deferModuleScript", () => {
  it("refuses a script that would keep a static import", () => {
    expect(
      deferModuleScript('import * as a from "/a.js";\nimport "/side-effect.js";', []),
    ).toBeNull();
    expect(deferModuleScript('console.log("no imports")', [])).toBeNull();
  });

  it("adds the preloads a few per task after the first paint, then imports the routes", async () => {
    const preloads = Array.from({ length: 10 }, (_, i) => `/chunk-${i}.js`);
    const script = deferModuleScript(moduleScript, preloads);
    expect(script).not.toBeNull();
    // Run the script against stand-ins for the browser: each append is logged with the number of
    // the task it ran in (a task ends where the script yields through setTimeout).
    let task = 0;
    const log: string[] = [];
    const link = { rel: "", href: "" };
    const document = {
      createElement: () => ({ ...link }),
      head: { append: (l: typeof link) => log.push(`${task} ${l.rel} ${l.href}`) },
    };
    let paintCallback: ((list: unknown, observer: unknown) => void) | undefined;
    class PerformanceObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: typeof paintCallback) {
        paintCallback = callback;
      }
      observe() {}
      disconnect() {}
    }
    const paint = (name: string) =>
      paintCallback!(
        { getEntriesByName: (n: string) => (n === name ? [{}] : []) },
        { disconnect() {} },
      );
    const nextTask = (callback: () => void) =>
      setTimeout(() => {
        task++;
        callback();
      });
    const importModule = (specifier: string) => {
      log.push(`${task} import ${specifier}`);
      return Promise.resolve({});
    };
    const window: Record<string, unknown> = {};
    const run = new Function(
      "document, PerformanceObserver, setTimeout, __import, window",
      `return (async () => {${script!.replaceAll("import(", "__import(")}})();`,
    ) as (...args: unknown[]) => Promise<void>;
    const done = run(document, PerformanceObserver, nextTask, importModule, window);

    await new Promise((settled) => setTimeout(settled, 5));
    expect(log).toEqual([]); // nothing before the first contentful paint
    paint("first-paint");
    await new Promise((settled) => setTimeout(settled, 5));
    expect(log).toEqual([]);
    paint("first-contentful-paint");
    await done;

    const appended = log.filter((line) => line.includes("modulepreload"));
    expect(appended.map((line) => line.split(" ")[2])).toEqual(preloads);
    const tasks = appended.map((line) => Number(line.split(" ")[0]));
    expect(tasks).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 2, 2]);
    // The route imports and the client entry come after the last preload.
    expect(log.slice(appended.length)).toEqual([
      "2 import /root.js",
      "2 import /home.js",
      "2 import /entry.js",
    ]);
    expect(Object.keys(window.__reactRouterRouteModules as object)).toEqual(["root", "home"]);
  });
});
