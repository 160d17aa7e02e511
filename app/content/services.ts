/**
 * The agency's services. Pure data (no JSX): the route table imports this at build-config time.
 * `slug` values are public URLs (/services/{slug}); icons are names from the icon registry
 * (`app/components/icons.ts`).
 */
import type { IconName } from "~/components/icons";
import type { AccentName } from "./accents";
import { siteConfig } from "../site.config.ts";

export type ServiceCategory = "Development" | "Innovation" | "Design";

export interface Service {
  slug: string;
  title: string;
  category: ServiceCategory;
  icon: IconName;
  description: string;
  accent: AccentName;
}

export interface ServiceHighlight {
  title: string;
  description: string;
  icon: IconName;
  accent: AccentName;
}

export const services = [
  {
    slug: "mobile-app-development",
    title: "Mobile App Development",
    category: "Development",
    icon: "Smartphone",
    accent: "blue",
    description:
      "Native and cross-platform apps for iOS and Android, from first prototype to store launch, built to stay fast on budget phones and patchy networks.",
  },
  {
    slug: "web-development",
    title: "Web Development",
    category: "Development",
    icon: "Globe",
    accent: "cyan",
    description:
      "Responsive websites and web applications with React and Next.js that load quickly, rank well in search and are easy for your team to update.",
  },
  {
    slug: "ai-ml-development",
    title: "AI & ML Development",
    category: "Innovation",
    icon: "BrainCircuit",
    accent: "violet",
    description:
      "Chat assistants, recommendations, document processing and forecasting models wired into your product, with clear measures of what they improve.",
  },
  {
    slug: "ui-ux-design",
    title: "UI/UX Design",
    category: "Design",
    icon: "Palette",
    accent: "rose",
    description:
      "User research, wireframes, design systems and clickable prototypes that make complex products feel simple, tested with real users before we build.",
  },
  {
    slug: "custom-software",
    title: "Custom Software",
    category: "Development",
    icon: "Code",
    accent: "indigo",
    description:
      "Internal tools, ERP and CRM extensions and workflow automation shaped around how your business actually runs, not around an off-the-shelf template.",
  },
  {
    slug: "saas-development",
    title: "SaaS Development",
    category: "Innovation",
    icon: "Cloud",
    accent: "teal",
    description:
      "Multi-tenant SaaS platforms with subscriptions, role-based access, usage analytics and the cloud setup to scale from the first customer to the thousandth.",
  },
  {
    slug: "custom-mobile-app",
    title: "Custom Mobile Apps",
    category: "Development",
    icon: "TabletSmartphone",
    accent: "amber",
    description:
      "Tailor-made apps for field teams, retail, healthcare and logistics, with offline sync, payments, maps and the integrations your operations depend on.",
  },
  {
    slug: "backend-api",
    title: "Backend & API Development",
    category: "Development",
    icon: "Server",
    accent: "emerald",
    description:
      "Secure, documented REST and GraphQL APIs, databases and integrations with payment gateways, CRMs and third-party services, monitored in production.",
  },
] as const satisfies readonly Service[];

export type ServiceSlug = (typeof services)[number]["slug"];

/** The three cards shown above the service grid. */
export const serviceHighlights = [
  {
    title: "Industry Expertise",
    icon: "Award",
    accent: "amber",
    description:
      // The founding year, not a count of years: a count goes stale every January.
      `Shipping products since ${siteConfig.foundedYear} for healthcare, fintech, retail, education and logistics clients, so we know the rules and the pitfalls of your market.`,
  },
  {
    title: "Dedicated Support",
    icon: "Headphones",
    accent: "blue",
    description:
      "A named project manager, weekly progress updates and 24/7 technical support after launch, so you always know who to call and what happens next.",
  },
  {
    title: "Agile Development",
    icon: "Repeat",
    accent: "emerald",
    description:
      "Two-week sprints with a working demo at the end of each one. You see progress early, change priorities freely and never wait months for a surprise.",
  },
] as const satisfies readonly ServiceHighlight[];
