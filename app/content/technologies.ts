/**
 * The tech stack: three groups of five. Pure data (no JSX): the route table imports it.
 * `group.slug` and `tech.slug` form the public URL /tech-stack/{group}/{tech}. `logo` is a
 * `simple-icons` slug; the SVG is generated into the site's own files at build time.
 */
import type { AccentName } from "./accents";

export interface Technology {
  slug: string;
  name: string;
  /** simple-icons slug of the logo. */
  logo: string;
}

export interface TechGroup {
  slug: string;
  title: string;
  description: string;
  accent: AccentName;
  technologies: readonly Technology[];
}

export const techGroups = [
  {
    slug: "frontend",
    title: "Frontend",
    accent: "blue",
    description:
      "Fast, accessible interfaces that work on every screen size, from marketing sites to complex dashboards.",
    technologies: [
      { slug: "react", name: "React", logo: "react" },
      { slug: "nextjs", name: "Next.js", logo: "nextdotjs" },
      { slug: "vuejs", name: "Vue.js", logo: "vuedotjs" },
      { slug: "typescript", name: "TypeScript", logo: "typescript" },
      { slug: "tailwind", name: "Tailwind CSS", logo: "tailwindcss" },
    ],
  },
  {
    slug: "backend",
    title: "Backend",
    accent: "emerald",
    description:
      "Secure APIs, reliable databases and integrations that keep working as your traffic and data grow.",
    technologies: [
      { slug: "nodejs", name: "Node.js", logo: "nodedotjs" },
      { slug: "python", name: "Python", logo: "python" },
      { slug: "django", name: "Django", logo: "django" },
      { slug: "mongodb", name: "MongoDB", logo: "mongodb" },
      { slug: "postgresql", name: "PostgreSQL", logo: "postgresql" },
    ],
  },
  {
    slug: "mobile-ai",
    title: "Mobile App Development & AI",
    accent: "violet",
    description:
      "Cross-platform mobile apps and machine-learning features, from on-device models to cloud back ends.",
    technologies: [
      { slug: "react-native", name: "React Native", logo: "react" },
      { slug: "flutter", name: "Flutter", logo: "flutter" },
      { slug: "tensorflow", name: "TensorFlow", logo: "tensorflow" },
      { slug: "pytorch", name: "PyTorch", logo: "pytorch" },
      { slug: "firebase", name: "Firebase", logo: "firebase" },
    ],
  },
] as const satisfies readonly TechGroup[];

export type TechSlug = (typeof techGroups)[number]["technologies"][number]["slug"];
