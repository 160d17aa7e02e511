import { describe, expect, it } from "vitest";
import { engagementModels } from "../../app/content/engagements";
import { faqAnswerText, faqs } from "../../app/content/faq";
import { companyFacts } from "../../app/content/facts";
import { addOnById } from "../../app/content/pricing";
import { formatInr, withoutPer } from "../../app/lib/inr";
import { plainText } from "../../app/content/text-parts";

describe("running text with prices (app/content/text-parts.ts)", () => {
  it("reads as the INR text it replaced, prices derived from the plans", () => {
    const cost = faqs.find((f) => f.question === "How much will my project cost?")!;
    expect(faqAnswerText(cost)).toMatch(
      /^Our plans start at 75,000 INR for a Starter app, 1,50,000 INR for Growth and 3,50,000 INR for Enterprise projects\./,
    );
    const { min, max } = companyFacts.typicalProjectWeeks;
    const length = faqs.find((f) => f.question.startsWith("How long"))!;
    expect(faqAnswerText(length)).toMatch(
      new RegExp(`^Small to medium projects typically take ${min}–${max} weeks from kick-off`),
    );
    const support = faqs.find((f) => f.question === "Do you provide support after launch?")!;
    const range = withoutPer(addOnById("maintenance").price);
    expect(support.answer).toContainEqual({ inr: range });
    expect(faqAnswerText(support)).toContain(
      `monthly maintenance costs ${formatInr(range)}, and 24/7`,
    );
    const fixed = engagementModels.find((m) => m.id === "fixed-scope")!;
    expect(plainText(fixed.summary)).toContain(
      "The plans: Starter 75,000 – 1,20,000 INR, Growth 1,50,000 – 3,00,000 INR, Enterprise 3,50,000 – 7,00,000+ INR.",
    );
    expect(plainText(fixed.scopeChanges)).toContain("billed at 1,200 INR / hour");
  });

  it("keeps links' text and plain strings as they are", () => {
    expect(plainText(["See ", { href: "/payment", text: "the policy" }, "."])).toBe(
      "See the policy.",
    );
    expect(plainText("Plain.")).toBe("Plain.");
  });
});
