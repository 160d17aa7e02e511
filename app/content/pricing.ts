/** Pricing plans, add-ons and the discovery call (spec section 9). Amounts are numbers in INR. */
import type { InrPrice } from "../lib/inr";
import { companyFacts } from "./facts";
import type { IconName } from "~/components/icons";

export interface PricingPlan {
  id: string;
  name: string;
  tagline: string;
  price: InrPrice;
  idealClient: string;
  features: readonly string[];
  /**
   * Add-ons whose work the features above already include. A project's from-price (a service,
   * app or case study's `PriceBasis`) never adds these to the plan: that would charge twice.
   */
  covers: readonly AddOnId[];
  isRecommended?: boolean;
}

export interface PricingAddOn {
  /** Public id: the estimate's `addon=` URL value (/estimate?plan=growth&addon=ai-features). */
  id: string;
  name: string;
  price: InrPrice;
  benefit: string;
}

export const pricingPlans = [
  {
    id: "starter",
    name: "Starter",
    tagline: "Launch your first app without overspending",
    price: { min: 75_000, max: 1_20_000 },
    idealClient: "Startups and individuals validating an idea",
    features: [
      "1 basic app (Android, iOS or web)",
      "Template-based UI/UX, customised to your brand",
      "Basic backend with user sign-in and data storage",
      "1 month of support after launch",
    ],
    covers: [],
  },
  {
    id: "growth",
    name: "Growth",
    tagline: "A complete product for a growing business",
    price: { min: 1_50_000, max: 3_00_000 },
    idealClient: "Small and medium businesses scaling up",
    isRecommended: true,
    features: [
      "Full-stack web and mobile apps",
      "Custom UI/UX design",
      "Admin panel and API",
      "3 months of maintenance",
      "Analytics and reporting",
    ],
    covers: ["custom-design", "admin-dashboard"],
  },
  {
    id: "enterprise",
    name: "Enterprise",
    tagline: "Multi-platform systems built for scale",
    price: { min: 3_50_000, max: 7_00_000, openEnded: true },
    idealClient: "Enterprises and funded companies with complex needs",
    features: [
      "Multi-platform apps (web, Android, iOS)",
      "Custom backend architecture",
      "AI, chat and payment integrations",
      "6 months of support",
      "Team training and full documentation",
    ],
    // Everything Growth covers, and its AI, chat and payment integrations.
    covers: ["custom-design", "admin-dashboard", "ai-features", "push-chat"],
  },
] as const satisfies readonly PricingPlan[];

export const pricingAddOns = [
  {
    id: "ai-features",
    name: "AI Features",
    price: { min: 50_000, max: 1_00_000, additive: true },
    benefit: "Chatbots, recommendations and smart search that make your app feel personal.",
  },
  {
    id: "cloud-hosting",
    name: "Cloud & Hosting Setup",
    price: { min: 25_000, additive: true },
    benefit: "Production servers, backups, monitoring and SSL configured for you.",
  },
  {
    id: "custom-design",
    name: "Custom UI/UX from Scratch",
    price: { min: 30_000, additive: true },
    benefit: "A unique design system and screens crafted around your users.",
  },
  {
    id: "admin-dashboard",
    name: "Admin Dashboard & Analytics",
    price: { min: 20_000, max: 50_000, additive: true },
    benefit: "Manage content, users and orders, and see how your business performs.",
  },
  {
    id: "push-chat",
    name: "Push Notifications & Chat",
    price: { min: 20_000, additive: true },
    benefit: "Bring users back with timely alerts and real-time conversations.",
  },
  {
    id: "maintenance",
    name: "Maintenance",
    price: { min: 10_000, max: 25_000, per: "month" },
    benefit: "Updates, security patches, monitoring and small improvements every month.",
  },
] as const satisfies readonly PricingAddOn[];

export type PlanId = (typeof pricingPlans)[number]["id"];
export type AddOnId = (typeof pricingAddOns)[number]["id"];

export function planById(id: PlanId) {
  const plan = pricingPlans.find((p) => p.id === id);
  if (!plan) throw new Error(`No pricing plan "${id}"`);
  return plan;
}

export function addOnById(id: AddOnId) {
  const addOn = pricingAddOns.find((a) => a.id === id);
  if (!addOn) throw new Error(`No add-on "${id}"`);
  return addOn;
}

export interface TrustPoint {
  icon: IconName;
  label: string;
}

/** Shown in the pricing hero. */
export const pricingTrustPoints = [
  { icon: "ShieldCheck", label: "No hidden costs" },
  {
    icon: "CalendarCheck",
    label: `Small to medium projects in ${companyFacts.typicalProjectWeeks.min}–${companyFacts.typicalProjectWeeks.max} weeks`,
  },
  { icon: "Headphones", label: companyFacts.support.name },
  {
    icon: "Award",
    label: `${companyFacts.certifications.map((c) => c.name).join(" and ")}`,
  },
] as const satisfies readonly TrustPoint[];
