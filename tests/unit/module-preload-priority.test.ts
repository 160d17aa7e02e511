import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "~/server/module-preload-priority.server";

async function rewrite(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowerModulePreloadPriority()));
}

const head =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/></head>';
const body = '<body><link rel="modulepreload" href="/late.js"/><p>Hi</p></body></html>';

describe("lowerModulePreloadPriority", () => {
  it("marks every module preload in the head as low priority and nothing else", async () => {
    const out = await rewrite([head + body]);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    // After the head the document passes through untouched.
    expect(out.endsWith(body)).toBe(true);
  });

  it("finds the end of the head when it is split across chunks", async () => {
    const whole = head + body;
    for (const at of [10, whole.indexOf("</head>") + 3, whole.indexOf("modulepreload") + 4]) {
      const out = await rewrite([whole.slice(0, at), whole.slice(at)]);
      expect(out).toBe(await rewrite([whole]));
    }
  });

  it("passes a document without a head through unchanged", async () => {
    expect(await rewrite(["<p>", "partial</p>"])).toBe("<p>partial</p>");
  });
});
