/**
 * The people who build our clients' products (/team): founders, engineering, design and
 * delivery. Each has an illustrated portrait drawn at build time from `teamPortraits`
 * (./portraits.ts) on their palette, and lists the case studies they worked on, whose team
 * sections name and link them.
 */
import { pathTo } from "../route-paths.ts";
import type { ProjectSlug } from "./portfolio";

export type TeamGroup = "Founders" | "Engineering" | "Design" | "Delivery";

export interface TeamMember {
  /** The anchor on /team (/team#meera-iyer) and the portrait's file name. */
  slug: string;
  name: string;
  /** schema.org `jobTitle`. */
  role: string;
  group: TeamGroup;
  /** Years working in software, design or delivery, as of the current year. */
  yearsInCraft: number;
  /** One line on what this person owns. */
  owns: string;
  /** Case studies this person worked on. */
  projects: readonly ProjectSlug[];
  /** Portrait background, deep then light. */
  palette: readonly [string, string];
}

export const teamGroups: readonly TeamGroup[] = ["Founders", "Engineering", "Design", "Delivery"];

export const teamMembers = [
  {
    slug: "aarav-desai",
    name: "Aarav Desai",
    role: "Co-founder and CEO",
    group: "Founders",
    yearsInCraft: 17,
    owns: "Every proposal and fixed quote we send: the scope, the price and the date.",
    projects: ["paysetu", "insightdesk"],
    palette: ["#1e3a8a", "#93c5fd"],
  },
  {
    slug: "meera-iyer",
    name: "Meera Iyer",
    role: "Co-founder and CTO",
    group: "Founders",
    yearsInCraft: 16,
    owns: "The architecture review on every project, and the security practice behind our ISO 27001 certificate.",
    projects: ["medirise", "paysetu", "insightdesk"],
    palette: ["#581c87", "#d8b4fe"],
  },
  {
    slug: "kabir-shah",
    name: "Kabir Shah",
    role: "Head of Engineering",
    group: "Engineering",
    yearsInCraft: 12,
    owns: "How we review, test and release code, on every team and every project.",
    projects: ["freshkart", "beatwave", "shipsure", "clinicq"],
    palette: ["#134e4a", "#5eead4"],
  },
  {
    slug: "nisha-patel",
    name: "Nisha Patel",
    role: "Lead Mobile Engineer",
    group: "Engineering",
    yearsInCraft: 9,
    owns: "Our React Native and Flutter apps, from speed on entry-level Android phones to store releases.",
    projects: ["medirise", "freshkart", "learnloop", "fitpulse", "tiffintrail"],
    palette: ["#9a3412", "#fdba74"],
  },
  {
    slug: "rohan-mehta",
    name: "Rohan Mehta",
    role: "Backend Lead",
    group: "Engineering",
    yearsInCraft: 10,
    owns: "APIs, databases and the integrations with banks, payment gateways and clients' ERPs.",
    projects: ["medirise", "paysetu", "staynest", "beatwave", "shipsure"],
    palette: ["#064e3b", "#6ee7b7"],
  },
  {
    slug: "sana-qureshi",
    name: "Sana Qureshi",
    role: "Machine Learning Engineer",
    group: "Engineering",
    yearsInCraft: 7,
    owns: "The models behind our AI features: recommendations, search, forecasts and lead scoring.",
    projects: ["learnloop", "tiffintrail", "insightdesk"],
    palette: ["#831843", "#f9a8d4"],
  },
  {
    slug: "ishita-rao",
    name: "Ishita Rao",
    role: "Design Director",
    group: "Design",
    yearsInCraft: 11,
    owns: "Our design system, and every screen a client's users see before it ships.",
    projects: ["medirise", "fitpulse", "staynest", "clinicq"],
    palette: ["#7c2d12", "#fcd34d"],
  },
  {
    slug: "dev-malhotra",
    name: "Dev Malhotra",
    role: "Product Designer",
    group: "Design",
    yearsInCraft: 6,
    owns: "Research with real users: prototypes tested at shop counters, in clinics and at home.",
    projects: ["paysetu", "freshkart", "learnloop", "tiffintrail", "beatwave"],
    palette: ["#3730a3", "#a5b4fc"],
  },
  {
    slug: "farhan-ali",
    name: "Farhan Ali",
    role: "Delivery Manager",
    group: "Delivery",
    yearsInCraft: 10,
    owns: "Plans, the weekly progress e-mail and the risks to each date, from kick-off to handover.",
    projects: ["medirise", "fitpulse", "staynest", "shipsure", "clinicq", "insightdesk"],
    palette: ["#0c4a6e", "#7dd3fc"],
  },
  {
    slug: "lakshmi-menon",
    name: "Lakshmi Menon",
    role: "QA Lead",
    group: "Delivery",
    yearsInCraft: 8,
    owns: "Test plans, the device lab and the sign-off before any release reaches users.",
    projects: ["paysetu", "freshkart", "learnloop", "beatwave", "clinicq"],
    palette: ["#365314", "#bef264"],
  },
] as const satisfies readonly TeamMember[];

export type TeamSlug = (typeof teamMembers)[number]["slug"];

/** A person's card on /team: "/team#meera-iyer". */
export function teamMemberPath(member: { slug: string }): string {
  return `${pathTo("team")}#${member.slug}`;
}

/** The person of that exact name on /team, if any: a blog post's author, for instance. */
export function teamMemberNamed(name: string): (typeof teamMembers)[number] | undefined {
  return teamMembers.find((member) => member.name === name);
}

/** The people who worked on a case study, in the team page's order. */
export function teamOnProject(slug: ProjectSlug): readonly (typeof teamMembers)[number][] {
  return teamMembers.filter((member) => (member.projects as readonly string[]).includes(slug));
}
