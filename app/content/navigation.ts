/**
 * Navigation and footer structure as data. The navbar, the mobile menu and the footer render
 * these lists; labels and targets change here, not in components.
 */
import { pathTo } from "~/route-paths";
import type { BookingEventKey } from "~/site.config";
import { appCategories } from "./apps";
import { services } from "./services";
import { techGroups } from "./technologies";

export type NavLink =
  | { label: string; href: string; description?: string }
  | { label: string; booking: BookingEventKey; description?: string };

export interface NavColumn {
  heading: string;
  links: readonly NavLink[];
}

export interface NavGroup {
  id: string;
  label: string;
  columns: readonly NavColumn[];
  /** A closing link under the columns (e.g. "View All App Solutions"). */
  footerLink?: { label: string; href: string };
  /** The Solutions panel is wide and anchored differently from the others (spec section 2). */
  wide?: boolean;
}

function appLink(title: (typeof appCategories)[number]["title"]): NavLink {
  const category = appCategories.find((c) => c.title === title);
  if (!category?.slug) throw new Error(`Navigation: no app category page for "${title}"`);
  return { label: category.title, href: pathTo("apps", { slug: category.slug }) };
}

export const homeLink = { label: "Home", href: pathTo("home") } as const;

export const navGroups: readonly NavGroup[] = [
  {
    id: "solutions",
    label: "Solutions",
    wide: true,
    columns: [
      {
        heading: "Business",
        links: [
          appLink("eCommerce, Grocery & Laundry"),
          appLink("Payment & Banking"),
          appLink("Booking Apps"),
          appLink("Classified Apps"),
        ],
      },
      {
        heading: "Lifestyle",
        links: [
          appLink("Food & Restaurant"),
          appLink("Doctor & Pharmacy"),
          appLink("Fitness & Workout"),
          appLink("Online Classes"),
        ],
      },
      {
        heading: "Media & Social",
        links: [
          appLink("OTT & Music"),
          appLink("Social, Chatting & Calling"),
          appLink("Blog & News"),
          appLink("Crypto & NFT"),
        ],
      },
    ],
    footerLink: { label: "View All App Solutions", href: pathTo("apps") },
  },
  {
    id: "services",
    label: "Services",
    columns: [
      {
        heading: "Services",
        links: services.map((s) => ({
          label: s.title,
          href: pathTo("services", { slug: s.slug }),
        })),
      },
    ],
    footerLink: { label: "All Services", href: pathTo("services") },
  },
  {
    id: "tech-stack",
    label: "Tech Stack",
    columns: [
      {
        heading: "Tech Stack",
        links: techGroups.map((g) => ({
          label: g.title,
          href: `${pathTo("tech-stack")}#${g.slug}`,
        })),
      },
    ],
  },
  {
    id: "company",
    label: "Company",
    columns: [
      {
        heading: "Company",
        links: [
          { label: "About Us", href: pathTo("about") },
          { label: "Our Team", href: pathTo("team") },
          { label: "Portfolio", href: pathTo("portfolio") },
          { label: "Trust & Security", href: pathTo("trust") },
          { label: "Careers", href: pathTo("careers") },
          { label: "Contact", href: pathTo("contact") },
        ],
      },
    ],
  },
  {
    id: "pricing",
    label: "Pricing",
    columns: [
      {
        heading: "Pricing",
        links: [
          { label: "View Pricing Plans", href: pathTo("pricing") },
          { label: "How We Work Together", href: pathTo("engagements") },
          { label: "Instant Estimate", href: pathTo("estimate") },
          { label: "Get Custom Quote", href: pathTo("contact") },
          { label: "Book Discovery Call", booking: "discoveryCall" },
        ],
      },
    ],
  },
  {
    id: "policies",
    label: "Policies",
    columns: [
      {
        heading: "Policies",
        links: [
          { label: "Privacy Policy", href: pathTo("privacy") },
          { label: "Terms of Service", href: pathTo("terms") },
          { label: "Service Agreement", href: pathTo("service-agreement") },
          { label: "Payment Policy", href: pathTo("payment") },
        ],
      },
    ],
  },
];

export const footerColumns: readonly NavColumn[] = [
  {
    heading: "Services",
    links: [
      ...services
        .slice(0, 5)
        .map((s) => ({ label: s.title, href: pathTo("services", { slug: s.slug }) })),
      { label: "All Services", href: pathTo("services") },
    ],
  },
  {
    heading: "Company",
    links: [
      { label: "About Us", href: pathTo("about") },
      { label: "Our Team", href: pathTo("team") },
      { label: "Portfolio", href: pathTo("portfolio") },
      { label: "Testimonials", href: pathTo("testimonials") },
      { label: "Careers", href: pathTo("careers") },
      { label: "Pricing", href: pathTo("pricing") },
      { label: "How We Work Together", href: pathTo("engagements") },
      { label: "Trust & Security", href: pathTo("trust") },
      { label: "Contact", href: pathTo("contact") },
    ],
  },
  {
    heading: "Resources",
    links: [
      { label: "App Solutions", href: pathTo("apps") },
      { label: "Tech Stack", href: pathTo("tech-stack") },
      { label: "Video Showcase", href: pathTo("video-showcase") },
      { label: "Blog", href: pathTo("blog") },
      { label: "Sitemap", href: pathTo("sitemap") },
    ],
  },
  {
    heading: "Legal",
    links: [
      { label: "Privacy Policy", href: pathTo("privacy") },
      { label: "Terms of Service", href: pathTo("terms") },
      { label: "Service Agreement", href: pathTo("service-agreement") },
      { label: "Payment Policy", href: pathTo("payment") },
      { label: "Disclaimer", href: pathTo("disclaimer") },
    ],
  },
];
