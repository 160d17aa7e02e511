/**
 * The company's facts, stated once. Every page, the structured data and /llms.txt read them from
 * here; copy that mentions a fact interpolates it (`${companyFacts.clients.count}+ clients`)
 * instead of typing the number. `tests/integration/facts.test.ts` scans the content and the built pages
 * and fails when any of them states a different figure.
 */
import { formatInr, type InrPrice } from "../lib/inr";
import { siteConfig, type BookingEventKey } from "../site.config";

/** The paid discovery call's length, which its summary states. */
const discoveryCallMinutes = 30;

export const companyFacts = {
  foundedYear: siteConfig.foundedYear,
  /** Distinct clients since founding (the seed's "300+ Happy Clients"). */
  clients: { count: 300, label: "Happy Clients" },
  /** Projects shipped since founding (the seed's "500+ Projects Delivered"). */
  projects: { count: 500, label: "Projects Delivered" },
  awards: { count: 5, label: "Industry Awards" },
  /** A bare "90+" says nothing; `definition` is shown under the figure wherever it appears. */
  successRatePercent: {
    count: 90,
    label: "Success Rate %",
    definition: "Share of projects delivered on the agreed scope and date",
  },
  certifications: [
    {
      name: "ISO 27001",
      meaning:
        "Audited information-security processes: access control, backups, incident response.",
    },
    {
      name: "GDPR compliant",
      meaning:
        "Personal data of your users in the EU and the UK is collected, stored and deleted as the law requires.",
    },
  ],
  award: {
    name: "Top IT Agency 2025",
    meaning: "Named among India's top IT agencies of 2025 for delivery and client reviews.",
  },
  partners: {
    name: "Google & AWS partner",
    meaning: "Certified engineers and partner support on Google Cloud and Amazon Web Services.",
  },
  support: {
    name: "24/7 technical support",
    meaning: "Production incidents are answered around the clock, weekends included.",
  },
  /**
   * How a client's confidential information and systems are handled, as /trust states it. The
   * legal terms behind the rest of that page (ownership, data, retention) are in the Service
   * Agreement and the Privacy Policy, which it links.
   */
  trust: {
    nda: "On request we sign a non-disclosure agreement before the discovery call: yours, or our mutual one.",
    systemAccess: {
      granted: [
        "Each person on your project gets a named account of their own on your systems, never a shared login, with only the rights their task needs.",
        "Multi-factor authentication on every account that offers it. Credentials reach us through your password manager or a one-time link, never in plain e-mail or chat.",
        "Production access only for the engineers who deploy, and only when the task needs it; staging and test data for everyone else.",
      ],
      revoked: [
        "Within one business day of a person leaving your project, their accounts and keys on your systems are removed.",
        "At handover, or when the engagement ends, we remove all of our accounts, keys and tokens and send you a written list of what was removed.",
      ],
    },
    /** Where to report a vulnerability or a suspected incident. */
    security: {
      email: siteConfig.contact.email,
      subject: "Security",
    },
  },
  /** The spec's "small to medium projects typically 4–8 weeks". */
  typicalProjectWeeks: { min: 4, max: 8 },
  /**
   * The Service Agreement's working terms, which the agreement, /engagements, the process post
   * and the design FAQ all state: the client's inputs and approvals, and the revisions included
   * (with the Payment Policy's design revision cycles).
   */
  workingTerms: {
    inputsWithinHours: 48,
    /** Either side may end an engagement (or change a dedicated team's size) on this notice. */
    noticeDays: 30,
    approvalWithinBusinessDays: 3,
    revisionRoundsPerMilestone: 2,
    /** The Payment Policy's design revision cycles, included in every project. */
    designRevisionCycles: 2,
    /** Extra revisions beyond those rounds, billed after the client approves an estimate. */
    extraRevisions: { min: 1_200, per: "hour" } satisfies InrPrice,
  },
  /**
   * The Payment Policy's terms, which the policy, /engagements, the FAQ and the posts all state:
   * the advance before work starts and a fixed-scope project's typical milestones, when an
   * invoice is due, the late fee after that, and how soon to report a wrong invoice.
   */
  paymentTerms: {
    advancePercent: 50,
    /** The lowest advance a proposal may set instead (the policy's "30–50% advance"). */
    lowestAdvancePercent: 30,
    midProjectPercent: 30,
    finalDeliveryPercent: 20,
    invoiceDueBusinessDays: 7,
    lateFeePercentPerWeek: 5,
    discrepancyBusinessDays: 3,
  },
  /**
   * How long the website keeps what visitors send, as the Privacy Policy and /trust promise it.
   * The server's retention sweep defaults to these (LEADS_RETENTION_MONTHS,
   * MAIL_BODY_RETENTION_DAYS) and warns at start-up when it is set to keep anything longer.
   */
  retention: { leadMonths: 24, mailBodyDays: 30 },
  location: siteConfig.contact.location,
  businessHours: siteConfig.contact.businessHours,
  replyWithin: siteConfig.contact.replyWithin,
  /**
   * The two calls a visitor can book. They are different calls, and every button and text that
   * offers one names which: the free consultation is a no-cost first conversation; the discovery
   * call is a paid scoping session whose fee is refunded when a plan is signed.
   */
  calls: {
    freeConsultation: {
      event: "freeConsultation",
      name: "Free consultation",
      durationMinutes: 20,
      priceInr: 0,
      summary: "A no-cost first conversation about your idea, your timeline and whether we fit.",
    },
    discoveryCall: {
      event: "discoveryCall",
      name: "Discovery call",
      durationMinutes: discoveryCallMinutes,
      priceInr: 2_000,
      refundNote: "Fully refundable when you sign any plan.",
      /**
       * How the fee is paid, which a buyer abroad asks before booking: by the Payment Policy's
       * methods (section 5), on an invoice due before the call rather than in its usual term.
       */
      paymentNote:
        "Paid by invoice, which we email when you book, before the call: by UPI or bank transfer in India, or by international bank transfer in INR from abroad.",
      summary: `A paid ${discoveryCallMinutes}-minute scoping session: we map features, risks, timeline and budget, and you leave with a written summary.`,
    },
  },
} as const;

