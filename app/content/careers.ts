/** Open positions (spec section 3). Pure data; `id` is a slug. */
import type { AccentName } from "./accents";

export interface JobOpening {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  salary: string;
  /** ISO date (YYYY-MM-DD) the opening was published; search engines show it. */
  datePosted: string;
  description: string;
  requirements: readonly string[];
  responsibilities: readonly string[];
  accent: AccentName;
}

/** A remote opening: applicants work from home, in the agency's country (its JSON-LD says so too). */
export const isRemote = (job: Pick<JobOpening, "location">) => job.location === "Remote";

export const jobOpenings = [
  {
    id: "ui-ux-designer",
    title: "UI/UX Graphic Designer",
    department: "Design",
    location: "Remote",
    type: "Full-time",
    salary: "Competitive",
    datePosted: "2026-11-01",
    accent: "rose",
    description:
      "Design the apps and websites our clients use every day, from first sketches to polished screens and brand graphics, working closely with our engineers and product managers.",
    requirements: [
      "2+ years of experience designing web and mobile interfaces",
      "A portfolio showing UI design, UX thinking and visual graphics",
      "Fluency in Figma, including components, auto layout and prototyping",
      "A solid grasp of typography, colour, layout and accessibility (WCAG)",
      "Good written and spoken English for working with international clients",
      "Working knowledge of Adobe Illustrator or Photoshop for marketing graphics",
    ],
    responsibilities: [
      "Turn client requirements into user flows, wireframes and high-fidelity designs",
      "Build and maintain design systems that engineers can implement consistently",
      "Create interactive prototypes and run quick usability tests with real users",
      "Design brand assets, app store graphics and social media creatives",
      "Hand over specs and assets to developers and review the built screens",
      "Present design decisions to clients and refine them from feedback",
    ],
  },
] as const satisfies readonly JobOpening[];

/** How many requirements and responsibilities a career card previews. */
export const careerCardPreviewCount = 3;
