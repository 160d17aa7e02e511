import { describe, expect, it } from "vitest";
import { pricingAddOns, pricingPlans, discoveryCall } from "~/content/pricing";
import { formatInr, formatInrAmount } from "~/lib/inr";
import { jobApplicationHref, mailtoHref } from "~/lib/mailto";

describe("formatInr", () => {
  it("groups digits the Indian way", () => {
    expect(formatInrAmount(75_000)).toBe("75,000");
    expect(formatInrAmount(120_000)).toBe("1,20,000");
    expect(formatInrAmount(700_000)).toBe("7,00,000");
    expect(formatInrAmount(10_000_000)).toBe("1,00,00,000");
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
    expect(formatInr(discoveryCall.price)).toBe("2,000 INR");
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
