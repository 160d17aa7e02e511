/** Frequently asked questions on the contact page (spec: 8 questions). Pure data. */
import { withoutPer } from "~/lib/inr";
import { pathTo } from "~/route-paths";
import { workingFromAbroad } from "./engagements";
import { companyFacts } from "./facts";
import { addOnById, planById } from "./pricing";
import { plainText, type RichText } from "./text-parts";

export interface FaqEntry {
  question: string;
  /** Plain text, or parts for an answer that states a price or links on (./text-parts). */
  answer: RichText;
}

/** An answer as plain text (the FAQPage JSON-LD). */
export function faqAnswerText(entry: FaqEntry): string {
  return plainText(entry.answer);
}

const from = (id: Parameters<typeof planById>[0]) => ({ inr: { min: planById(id).price.min } });
const weeks = companyFacts.typicalProjectWeeks;
// The answer says "monthly", so the range is given without the rate card's "/ month".
const maintenanceRange = withoutPer(addOnById("maintenance").price);

export const faqs = [
  {
    question: "How long does it take to build an app or website?",
    answer: `Small to medium projects typically take ${weeks.min}–${weeks.max} weeks from kick-off to launch. Larger platforms are planned in phases, and you get a working demo at the end of every two-week sprint.`,
  },
  {
    question: "How much will my project cost?",
    answer: [
      "Our plans start at ",
      from("starter"),
      " for a Starter app, ",
      from("growth"),
      " for Growth and ",
      from("enterprise"),
      " for Enterprise projects. After a short discovery call we send a fixed quote, with no hidden costs.",
    ],
  },
  {
    question: "Do you sign an NDA before we discuss my idea?",
    answer:
      "Yes. We are happy to sign your NDA or ours before any detailed discussion. We are ISO 27001 certified and GDPR compliant, and your code and data stay yours.",
  },
  {
    question: "Who owns the source code and designs?",
    answer:
      "You do. Full ownership of the source code, designs and documentation passes to you once the final payment is made, as set out in our service agreement.",
  },
  {
    question: "How do payments work?",
    answer: `On a fixed-scope project we take a ${companyFacts.paymentTerms.advancePercent}% advance before work starts and the rest at agreed milestones; time and materials and dedicated teams are billed by the month. Invoices are due within ${companyFacts.paymentTerms.invoiceDueBusinessDays} business days, and you can pay by bank transfer or UPI in INR.`,
  },
  {
    question: "Do you provide support after launch?",
    answer: [
      "Every plan includes free support after launch (1, 3 or 6 months depending on the plan). After that, monthly maintenance costs ",
      { inr: maintenanceRange },
      ", and 24/7 technical support is available.",
    ],
  },
  {
    question: "Do you work with clients outside India?",
    answer: [
      "Yes. We are based in India with global operations and work with clients in Europe, the Middle East and North America, with meetings scheduled in your time zone. We quote, invoice and take payment in INR, by international bank transfer from abroad. See ",
      // A sentence without its link too: search engines and llms.txt read the answer as text.
      {
        href: `${pathTo("engagements")}#${workingFromAbroad.id}`,
        text: "how working with us from outside India works",
      },
      ".",
    ],
  },
  {
    question: "How will I know how my project is going?",
    answer: `You get a dedicated project manager, a weekly progress email and a demo after every sprint. We reply to messages within ${companyFacts.replyWithin}, usually much sooner during business hours.`,
  },
] as const satisfies readonly FaqEntry[];
