/**
 * Client testimonials shown in the auto-scrolling strip. Pure data. Avatars are abstract artwork
 * generated at build time from `avatar` (no photos of real people).
 */
export interface Testimonial {
  slug: string;
  name: string;
  role: string;
  content: string;
  rating: 5;
  avatar: { palette: readonly [string, string] };
}

export const testimonials = [
  {
    slug: "ananya-mehta",
    name: "Ananya Mehta",
    role: "Founder, MediRise Pharmacy",
    content:
      "They turned a rough idea into a pharmacy app our customers use every day. Refill orders doubled in three months, and the team still answers within hours when we need a change.",
    rating: 5,
    avatar: { palette: ["#0f766e", "#5eead4"] },
  },
  {
    slug: "rahul-verma",
    name: "Rahul Verma",
    role: "CTO, PaySetu",
    content:
      "Security reviews, load tests, clear documentation: everything a fintech needs was done without us asking. We passed our bank partner's audit on the first attempt.",
    rating: 5,
    avatar: { palette: ["#312e81", "#818cf8"] },
  },
  {
    slug: "sarah-collins",
    name: "Sarah Collins",
    role: "Product Director, ShipSure Logistics (UK)",
    content:
      "Working across time zones was easier than with our local vendors. Demos every other week kept us in control, and the platform launched two weeks ahead of plan.",
    rating: 5,
    avatar: { palette: ["#155e75", "#67e8f9"] },
  },
  {
    slug: "vikram-shah",
    name: "Vikram Shah",
    role: "Operations Head, FreshKart",
    content:
      "Our delivery app handles festival-season peaks without a hiccup. Their engineers understood our store operations as well as the code.",
    rating: 5,
    avatar: { palette: ["#065f46", "#6ee7b7"] },
  },
  {
    slug: "priya-nair",
    name: "Priya Nair",
    role: "Co-founder, LearnLoop Academy",
    content:
      "The design team listened to teachers and students before drawing a single screen. Course completion went up 35% after the redesign.",
    rating: 5,
    avatar: { palette: ["#92400e", "#fcd34d"] },
  },
  {
    slug: "daniel-okafor",
    name: "Daniel Okafor",
    role: "CEO, InsightDesk (Dubai)",
    content:
      "Their AI work is practical, not hype. The lead-scoring model paid for the whole project within one quarter, and they explained every trade-off honestly.",
    rating: 5,
    avatar: { palette: ["#1e1b4b", "#a5b4fc"] },
  },
] as const satisfies readonly Testimonial[];

/** Rendered size of an avatar (px); the file is generated at twice this for sharp screens. */
export const avatarSizePx = 56;

export type TestimonialSlug = (typeof testimonials)[number]["slug"];
