import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { keepRangesTogether } from "~/components/ui/keep-ranges-together";

const html = (text: string) => renderToStaticMarkup(keepRangesTogether(text));
const nowrap = (range: string) => `<span class="whitespace-nowrap">${range}</span>`;

describe("keepRangesTogether", () => {
  it("keeps a short range on one line", () => {
    expect(html("It typically takes 4–8 weeks.")).toBe(
      `It typically takes ${nowrap("4–8")} weeks.`,
    );
  });

  it("lets a spaced range break only after its dash", () => {
    expect(html("3,50,000 – 7,00,000+ INR")).toBe(`${nowrap("3,50,000 –")} 7,00,000+ INR`);
    expect(html("Starter 75,000 – 1,20,000 INR, Growth 1,50,000 – 3,00,000 INR")).toBe(
      `Starter ${nowrap("75,000 –")} 1,20,000 INR, Growth ${nowrap("1,50,000 –")} 3,00,000 INR`,
    );
  });

  it("leaves text without a range as it is, dashes between words included", () => {
    expect(keepRangesTogether("Monday – Friday")).toBe("Monday – Friday");
    expect(keepRangesTogether("From 2,000 INR")).toBe("From 2,000 INR");
  });
});
