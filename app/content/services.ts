/**
 * The agency's services. Pure data (no JSX): the route table imports this at build-config time.
 * The screens issue owns the full copy; `slug` values are public URLs (/services/{slug}).
 */
export type ServiceCategory = "Development" | "Innovation" | "Design";

export interface Service {
  slug: string;
  title: string;
  category: ServiceCategory;
}

export const services = [
  { slug: "mobile-app-development", title: "Mobile App Development", category: "Development" },
  { slug: "web-development", title: "Web Development", category: "Development" },
  { slug: "ai-ml-development", title: "AI & ML Development", category: "Innovation" },
  { slug: "ui-ux-design", title: "UI/UX Design", category: "Design" },
  { slug: "custom-software", title: "Custom Software", category: "Development" },
  { slug: "saas-development", title: "SaaS Development", category: "Innovation" },
  { slug: "custom-mobile-app", title: "Custom Mobile Apps", category: "Development" },
  { slug: "backend-api", title: "Backend & API Development", category: "Development" },
] as const satisfies readonly Service[];
