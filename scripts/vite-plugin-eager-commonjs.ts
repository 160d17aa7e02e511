/**
 * React DOM (and the other CommonJS packages in the client bundle) reach the browser wrapped by
 * the bundler: `var dom = __commonJS((exports, module) => { …the whole package… })`, run on the
 * first `require`. Chromium's V8 compiles a function lazily unless it sees a "PIFE" hint, a `(`
 * right before the keyword `function`; an arrow gets no such treatment. So when entry.client
 * first required React DOM, V8 had to parse its ~200 KB wrapper on the main thread, inside the
 * one task that also starts hydration: the longest task of every page (docs/performance.md).
 *
 * This rewrites each wrapper from `__commonJS((e=>{…}))` to `__commonJS((function(e){…}))` in
 * the finished chunks, so V8 compiles the wrapper with the rest of the file, which for a module
 * script happens off the main thread while it downloads. Nothing else changes: the bundler's
 * helper calls the wrapper as a plain function (no `this`, no `arguments` use), and the body of
 * an arrow and of a function behave alike there. Only calls of the runtime helpers imported from
 * the bundler's runtime chunk are touched; of those, only `__commonJS` takes a function literal.
 */
import type { Plugin } from "vite";

/** Local names a chunk gives to what it imports from the bundler's runtime chunk. */
function runtimeImportNames(code: string): string[] {
  const names: string[] = [];
  const importRe = /import\{([^}]*)\}from"\.\/rolldown-runtime-[\w-]+\.js"/g;
  for (const match of code.matchAll(importRe)) {
    for (const binding of (match[1] ?? "").split(",")) {
      const local = binding.split(" as ").pop()?.trim();
      if (local) names.push(local);
    }
  }
  return names;
}

/** `code` with every `helper((params)=>{` of the runtime's helpers turned into a PIFE. */
export function eagerCommonJsWrappers(code: string, helpers = runtimeImportNames(code)): string {
  if (helpers.length === 0) return code;
  const names = helpers.map((name) => name.replace(/\$/g, "\\$")).join("|");
  const wrapperRe = new RegExp(
    `(^|[^\\w$.])(${names})\\(\\((?:([\\w$]+)|\\(([\\w$,]*)\\))=>\\{`,
    "g",
  );
  return code.replace(
    wrapperRe,
    (_match, before: string, helper: string, single?: string, list?: string) =>
      `${before}${helper}((function(${single ?? list ?? ""}){`,
  );
}

export function eagerCommonJs(): Plugin {
  return {
    name: "eager-commonjs",
    // The browser's bundle only; Node compiles the server build once at start-up.
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk") file.code = eagerCommonJsWrappers(file.code);
      }
    },
  };
}
