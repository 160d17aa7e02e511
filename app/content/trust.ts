/**
 * What /trust says, each claim with the document it comes from: the facts module
 * (./facts.ts) or a legal page, linked by section. Nothing here states a term of its own.
 */
import { contactFormHref, pathTo } from "~/route-paths";
import { companyFacts } from "./facts";
import type { RichText } from "./text-parts";

export interface TrustClaim {
  /** An INR amount in it shows its conversion when a currency is chosen. */
  text: RichText;
  /** Where the claim is written; a legal page by section, or the facts module's page. */
  source?: { label: string; href: string };
  /** What a buyer can ask for to act on it, such as our mutual NDA. */
  ask?: { label: string; href: string };
}

const agreement = (section: string, anchor: string) => ({
  label: `Service Agreement, section ${section}`,
  href: `${pathTo("service-agreement")}#${anchor}`,
});
const privacy = (section: string, anchor: string) => ({
  label: `Privacy Policy, section ${section}`,
  href: `${pathTo("privacy")}#${anchor}`,
});

/** Where the Privacy Policy makes each certification binding; a new one must be added here. */
const certificationSources: Record<
  (typeof companyFacts.certifications)[number]["name"],
  TrustClaim["source"]
> = {
  "ISO 27001": privacy("8", "how-we-protect-it"),
  "GDPR compliant": privacy("9", "your-rights"),
};

/** The certifications' and laws' cards on /trust, each linking the policy section behind it. */
export const trustStandards: readonly {
  name: string;
  meaning: string;
  source: TrustClaim["source"];
}[] = [
  ...companyFacts.certifications.map((certification) => ({
    ...certification,
    source: certificationSources[certification.name],
  })),
  {
    name: "DPDP Act 2023",
    meaning:
      "Our privacy policy is written to meet India's Digital Personal Data Protection Act, 2023, with a grievance officer who acknowledges complaints within 48 hours.",
    source: privacy("10", "grievance-officer"),
  },
];

export const trustSections = [
  {
    id: "before-we-talk",
    title: "Before We Talk",
    claims: [
      {
        text: companyFacts.trust.nda,
        // The contact form, filled in: a buyer abroad will not describe their idea before this.
        ask: {
          label: "Ask for Our Mutual NDA",
          href: contactFormHref({
            subject: "Mutual NDA before our call",
            message:
              "Before we talk about our project, please send us your mutual NDA to sign, or tell us if you would rather sign ours.",
          }),
        },
      },
      {
        text: [
          "Sending a contact form or booking a call creates no contract for a project. The free consultation costs nothing; the discovery call costs ",
          { inr: { min: companyFacts.calls.discoveryCall.priceInr } },
          ", refundable when you sign any plan.",
        ],
        source: {
          label: "Terms of Service, section 6",
          href: `${pathTo("terms")}#enquiries-bookings-and-projects`,
        },
      },
      {
        text: "Each party keeps the other's confidential information secret and uses it only for the project.",
        source: agreement("10", "confidentiality-and-data-protection"),
      },
    ],
  },
  {
    id: "who-owns-the-work",
    title: "Who Owns the Work",
    claims: [
      {
        text: "Ownership of the designs, source code and documentation passes to you on full payment of all amounts due under the project.",
        source: agreement("9", "intellectual-property-and-ownership"),
      },
      {
        text: "Our own pre-existing tools and libraries stay ours, with a perpetual, royalty-free licence for you to use them as part of your product. Open-source components keep their licences, listed in the handover documents.",
        source: agreement("9", "intellectual-property-and-ownership"),
      },
      {
        text: "Source code and credentials are handed over once all invoices are paid; until then you have a licence to review and test the work.",
        source: agreement("9", "intellectual-property-and-ownership"),
      },
    ],
  },
  {
    id: "your-data",
    title: "Your data: what we keep, where, for how long, who sees it",
    claims: [
      {
        text: "What we keep: what you send through the contact form, newsletter and booking; for clients, business contacts, billing details and project correspondence. No passwords, financial account, health or biometric data through this site.",
        source: privacy("2", "the-data-we-collect"),
      },
      {
        text: `How long: enquiries ${companyFacts.retention.leadMonths} months after they arrive, then deleted automatically; newsletter addresses until you unsubscribe; client and billing records as long as Indian tax and company law require (generally eight years); server logs up to 90 days.`,
        source: privacy("7", "how-long-we-keep-it"),
      },
      {
        text: "Where: with our hosting, e-mail and scheduling providers, some outside India. Data leaving the EEA or the UK is covered by the European Commission's Standard Contractual Clauses or an equivalent GDPR safeguard; data leaves India only as the Digital Personal Data Protection Act, 2023 permits.",
        source: {
          label: "Privacy Policy, sections 5 and 6",
          href: `${pathTo("privacy")}#international-transfers`,
        },
      },
      {
        text: "Who sees it: our staff on a need-to-know basis, with multi-factor authentication, and the providers above under written contracts. We never sell personal data.",
        source: {
          label: "Privacy Policy, sections 3, 5 and 8",
          href: `${pathTo("privacy")}#who-we-share-it-with`,
        },
      },
      {
        text: "For personal data you entrust to us in a project, we sign a data processing agreement on request.",
        source: agreement("10", "confidentiality-and-data-protection"),
      },
      {
        text: "If a breach affects you, we inform you and the authorities the law names: the Data Protection Board of India and, where GDPR applies, the supervisory authority within 72 hours.",
        source: privacy("8", "how-we-protect-it"),
      },
    ],
  },
  {
    id: "access-to-your-systems",
    title: "Access to Your Systems",
    claims: [
      ...companyFacts.trust.systemAccess.granted.map((text) => ({ text })),
      ...companyFacts.trust.systemAccess.revoked.map((text) => ({ text })),
    ],
  },
] as const satisfies readonly { id: string; title: string; claims: readonly TrustClaim[] }[];

/** The legal pages /trust links as a whole. */
export const trustDocuments = [
  {
    label: "Privacy Policy",
    href: pathTo("privacy"),
    about: "Data we collect, why, for how long, your rights and our grievance officer.",
  },
  {
    label: "Service Agreement",
    href: pathTo("service-agreement"),
    about: "Scope, revisions, progress reports, ownership, confidentiality and termination.",
  },
  {
    label: "Terms of Service",
    href: pathTo("terms"),
    about: "Using this site, enquiries and bookings, liability and governing law.",
  },
  {
    label: "Payment Policy",
    href: pathTo("payment"),
    about: "Advance, milestones, invoices, refunds, all in INR.",
  },
] as const;
