/**
 * App solution categories (spec section 3) and the solution areas of /solutions/{slug}.
 * Pure data (no JSX): the route table imports it. Icons are names from the icon registry
 * (`app/components/icons.ts`); gradients are Tailwind colour-stop classes for the icon tile.
 */
import type { IconName } from "~/components/icons";
import type { ServiceSlug } from "./services";

export interface AppCategory {
  title: string;
  /** URL slug for /apps/{slug}; two categories have no page of their own. */
  slug: string | null;
  /** Value of the /apps?category= query parameter that selects this category, if any. */
  categoryParam: string | null;
  description: string;
  icon: IconName;
  /** Tailwind gradient stops for the icon tile, e.g. "from-amber-500 to-orange-600". */
  gradient: string;
  tags: readonly string[];
}

export const appCategories = [
  {
    title: "Crypto & NFT",
    slug: "crypto-nft",
    categoryParam: "Crypto & NFT",
    description:
      "Wallets, exchanges and NFT marketplaces with secure key handling, live price feeds and smart-contract integration.",
    icon: "Bitcoin",
    gradient: "from-amber-500 to-orange-600",
    tags: ["Blockchain", "Fintech", "Marketplace"],
  },
  {
    title: "Food & Restaurant",
    slug: "food-restaurant",
    categoryParam: "Food & Restaurant",
    description:
      "Food delivery, table reservations and restaurant ordering with live order tracking and kitchen dashboards.",
    icon: "UtensilsCrossed",
    gradient: "from-rose-500 to-red-600",
    tags: ["Delivery", "Marketplace", "Real-time"],
  },
  {
    title: "eCommerce, Grocery & Laundry",
    slug: "ecommerce-grocery",
    categoryParam: "eCommerce, Grocery & Laundry",
    description:
      "Online stores, grocery delivery and laundry pickup apps with carts, slot booking, payments and order tracking.",
    icon: "ShoppingCart",
    gradient: "from-emerald-500 to-teal-600",
    tags: ["Delivery", "eCommerce", "Payments"],
  },
  {
    title: "Doctor & Pharmacy",
    slug: "healthcare-pharmacy",
    categoryParam: "Doctor & Pharmacy",
    description:
      "Telemedicine, doctor appointments and online pharmacy apps with prescriptions, video consultations and reminders.",
    icon: "Stethoscope",
    gradient: "from-sky-500 to-blue-600",
    tags: ["Booking", "Health", "Video"],
  },
  {
    title: "Online Classes",
    slug: "education-elearning",
    categoryParam: "Online Classes",
    description:
      "eLearning platforms with live classes, recorded courses, quizzes, progress tracking and certificates.",
    icon: "GraduationCap",
    gradient: "from-indigo-500 to-violet-600",
    tags: ["Education", "Subscriptions", "Video"],
  },
  {
    title: "OTT & Music",
    slug: "ott-music-streaming",
    categoryParam: "OTT & Music",
    description:
      "Video and music streaming with adaptive playback, offline downloads, playlists and subscription plans.",
    icon: "Clapperboard",
    gradient: "from-fuchsia-500 to-purple-600",
    tags: ["Entertainment", "Streaming", "Subscriptions"],
  },
  {
    title: "Social, Chatting & Calling",
    slug: "social-messaging",
    categoryParam: "Social, Chatting & Calling",
    description:
      "Social networks and messengers with feeds, group chat, voice and video calling and push notifications.",
    icon: "MessagesSquare",
    gradient: "from-cyan-500 to-sky-600",
    tags: ["Real-time", "Social", "Video"],
  },
  {
    title: "Payment & Banking",
    slug: "payment-banking",
    categoryParam: "Payment & Banking",
    description:
      "UPI payments, digital wallets and banking apps with KYC onboarding, transfers and bank-grade security.",
    icon: "Landmark",
    gradient: "from-green-600 to-emerald-700",
    tags: ["Enterprise", "Fintech", "Payments"],
  },
  {
    title: "Fitness & Workout",
    slug: "fitness-workout",
    categoryParam: "Fitness & Workout",
    description:
      "Workout plans, activity tracking and trainer apps that sync with wearables and keep members motivated.",
    icon: "Dumbbell",
    gradient: "from-orange-500 to-amber-600",
    tags: ["Health", "Lifestyle", "Subscriptions"],
  },
  {
    title: "Blog & News",
    slug: "blog-news",
    categoryParam: "Blog & News",
    description:
      "News portals and blogging apps with editorial workflows, personalised feeds and breaking-news alerts.",
    icon: "Newspaper",
    gradient: "from-slate-500 to-gray-700",
    tags: ["Content", "Media", "Social"],
  },
  {
    title: "Booking Apps",
    slug: "booking-appointments",
    categoryParam: "Booking Apps",
    description:
      "Appointment, salon, travel and event booking with calendars, reminders, deposits and cancellations.",
    icon: "CalendarCheck",
    gradient: "from-teal-500 to-cyan-600",
    tags: ["Booking", "Payments", "Scheduling"],
  },
  {
    title: "Community & Religious",
    slug: null,
    categoryParam: null,
    description:
      "Community, temple and charity apps for events, donations, live streams and member announcements.",
    icon: "HeartHandshake",
    gradient: "from-pink-500 to-rose-600",
    tags: ["Community", "Donations", "Streaming"],
  },
  {
    title: "Classified Apps",
    slug: "real-estate-classifieds",
    categoryParam: "Classified Apps",
    description:
      "Real-estate listings and classified marketplaces with map search, filters, chat and verified sellers.",
    icon: "Building2",
    gradient: "from-blue-600 to-indigo-700",
    tags: ["Listings", "Marketplace", "Real Estate"],
  },
  {
    title: "Other Popular Apps",
    slug: null,
    categoryParam: null,
    description:
      "Taxi, logistics, dating, on-demand services and custom business apps tailored to your idea.",
    icon: "LayoutGrid",
    gradient: "from-violet-500 to-fuchsia-600",
    tags: ["Custom", "Enterprise", "On-demand"],
  },
] as const satisfies readonly AppCategory[];

