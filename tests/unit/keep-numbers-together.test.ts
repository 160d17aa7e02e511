import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { keepNumbersTogether } from "~/components/ui/keep-numbers-together";

const html = (text: string) => renderToStaticMarkup(keepNumbersTogether(text));
const nowrap = (range: string) => `<span class="whitespace-nowrap">${range}</span>`;

describe("keepNumbersTogether", () => {
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

  it("keeps a number joined to its word by a hyphen on one line", () => {
    expect(html("a 120-store pharmacy chain")).toBe(`a ${nowrap("120-store")} pharmacy chain`);
    expect(html("a 30-minute call, 4–8 weeks")).toBe(
      `a ${nowrap("30-minute")} call, ${nowrap("4–8")} weeks`,
    );
  });

  it("leaves text without a range or compound as it is, dashes between words included", () => {
    expect(keepNumbersTogether("Monday – Friday")).toBe("Monday – Friday");
    expect(keepNumbersTogether("From 2,000 INR")).toBe("From 2,000 INR");
    expect(keepNumbersTogether("a well-known, on-time team")).toBe("a well-known, on-time team");
  });
});
