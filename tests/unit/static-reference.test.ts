import { describe, expect, it } from "vitest";
import { withoutScripts } from "../../scripts/bench/static-reference.mjs";

/** The benchmark's static reference is a page as a browser without JavaScript gets it. */
describe("withoutScripts", () => {
  const page = [
    '<html><head><link rel="stylesheet" href="/assets/app.css"/>',
    '<link rel="modulepreload" href="/assets/shell-1.js" fetchPriority="low"/>',
    "<script>(function(){document.documentElement.className='dark'})()</script>",
    '<script type="speculationrules">{"prerender":[]}</script>',
    '<script type="module" src="/assets/shell-1.js"></script>',
    "</head><body><h1>Terms</h1>",
    '<script type="application/ld+json">{"@type":"WebPage"}</script>',
    '<form method="post" action="/newsletter"><input name="email"/></form>',
    "<SCRIPT>window.x=1</SCRIPT></body></html>",
  ].join("");

  it("takes out every script element and module preload", () => {
    const html = withoutScripts(page);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("speculationrules");
  });

  it("keeps the stylesheet, the content and the forms", () => {
    expect(withoutScripts(page)).toBe(
      '<html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><h1>Terms</h1>' +
        '<form method="post" action="/newsletter"><input name="email"/></form></body></html>',
    );
  });
});
