import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OutcomeFigures } from "~/components/case-studies/outcome-figures";
import type { Outcome } from "~/content/case-studies";
import { foreignCurrencies } from "~/content/exchange-rates";
import { formatIndicative } from "~/lib/currency";
import { formatOutcome } from "~/lib/outcome";

describe("outcome figures", () => {
  it("joins short units to the figure and keeps word units apart", () => {
    expect(formatOutcome({ value: 46, unit: "%" })).toEqual({
      figure: "46%",
      unit: "",
      inline: true,
      international: "",
    });
    expect(formatOutcome({ value: 2, unit: "×" }).figure).toBe("2×");
    expect(formatOutcome({ value: 4.5, unit: "/5" }).figure).toBe("4.5/5");
    expect(formatOutcome({ value: 2.6, unit: "s" })).toEqual({
      figure: "2.6",
      unit: "s",
      inline: true,
      international: "",
    });
    expect(formatOutcome({ value: 12.4, unit: "lakh INR" })).toEqual({
      figure: "12.4",
      unit: "lakh INR",
      inline: true,
      international: "1.24 million INR",
      rupees: 12_40_000,
    });
    expect(formatOutcome({ value: 40_000, unit: "students" })).toEqual({
      figure: "40,000",
      unit: "students",
      inline: false,
      international: "",
    });
  });

  it("says one of a unit in the singular", () => {
    expect(formatOutcome({ value: 1, unit: "days" })).toEqual({
      figure: "1",
      unit: "day",
      inline: true,
      international: "",
    });
    expect(formatOutcome({ value: 1, unit: "firms" }).unit).toBe("firm");
    expect(formatOutcome({ value: 2, unit: "days" }).unit).toBe("days");
    expect(formatOutcome({ value: 1, unit: "s" }).unit).toBe("s");
    expect(formatOutcome({ value: 1, unit: "ms" }).unit).toBe("ms");
    expect(formatOutcome({ value: 1, unit: "lakh INR" }).unit).toBe("lakh INR");
  });

  it("says large counts in lakhs and crores", () => {
    expect(formatOutcome({ value: 12_00_000, unit: "transactions" }).figure).toBe("12 lakh");
    expect(formatOutcome({ value: 1_50_000, unit: "users" }).figure).toBe("1.5 lakh");
    expect(formatOutcome({ value: 3_00_00_000, unit: "orders" }).figure).toBe("3 crore");
  });

  it("gives lakhs and crores in millions for readers outside India", () => {
    const international = (value: number, unit: string) =>
      formatOutcome({ value, unit }).international;
    expect(international(12_00_000, "transactions")).toBe("1.2 million");
    expect(international(1_50_000, "users")).toBe("150,000");
    expect(international(3_00_00_000, "orders")).toBe("30 million");
    expect(international(4, "lakh INR")).toBe("400,000 INR");
    expect(international(2.5, "crore INR")).toBe("25 million INR");
    // Below a lakh the two ways of writing a number agree: nothing to add.
    expect(international(99_999, "users")).toBe("");
    expect(international(46, "%")).toBe("");
  });
});

describe("OutcomeFigures", () => {
  it("spaces each figure from its unit and its conversion in the text, not only on screen", () => {
    // What copy, find-in-page and a screen reader get: the text without its tags.
    const text = (outcome: Outcome) =>
      renderToStaticMarkup(createElement(OutcomeFigures, { outcomes: [outcome] }))
        .replace(/<\/p><p[^>]*>/g, " | ")
        .replace(/<[^>]+>/g, "");
    expect(text({ value: 1, unit: "days", label: "to onboard" })).toBe("1 day | to onboard");
    expect(text({ value: 2.6, unit: "s", label: "median" })).toBe("2.6 s | median");
    expect(text({ value: 46, unit: "%", label: "ordering" })).toBe("46% | ordering");
    expect(text({ value: 1_200_000, unit: "transactions", label: "a month" })).toBe(
      "12 lakh transactions (1.2 million) | a month",
    );
  });

  it("converts a rupee outcome inside its bracket, for a buyer who chose a currency", () => {
    const html = renderToStaticMarkup(
      createElement(OutcomeFigures, {
        outcomes: [{ value: 3.2, unit: "lakh INR", label: "less written off" }],
      }),
    );
    // app.css shows one of these once a currency is chosen: "(320,000 INR, about $3,600)".
    const usd = foreignCurrencies.find((currency) => currency.id === "usd");
    const gbp = foreignCurrencies.find((currency) => currency.id === "gbp");
    expect(html).toContain(
      `(320,000 INR<span data-fx="usd">, ${formatIndicative({ min: 3_20_000 }, usd!)}</span>`,
    );
    expect(html).toContain(
      `<span data-fx="gbp">, ${formatIndicative({ min: 3_20_000 }, gbp!)}</span>)</span>`,
    );
  });
});