/**
 * What every button that offers a call says, so a visitor always knows which of the two calls it
 * is (and that only one of them costs anything). The fee is an amount, not typed text, so the
 * button can show it in the buyer's chosen currency too (BookingButton, docs/decisions/019).
 */
export const callButtonLabels = {
  freeConsultation: { action: "Book a Free Consultation" },
  discoveryCall: {
    action: "Book a Discovery Call",
    fee: { inr: { min: companyFacts.calls.discoveryCall.priceInr }, note: "refundable" },
  },
} as const satisfies Record<BookingEventKey, CallButtonLabel>;

export interface CallButtonLabel {
  action: string;
  /** What the call costs, said in brackets after the action. */
  fee?: { inr: InrPrice; note: string };
}

/** A label as it reads in INR: "Book a Discovery Call (2,000 INR, refundable)". */
function labelText(label: CallButtonLabel): string {
  return label.fee
    ? `${label.action} (${formatInr(label.fee.inr)}, ${label.fee.note})`
    : label.action;
}

/** The labels as they read in INR, the buttons' names until a currency is chosen. */
export const callLabels = {
  freeConsultation: labelText(callButtonLabels.freeConsultation),
  discoveryCall: labelText(callButtonLabels.discoveryCall),
};

/**
 * The other calls to action that several pages offer, each written once so the same action
 * reads the same everywhere: in Title Case, as the spec's own buttons (README, "Changing
 * content"). A button or link that appears in one place only writes its label there.
 */
export const actionLabels = {
  learnMore: "Learn More",
  estimateProject: "Estimate Your Project",
  requestCall: "Request a Call",
  readCaseStudy: "Read the Case Study",
} as const;

/** "30 days' written notice": what ending an engagement, or resizing a dedicated team, takes. */
export const writtenNotice = `${companyFacts.workingTerms.noticeDays} days' written notice`;
