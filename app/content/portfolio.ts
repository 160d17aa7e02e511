/**
 * Portfolio projects. Pure data. Each project's images are its product's screens, drawn at build
 * time in its `palette` from app/content/product-screens.ts (scripts/artwork/), never a
 * hot-linked photo. Its case study is app/content/case-studies.ts.
 */
import type { AccentName } from "./accents";

export interface PortfolioProject {
  slug: string;
  title: string;
  category: string;
  description: string;
  /**
   * The product's live site, only where it has a real public URL (the seed's `external` flag):
   * View Project then opens it in a new tab. Without one, View Project opens the case study.
   */
  liveUrl?: `https://${string}`;
  accent: AccentName;
  /** Two hex colours of the product's brand: its artwork and screens are drawn in them. */
  palette: readonly [string, string];
}

export const portfolioProjects = [
  {
    slug: "medirise",
    title: "MediRise Pharmacy",
    category: "Healthcare",
    description:
      "Prescription upload, medicine delivery and refill reminders for a pharmacy chain with 120 stores across Gujarat.",
    accent: "teal",
    palette: ["#0f766e", "#5eead4"],
  },
  {
    slug: "paysetu",
    title: "PaySetu Wallet",
    category: "Fintech",
    description:
      "A UPI wallet with bill payments, split expenses and bank-grade security, handling over a million transactions a month.",
    accent: "indigo",
    palette: ["#312e81", "#818cf8"],
  },
  {
    slug: "freshkart",
    title: "FreshKart Grocery",
    category: "eCommerce",
    description:
      "Ten-minute grocery delivery with live rider tracking, slot booking and a store dashboard for inventory and offers.",
    accent: "emerald",
    palette: ["#065f46", "#6ee7b7"],
  },
  {
    slug: "learnloop",
    title: "LearnLoop Academy",
    category: "Education",
    description:
      "Live classes, recorded lessons and quizzes for 40,000 students, with offline downloads for learners on slow networks.",
    accent: "amber",
    palette: ["#92400e", "#fcd34d"],
  },
  {
    slug: "fitpulse",
    title: "FitPulse Coach",
    category: "Fitness",
    description:
      "Personal workout plans, wearable sync and trainer chat in a cross-platform app built with Flutter.",
    accent: "rose",
    palette: ["#9f1239", "#fda4af"],
  },
  {
    slug: "staynest",
    title: "StayNest Homes",
    category: "Real Estate",
    description:
      "A property classifieds marketplace with map search, verified listings and instant site-visit booking.",
    accent: "blue",
    palette: ["#1e3a8a", "#93c5fd"],
  },
  {
    slug: "tiffintrail",
    title: "TiffinTrail",
    category: "Food & Restaurant",
    description:
      "Home-cooked meal subscriptions with menu planning, kitchen routing and weekly billing for busy professionals.",
    accent: "orange",
    palette: ["#9a3412", "#fdba74"],
  },
  {
    slug: "beatwave",
    title: "BeatWave Streaming",
    category: "OTT & Music",
    description:
      "Music and podcast streaming with adaptive bitrate playback, curated playlists and creator payouts.",
    accent: "fuchsia",
    palette: ["#701a75", "#f0abfc"],
  },
  {
    slug: "shipsure",
    title: "ShipSure Logistics",
    category: "SaaS",
    description:
      "A multi-tenant SaaS for freight tracking, proof of delivery and automated invoicing used by 300 transport firms.",
    accent: "cyan",
    palette: ["#155e75", "#67e8f9"],
  },
  {
    slug: "clinicq",
    title: "ClinicQ Appointments",
    category: "Booking",
    description:
      "Doctor appointment booking with queue updates by SMS and WhatsApp, cutting waiting-room time by half.",
    accent: "violet",
    palette: ["#4c1d95", "#c4b5fd"],
  },
  {
    slug: "insightdesk",
    title: "InsightDesk AI CRM",
    category: "AI & Analytics",
    description:
      "An AI-assisted CRM that scores leads, drafts follow-ups and forecasts the sales pipeline for growing teams.",
    accent: "indigo",
    palette: ["#1e1b4b", "#a5b4fc"],
  },
] as const satisfies readonly PortfolioProject[];

export type ProjectSlug = (typeof portfolioProjects)[number]["slug"];
