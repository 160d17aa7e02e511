/** Texts and options of the visitor forms (spec sections 3 and 5). */
import { pathTo } from "~/route-paths";

export const serviceInterests = [
  "Web Development",
  "Mobile Apps",
  "UI/UX Design",
  "Cloud Solutions",
  "E-commerce",
  "Custom Software",
] as const;

/**
 * The consent sentence shown beside the contact form's checkbox. Bump the version whenever
 * the wording changes: each stored lead records the version the visitor agreed to.
 */
export const contactConsent = {
  version: "2025-04-04",
  before: "I agree to the ",
  linkLabel: "Privacy Policy",
  // The spec's /privacy-policy is kept as a redirect for old links; the page links the policy itself.
  linkHref: pathTo("privacy"),
  after: " and consent to having my data processed to receive responses to my inquiry.",
} as const;

export const newsletterNote = {
  before: "By subscribing, you agree to our ",
  privacy: { label: "Privacy Policy", href: pathTo("privacy") },
  and: " and ",
  terms: { label: "Terms of Service", href: pathTo("terms") },
  after: ".",
} as const;
