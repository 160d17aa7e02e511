/**
 * About-the-company copy. Pure data. The founding year, claims, contact details and business
 * hours live in `app/site.config.ts`; this module holds the prose that goes with them.
 */
import { siteConfig } from "../site.config";
import type { AccentName } from "./accents";
import type { IconName } from "~/components/icons";

export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
  accent: AccentName;
}

export const aboutHeadline = {
  eyebrow: "About Us",
  title: "We turn ideas into software people love to use",
  lead: `Since ${siteConfig.foundedYear}, ${siteConfig.brandName} has designed and built web, mobile and AI products for startups and enterprises. ${siteConfig.contact.location.summary}.`,
} as const;

export const companyStory = {
  title: "Our Story",
  text: `${siteConfig.brandName} was founded in ${siteConfig.foundedYear} in ${siteConfig.contact.location.city} by a small team of engineers who believed great software should be within reach of every business, not just the largest ones. Today we are a team of designers, developers and AI specialists serving clients in India and around the world.`,
  mission: {
    title: "Our Mission",
    text: "To help businesses grow with reliable, beautifully designed software, delivered on time, priced transparently and supported long after launch.",
  },
  vision: {
    title: "Our Vision",
    text: "To be the most trusted technology partner for growing companies, known for products that are fast, accessible and built to last.",
  },
} as const;

export const expertiseCards = [
  {
    icon: "Rocket",
    title: "Product Engineering",
    accent: "blue",
    description:
      "From MVP to scale: web, mobile and SaaS products engineered for performance and maintainability.",
  },
  {
    icon: "BrainCircuit",
    title: "AI & Automation",
    accent: "violet",
    description:
      "Practical machine learning, chat assistants and workflow automation that save real hours.",
  },
  {
    icon: "Palette",
    title: "Design That Converts",
    accent: "rose",
    description:
      "Research-led UI/UX and design systems that make products clear, accessible and on brand.",
  },
  {
    icon: "ShieldCheck",
    title: "Security & Compliance",
    accent: "emerald",
    description:
      "ISO 27001 certified processes and GDPR-compliant data handling built in from day one.",
  },
] as const satisfies readonly IconCard[];

/** Names shown as text in the Trusted By strip (no third-party logos). */
export const trustedBy = [
  "MediRise",
  "PaySetu",
  "FreshKart",
  "LearnLoop",
  "ShipSure",
  "InsightDesk",
] as const;

/** The three cards at the top of the contact page. */
export const contactHighlights = [
  {
    icon: "Zap",
    title: "Quick Response",
    accent: "amber",
    description: `We reply to every message within ${siteConfig.contact.replyWithin}, usually the same business day.`,
  },
  {
    icon: "MessageSquare",
    title: "Free Consultation",
    accent: "blue",
    description:
      "Book a free consultation to talk through your idea, timeline and budget, with no obligation.",
  },
  {
    icon: "Earth",
    title: "Global Service",
    accent: "emerald",
    description: `${siteConfig.contact.location.summary}: we work with clients across time zones.`,
  },
] as const satisfies readonly IconCard[];
