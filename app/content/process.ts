/**
 * How a project runs, as the home page tells it: four phases, each with how long it usually
 * takes and what the client has at its end. Service pages give each service's own steps
 * (service-details.ts); this is the shape they share. The shortest phases add up to the
 * shortest small project (companyFacts.typicalProjectWeeks: 4–8 weeks); a large platform's
 * build runs longer.
 */
export interface ProcessPhase {
  title: string;
  /** Usual length, as read: "1–2 weeks". */
  duration: string;
  text: string;
  /** What the client holds when the phase ends. */
  outcome: string;
}

export const processPhases: readonly ProcessPhase[] = [
  {
    title: "Discover",
    duration: "1–2 weeks",
    text: "Workshops with your team and your users: the problem, the rules you work under, the systems we must connect to.",
    outcome: "A scope, a fixed quote and a release plan",
  },
  {
    title: "Design",
    duration: "1–4 weeks",
    text: "Flows, then clickable prototypes tested with real users before a line of production code.",
    outcome: "A tested prototype and a design system",
  },
  {
    title: "Build",
    duration: "2–16 weeks",
    text: "Two-week sprints, each ending in a working demo you can try on your own phone.",
    outcome: "A working product after every sprint",
  },
  {
    title: "Launch & Grow",
    duration: "Ongoing",
    text: "Store releases, monitoring and 24/7 support, then the next release, measured against the goals we set together.",
    outcome: "A live product with someone on call",
  },
];

/** The case study the home page features in full, between the services and the work. */
export const featuredCaseStudy = "paysetu" as const;
