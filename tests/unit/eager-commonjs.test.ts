import { describe, expect, it } from "vitest";
import { eagerCommonJsWrappers } from "../../scripts/vite-plugin-eager-commonjs";

const runtimeImport = 'import{n as e,t}from"./rolldown-runtime-WkwZ5CU-.js";';

describe("eagerCommonJsWrappers", () => {
  it("turns the runtime helper's arrow wrappers into parenthesised function expressions", () => {
    const code = `${runtimeImport}var n=t((e=>{e.a=1})),r=t(((e,t)=>{t.exports=2}));`;
    expect(eagerCommonJsWrappers(code)).toBe(
      `${runtimeImport}var n=t((function(e){e.a=1})),r=t((function(e,t){t.exports=2}));`,
    );
  });

  it("leaves calls of other functions and chunks without the runtime alone", () => {
    const other = `${runtimeImport}var q=x((e=>{e.b=1})),w=a.t((e=>{}));`;
    expect(eagerCommonJsWrappers(other)).toBe(other);
    const noRuntime = "var n=t((e=>{e.a=1}));";
    expect(eagerCommonJsWrappers(noRuntime)).toBe(noRuntime);
  });

  it("keeps the result valid JavaScript that runs the wrapper the same way", () => {
    const helper = (factory: (exports: object, module: { exports: object }) => void) => {
      const module = { exports: {} };
      factory(module.exports, module);
      return module.exports;
    };
    const source = "return t((e=>{e.answer=42}))";
    const rewritten = eagerCommonJsWrappers(source, ["t"]);
    expect(rewritten).toBe("return t((function(e){e.answer=42}))");
    expect(new Function("t", rewritten)(helper)).toEqual({ answer: 42 });
  });
});
