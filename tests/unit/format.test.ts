import { describe, expect, it } from "vitest";
import { companyFacts } from "~/content/facts";
import { pricingAddOns, pricingPlans } from "~/content/pricing";
import { formatContentDate } from "~/lib/content/dates";
import { countInWords, formatIndianNumber } from "~/lib/indian-number";
import { formatInr, formatInrInText, inrParts } from "~/lib/inr";
import { jobApplicationHref, mailtoHref } from "~/lib/mailto";

describe("formatIndianNumber", () => {
  it("groups digits the Indian way", () => {
    expect(formatIndianNumber(0)).toBe("0");
    expect(formatIndianNumber(999)).toBe("999");
    expect(formatIndianNumber(5_000)).toBe("5,000");
    expect(formatIndianNumber(75_000)).toBe("75,000");
    expect(formatIndianNumber(120_000)).toBe("1,20,000");
    expect(formatIndianNumber(700_000)).toBe("7,00,000");
    expect(formatIndianNumber(10_000_000)).toBe("1,00,00,000");
  });

  it("writes what Intl's en-IN number format writes", () => {
    const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    const values = [Number.MAX_SAFE_INTEGER, 0.5, 2.5, 999.5, 99_999.49, 1_234_567.5];
    for (let digits = 1; digits <= 15; digits++) {
      values.push(10 ** (digits - 1), 10 ** digits - 1, Math.floor(0.6180339887 * 10 ** digits));
    }
    for (const value of values)
      expect(formatIndianNumber(value), String(value)).toBe(intl.format(value));
  });

  it("refuses negative, non-finite and inexact (2^53 and up) numbers", () => {
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => formatIndianNumber(value), String(value)).toThrow(RangeError);
    }
  });
});

describe("countInWords", () => {
  it("writes counts below ten as words and larger ones as digits", () => {
    expect([0, 1, 2, 9, 10, 48].map(countInWords)).toEqual([
      "zero",
      "one",
      "two",
      "nine",
      "10",
      "48",
    ]);
  });
});

describe("formatContentDate", () => {
  it("writes what Intl's en-IN long date writes, for every day of 2023 to 2025", () => {
    const intl = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    const day = 24 * 60 * 60 * 1000;
    let checked = 0;
    for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2026, 0, 1); time += day) {
      const iso = new Date(time).toISOString().slice(0, 10);
      expect(formatContentDate(iso), iso).toBe(intl.format(new Date(time)));
      checked++;
    }
    expect(checked).toBe(365 + 366 + 365);
  });

  it("refuses what is not a calendar date", () => {
    for (const text of [
      "2025-02-29",
      "2025-04-31",
      "2025-13-01",
      "2025-00-10",
      "2025-4-4",
      "4 April 2025",
      "",
    ]) {
      expect(() => formatContentDate(text), text).toThrow(RangeError);
    }
  });
});

describe("formatInr", () => {
  it("is its amount and its currency, which the plan cards set apart", () => {
    expect(inrParts({ min: 350000, max: 700000, openEnded: true })).toEqual({
      amount: "3,50,000 – 7,00,000+",
      currency: " INR",
    });
    expect(inrParts({ min: 10000, max: 25000, per: "month" }).currency).toBe(" INR / month");
    for (const price of [...pricingPlans, ...pricingAddOns].map((item) => item.price)) {
      const { amount, currency } = inrParts(price);
      expect(`${amount}${currency}`).toBe(formatInr(price));
    }
  });

  it("formats every plan range of the spec", () => {
    expect(pricingPlans.map((p) => formatInr(p.price))).toEqual([
      "75,000 – 1,20,000 INR",
      "1,50,000 – 3,00,000 INR",
      "3,50,000 – 7,00,000+ INR",
    ]);
  });

  it("formats add-ons with a plus sign and maintenance per month", () => {
    expect(pricingAddOns.map((a) => formatInr(a.price))).toEqual([
      "+50,000 – 1,00,000 INR",
      "+25,000 INR",
      "+30,000 INR",
      "+20,000 – 50,000 INR",
      "+20,000 INR",
      "10,000 – 25,000 INR / month",
    ]);
    expect(formatInr({ min: companyFacts.calls.discoveryCall.priceInr })).toBe("2,000 INR");
  });

  it('says a range in running text with "to" and "per"', () => {
    expect(pricingPlans.map((p) => formatInrInText(p.price))).toEqual([
      "75,000 to 1,20,000 INR",
      "1,50,000 to 3,00,000 INR",
      "3,50,000 to 7,00,000+ INR",
    ]);
    expect(pricingAddOns.map((a) => formatInrInText(a.price))).toEqual([
      "+50,000 to 1,00,000 INR",
      "+25,000 INR",
      "+30,000 INR",
      "+20,000 to 50,000 INR",
      "+20,000 INR",
      "10,000 to 25,000 INR per month",
    ]);
  });
});

describe("mailto links", () => {
  it("percent-encodes subject and body", () => {
    expect(mailtoHref("a@b.example", { subject: "Hi & bye?", body: "Line 1\nLine 2" })).toBe(
      "mailto:a@b.example?subject=Hi%20%26%20bye%3F&body=Line%201%0ALine%202",
    );
    expect(mailtoHref("a@b.example")).toBe("mailto:a@b.example");
  });

  it("builds the job application subject and greeting", () => {
    const href = jobApplicationHref("jobs@x.example", "UI/UX Graphic Designer", "Acme");
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    const params = new URLSearchParams(url.search);
    expect(params.get("subject")).toBe("Application for UI/UX Graphic Designer Position");
    expect(params.get("body")).toMatch(/^Dear Acme Hiring Team,/);
    expect(href).not.toContain(" ");
  });
});