export interface SolutionArea {
  slug: string;
  title: string;
  description: string;
  /** Titles of the app categories this area leads with. */
  categoryTitles: readonly (typeof appCategories)[number]["title"][];
  /**
   * The service that makes a project one of this area's, whatever its category: an AI solution
   * is one built with AI, and a payments app without it is not one. Without it, the area's case
   * studies are those of its categories.
   */
  builtWith?: ServiceSlug;
}

export const solutionAreas = [
  {
    slug: "enterprise",
    title: "Enterprise Solutions",
    description:
      "Secure, scalable business apps: payments and banking, booking platforms, listings and custom enterprise software.",
    // Custom business software first: its projects (a CRM, freight SaaS) are what the page's
    // single sign-on, ERP integrations and audit trails describe; a consumer wallet opened it.
    categoryTitles: ["Other Popular Apps", "Payment & Banking", "Booking Apps", "Classified Apps"],
  },
  {
    slug: "mobile",
    title: "Mobile Solutions",
    description:
      "Native and cross-platform mobile apps for social, streaming, fitness, learning and healthcare audiences.",
    categoryTitles: [
      "Social, Chatting & Calling",
      "OTT & Music",
      "Fitness & Workout",
      "Online Classes",
      "Doctor & Pharmacy",
    ],
  },
  {
    slug: "ecommerce",
    title: "eCommerce Solutions",
    description:
      "Online stores, grocery and food delivery and marketplaces that turn browsers into repeat customers.",
    categoryTitles: ["eCommerce, Grocery & Laundry", "Food & Restaurant", "Classified Apps"],
  },
  {
    slug: "ai",
    title: "AI Solutions",
    description:
      "Apps with AI at their core: personalised feeds, smart recommendations, chat assistants and fraud detection.",
    categoryTitles: ["Blog & News", "Crypto & NFT", "Payment & Banking", "Doctor & Pharmacy"],
    builtWith: "ai-ml-development",
  },
] as const satisfies readonly SolutionArea[];

/** Categories that have their own page, in display order. */
export const appCategoryPages = appCategories.filter(
  (c): c is Extract<(typeof appCategories)[number], { slug: string }> => c.slug !== null,
);

/**
 * A category page's title, its <h1> and share text: "OTT & Music App Development". A name that
 * already ends in "App" or "Apps" ("Booking Apps") gives "Booking App Development", not
 * "Booking Apps App Development".
 */
export function appDevelopmentTitle(categoryTitle: string): string {
  return `${categoryTitle.replace(/\s+Apps?$/, "")} App Development`;
}

export type AppCategorySlug = (typeof appCategoryPages)[number]["slug"];
export type SolutionSlug = (typeof solutionAreas)[number]["slug"];
