/**
 * The tech stack: three groups of five. Pure data (no JSX): the route table imports it.
 * `group.slug` and `tech.slug` form the public URL /tech-stack/{group}/{tech}.
 */
export interface Technology {
  slug: string;
  name: string;
}

export interface TechGroup {
  slug: string;
  title: string;
  technologies: readonly Technology[];
}

export const techGroups = [
  {
    slug: "frontend",
    title: "Frontend",
    technologies: [
      { slug: "react", name: "React" },
      { slug: "nextjs", name: "Next.js" },
      { slug: "vuejs", name: "Vue.js" },
      { slug: "typescript", name: "TypeScript" },
      { slug: "tailwind", name: "Tailwind CSS" },
    ],
  },
  {
    slug: "backend",
    title: "Backend",
    technologies: [
      { slug: "nodejs", name: "Node.js" },
      { slug: "python", name: "Python" },
      { slug: "django", name: "Django" },
      { slug: "mongodb", name: "MongoDB" },
      { slug: "postgresql", name: "PostgreSQL" },
    ],
  },
  {
    slug: "mobile-ai",
    title: "Mobile App Development & AI",
    technologies: [
      { slug: "react-native", name: "React Native" },
      { slug: "flutter", name: "Flutter" },
      { slug: "tensorflow", name: "TensorFlow" },
      { slug: "pytorch", name: "PyTorch" },
      { slug: "firebase", name: "Firebase" },
    ],
  },
] as const satisfies readonly TechGroup[];
