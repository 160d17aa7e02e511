/**
 * How an engagement can be structured (/engagements): fixed scope on one of the three plans,
 * time and materials under a monthly cap, or a dedicated team billed per month. Every billing
 * line follows the Payment Policy (the advance before work, milestones, monthly billing in its
 * section 9, invoice due dates, INR) and every delivery line the Service Agreement (weekly
 * progress e-mails, change requests, notice); the page links both. The figures are the company
 * facts' (app/content/facts.ts).
 */
import { pathTo, withQuery } from "~/route-paths";
import { siteConfig } from "~/site.config";
import { foreignCurrencies } from "./exchange-rates";
import { countInWords } from "~/lib/indian-number";
import { companyFacts, writtenNotice } from "./facts";
import { pricingPlans } from "./pricing";
import type { RichText, TextPart } from "./text-parts";

/** Where a term is written: "Service Agreement, section 8", linked to its section. */
export interface DocumentSource {
  label: string;
  href: string;
}

export interface EngagementModel {
  /** The section's anchor on /engagements (/engagements#time-and-materials). */
  id: "fixed-scope" | "time-and-materials" | "dedicated-team";
  name: string;
  /** One line: what the client buys (its prices converted for a chosen currency). */
  summary: RichText;
  /** When this model fits. */
  fits: readonly string[];
  /** How billing works, and the Payment Policy's section that says it. */
  billing: readonly string[];
  billingSource: DocumentSource;
  /** What the client gets each week. */
  weekly: readonly string[];
  /** How the scope changes. */
  scopeChanges: RichText;
}

const { min, max } = companyFacts.typicalProjectWeeks;
const terms = companyFacts.workingTerms;
const payment = companyFacts.paymentTerms;
/** "Each invoice is due within 7 business days, in INR, by bank transfer or UPI." */
const invoiceDue = `Each invoice is due within ${payment.invoiceDueBusinessDays} business days, in INR, by bank transfer or UPI.`;
/** Where the Payment Policy bills time and materials and a dedicated team by the month. */
const monthlyBillingSource: DocumentSource = {
  label: "Payment Policy, section 9",
  href: `${pathTo("payment")}#time-and-materials-and-dedicated-teams`,
};
/** "Starter 75,000 – 1,20,000 INR, Growth …", each price a part of its own. */
const planPrices: TextPart[] = pricingPlans.flatMap((plan, index) => [
  `${index > 0 ? ", " : ""}${plan.name} `,
  { inr: plan.price },
]);

export const engagementModels = [
  {
    id: "fixed-scope",
    name: "Fixed Scope",
    // The prices after the sentence, not in parentheses: each may carry its own "(about £640 – £1,000)".
    summary: [
      "One of our three plans, turned into a fixed quote after the discovery call: an agreed list of deliverables, a date and a price. The plans: ",
      ...planPrices,
      ".",
    ],
    fits: [
      "You can write down what the first release must do, and it matches one of the plans.",
      "Your budget has to be approved once, before work starts, by a board, an investor or a grant.",
      `A first version of a small or medium product, which typically takes ${min}–${max} weeks.`,
    ],
    billing: [
      `${payment.advancePercent}% of the project fee in advance, before work starts.`,
      `Then milestones written into your proposal, typically ${payment.midProjectPercent}% at the mid-project milestone (approved designs or a working beta) and ${payment.finalDeliveryPercent}% on final delivery.`,
      invoiceDue,
    ],
    billingSource: {
      label: "Payment Policy, sections 1 to 3",
      href: `${pathTo("payment")}#advance-payment`,
    },
    weekly: [
      "A progress e-mail: what was done, what is planned next week, open questions and any risk to the date.",
      "A demo of the working software at the end of every two-week sprint, on a staging server where the project allows.",
    ],
    scopeChanges: [
      `Each milestone includes ${countInWords(terms.revisionRoundsPerMilestone)} revision rounds. New screens, features or integrations are change requests: we estimate their cost and effect on the date in writing, and start only after you approve. Extra revisions are billed at `,
      { inr: terms.extraRevisions },
      ", also estimated first.",
    ],
  },
  {
    id: "time-and-materials",
    name: "Time and Materials, with a Monthly Cap",
    summary:
      "You pay for the hours worked, at the hourly rates in your proposal, and never more in a month than the cap you set.",
    fits: [
      "The product will change as you learn from its users, so a fixed list of features would be out of date within weeks.",
      "You are continuing after a fixed-scope launch, with improvements and new features in order of value.",
      "You need a ceiling for your budget rather than a fixed list of deliverables.",
    ],
    billing: [
      `${payment.advancePercent}% of the first month's cap in advance, before work starts; the first month's invoice deducts it.`,
      "At each month's end, an invoice for the hours logged, never above the cap. We tell you before the hours reach it, and work stops at the cap unless you raise it in writing.",
      invoiceDue,
    ],
    billingSource: monthlyBillingSource,
    weekly: [
      "The progress e-mail, with the hours logged per person and task and the month's total against the cap.",
      "The week's finished work, working on a staging server, and a short review call if you want one.",
    ],
    scopeChanges:
      "The backlog is yours: reorder it, add to it or drop items any week, with no change request. Only the cap changes in writing.",
  },
  {
    id: "dedicated-team",
    name: "Dedicated Team, per Month",
    summary:
      "Designers and engineers who work on your product only, billed per person per month at the rates in your proposal.",
    fits: [
      "A product with a long roadmap that needs the same people month after month.",
      "You have a product owner who can set priorities every week.",
      "You want to add or release people as the roadmap changes, with notice rather than a new contract.",
    ],
    billing: [
      "Each month is invoiced in advance at its start, as the Payment Policy sets for monthly services.",
      invoiceDue,
      `Either side can end the engagement, or change the team's size, with ${writtenNotice}; a month in which the notice ends is invoiced pro rata.`,
    ],
    billingSource: monthlyBillingSource,
    weekly: [
      "The progress e-mail, and a planning call with your product owner in a weekly slot agreed for both time zones: inside your working day from Europe, the Middle East, Asia and Australia; early morning from the US East Coast, evening from the West Coast.",
      "Access to the team's tracker, repositories and builds, as if they sat in your office.",
    ],
    scopeChanges: `Your product owner sets the priorities each week; the team builds what is at the top. A change in team size takes ${writtenNotice}.`,
  },
] as const satisfies readonly EngagementModel[];

