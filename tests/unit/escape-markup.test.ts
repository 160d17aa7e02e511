import { describe, expect, it } from "vitest";
import { escapeMarkup } from "~/lib/escape-markup";

describe("escapeMarkup", () => {
  it("escapes the five characters markup gives meaning to, ampersands first", () => {
    expect(escapeMarkup(`Tom & Jerry's <b>"best"</b> &amp;`)).toBe(
      "Tom &amp; Jerry&#39;s &lt;b&gt;&quot;best&quot;&lt;/b&gt; &amp;amp;",
    );
  });

  it("leaves other text, Unicode included, as it is", () => {
    expect(escapeMarkup("Zoë — 2,00,000 INR")).toBe("Zoë — 2,00,000 INR");
  });
});
