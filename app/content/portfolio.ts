/**
 * Portfolio projects. Pure data. Each project's card image is artwork generated at build time
 * from `artwork` (see `scripts/vite-plugin-generated-images.ts`), never a hot-linked photo.
 */
import type { AccentName } from "./accents";

export type ArtworkMotif = "waves" | "grid" | "rings" | "bars" | "orbits";

export interface PortfolioArtwork {
  /** Two hex colours of the background gradient. */
  palette: readonly [string, string];
  motif: ArtworkMotif;
}

export interface PortfolioProject {
  slug: string;
  title: string;
  category: string;
  description: string;
  /** Where View Project goes. */
  link: string;
  /** External links open in a new tab without opener or referrer. */
  external: boolean;
  accent: AccentName;
  artwork: PortfolioArtwork;
}

export const portfolioProjects = [
  {
    slug: "medirise",
    title: "MediRise Pharmacy",
    category: "Healthcare",
    description:
      "Prescription upload, medicine delivery and refill reminders for a pharmacy chain with 120 stores across Gujarat.",
    link: "https://medirise.example",
    external: true,
    accent: "teal",
    artwork: { palette: ["#0f766e", "#5eead4"], motif: "rings" },
  },
  {
    slug: "paysetu",
    title: "PaySetu Wallet",
    category: "Fintech",
    description:
      "A UPI wallet with bill payments, split expenses and bank-grade security, handling over a million transactions a month.",
    link: "https://paysetu.example",
    external: true,
    accent: "indigo",
    artwork: { palette: ["#312e81", "#818cf8"], motif: "bars" },
  },
  {
    slug: "freshkart",
    title: "FreshKart Grocery",
    category: "eCommerce",
    description:
      "Ten-minute grocery delivery with live rider tracking, slot booking and a store dashboard for inventory and offers.",
    link: "https://freshkart.example",
    external: true,
    accent: "emerald",
    artwork: { palette: ["#065f46", "#6ee7b7"], motif: "grid" },
  },
  {
    slug: "learnloop",
    title: "LearnLoop Academy",
    category: "Education",
    description:
      "Live classes, recorded lessons and quizzes for 40,000 students, with offline downloads for learners on slow networks.",
    link: "https://learnloop.example",
    external: true,
    accent: "amber",
    artwork: { palette: ["#92400e", "#fcd34d"], motif: "waves" },
  },
  {
    slug: "fitpulse",
    title: "FitPulse Coach",
    category: "Fitness",
    description:
      "Personal workout plans, wearable sync and trainer chat in a cross-platform app built with Flutter.",
    link: "https://fitpulse.example",
    external: true,
    accent: "rose",
    artwork: { palette: ["#9f1239", "#fda4af"], motif: "orbits" },
  },
  {
    slug: "staynest",
    title: "StayNest Homes",
    category: "Real Estate",
    description:
      "A property classifieds marketplace with map search, verified listings and instant site-visit booking.",
    link: "https://staynest.example",
    external: true,
    accent: "blue",
    artwork: { palette: ["#1e3a8a", "#93c5fd"], motif: "grid" },
  },
  {
    slug: "tiffintrail",
    title: "TiffinTrail",
    category: "Food & Restaurant",
    description:
      "Home-cooked meal subscriptions with menu planning, kitchen routing and weekly billing for busy professionals.",
    link: "https://tiffintrail.example",
    external: true,
    accent: "orange",
    artwork: { palette: ["#9a3412", "#fdba74"], motif: "rings" },
  },
  {
    slug: "beatwave",
    title: "BeatWave Streaming",
    category: "OTT & Music",
    description:
      "Music and podcast streaming with adaptive bitrate playback, curated playlists and creator payouts.",
    link: "https://beatwave.example",
    external: true,
    accent: "fuchsia",
    artwork: { palette: ["#701a75", "#f0abfc"], motif: "waves" },
  },
  {
    slug: "shipsure",
    title: "ShipSure Logistics",
    category: "SaaS",
    description:
      "A multi-tenant SaaS for freight tracking, proof of delivery and automated invoicing used by 300 transport firms.",
    link: "https://shipsure.example",
    external: true,
    accent: "cyan",
    artwork: { palette: ["#155e75", "#67e8f9"], motif: "bars" },
  },
  {
    slug: "clinicq",
    title: "ClinicQ Appointments",
    category: "Booking",
    description:
      "Doctor appointment booking with queue updates by SMS and WhatsApp, cutting waiting-room time by half.",
    link: "https://clinicq.example",
    external: true,
    accent: "violet",
    artwork: { palette: ["#4c1d95", "#c4b5fd"], motif: "orbits" },
  },
  {
    slug: "insightdesk",
    title: "InsightDesk AI CRM",
    category: "AI & Analytics",
    description:
      "An AI-assisted CRM that scores leads, drafts follow-ups and forecasts the sales pipeline for growing teams.",
    link: "https://insightdesk.example",
    external: true,
    accent: "indigo",
    artwork: { palette: ["#1e1b4b", "#a5b4fc"], motif: "rings" },
  },
] as const satisfies readonly PortfolioProject[];

/** Widths (px) the portfolio artwork is rendered at; the card shows it at up to about 400 px. */
export const portfolioImageWidths = [400, 800] as const;
/** Aspect ratio of the artwork (width / height). */
export const portfolioImageAspect = { width: 16, height: 10 } as const;

export type ProjectSlug = (typeof portfolioProjects)[number]["slug"];