/** What holds in every model, each line with the document that says it. */
export const engagementCommonTerms = [
  {
    text: "Ownership of the designs, source code and documentation passes to you on full payment.",
    source: {
      label: "Service Agreement, section 9",
      href: `${pathTo("service-agreement")}#intellectual-property-and-ownership`,
    },
  },
  {
    text: "Weekly progress e-mails and a demo at the end of every two-week sprint, whatever the model.",
    source: {
      label: "Service Agreement, section 4",
      href: `${pathTo("service-agreement")}#progress-reporting`,
    },
  },
  {
    text: `You supply inputs within ${terms.inputsWithinHours} hours and approvals within ${terms.approvalWithinBusinessDays} business days; our dates move when they come later.`,
    source: {
      label: "Service Agreement, section 2",
      href: `${pathTo("service-agreement")}#your-responsibilities-inputs-and-approvals`,
    },
  },
  {
    text: `Prices exclude GST. An invoice unpaid after ${payment.invoiceDueBusinessDays} business days carries a late fee of ${payment.lateFeePercentPerWeek}% a week; report any discrepancy within ${payment.discrepancyBusinessDays} business days of receiving it.`,
    source: {
      label: "Payment Policy, sections 3 and 4",
      href: `${pathTo("payment")}#invoices-and-due-dates`,
    },
  },
  {
    text: `Either party may end the engagement with ${writtenNotice}; you pay for work done up to the end of the notice period.`,
    source: {
      label: "Service Agreement, section 8",
      href: `${pathTo("service-agreement")}#termination`,
    },
  },
  {
    text: companyFacts.trust.nda,
    source: { label: "Trust and Security", href: pathTo("trust") },
  },
] as const;

/** A line of the section for buyers abroad: a short lead-in and the text. */
export interface AbroadPoint {
  title: string;
  text: RichText;
}

const istOffset = siteConfig.contact.timeZoneOffset;

/**
 * "Working with Us from Outside India" (/engagements#working-from-abroad): how a buyer in London,
 * New York, Berlin, Dubai or Sydney quotes, pays, reads our prices and meets us. Every line rests
 * on the Payment Policy, the Service Agreement, the rate table or site.config; the desk hours
 * themselves are rendered from site.config beside it.
 */
export const workingFromAbroad = {
  id: "working-from-abroad",
  title: "Working with Us from Outside India",
  lead: "The same plans, terms and weekly reporting apply wherever you are. What differs for a client abroad:",
  points: [
    {
      title: "Quotes, invoices and payment in INR",
      text: [
        "We quote, invoice and take payment in Indian rupees, whatever your country. You pay by international bank transfer (SWIFT), and your bank's charges and any currency conversion are yours, so the invoiced amount arrives in full (",
        { href: `${pathTo("payment")}#how-to-pay`, text: "Payment Policy, section 5" },
        ").",
      ],
    },
    {
      title: "Our prices in your currency",
      text: [
        "To read our INR prices in your own money, see the plans with indicative amounts in ",
        ...foreignCurrencies.flatMap((currency, index): TextPart[] => [
          index === 0 ? "" : index === foreignCurrencies.length - 1 ? " or " : ", ",
          { href: withQuery(pathTo("pricing"), { currency: currency.id }), text: currency.name },
        ]),
        ". They are rounded, at dated rates; the amount you pay is the INR one.",
      ],
    },
    {
      title: "GST",
      text: [
        "Our prices exclude GST. Under Indian GST law, an export of services to a client outside India is zero-rated when the law's conditions are met; your proposal says how GST applies to yours (",
        { href: `${pathTo("payment")}#invoices-and-due-dates`, text: "Payment Policy, section 3" },
        ").",
      ],
    },
    {
      title: "Time zones",
      text: [
        `Our desks keep India Standard Time (UTC${istOffset}, no daylight saving): the hours are beside this list, with your own time when your browser gives it. The booking calendar shows its times in your time zone, and `,
        { href: pathTo("book"), text: "the request-a-call form" },
        " asks for yours, says which times fall inside our hours, and offers a video call (we email you the invite) as well as a phone call.",
      ],
    },
    {
      title: "Your contract",
      text: [
        "The proposal you sign states the scope, milestones, dates and fee, and where it says something different from our standard terms, the proposal prevails for your project (",
        { href: pathTo("service-agreement"), text: "Service Agreement" },
        ").",
      ],
    },
  ],
} as const satisfies {
  id: string;
  title: string;
  lead: string;
  points: readonly AbroadPoint[];
};
