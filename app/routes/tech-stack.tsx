import { Check } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/tech-stack";
import { CaseStudyList } from "~/components/case-studies/case-study-card";
import {
  CheckList,
  DetailHero,
  DetailSection,
  DetailShot,
  TechChips,
} from "~/components/detail/detail-page";
import { PageHeader } from "~/components/sections/page-header";
import { TechStackSection } from "~/components/sections/tech-stack-section";
import type { CaseStudy } from "~/content/case-studies";
import { caseStudiesForTech, projectOf, techBySlug } from "~/content/relations";
import { techDetails } from "~/content/tech-details";
import { techGroups, type Technology } from "~/content/technologies";
import { generatedImagePaths } from "~/lib/generated-images";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { pageRef, pathTo } from "~/route-paths";

export function loader({ params }: Route.LoaderArgs) {
  if (!params.group && !params.tech) {
    return {
      selection: null,
      meta: pageMeta({
        title: "Our Tech Stack",
        description:
          "The frontend, backend, mobile and AI technologies we build with: React, Next.js, Node.js, Python, Flutter, TensorFlow and more.",
        page: pageRef("tech-stack"),
      }),
    };
  }
  const group = techGroups.find((g) => g.slug === params.group);
  const technology = group?.technologies.find((t) => t.slug === params.tech);
  const detail = techDetails.find((d) => d.slug === technology?.slug);
  if (!group || !technology || !detail) throw data(null, { status: 404 });
  return {
    selection: { group: group.slug, tech: technology.slug },
    meta: pageMeta({
      title: `${technology.name} Development`,
      description: techDescription(
        technology.name,
        detail.inProductionSince,
        caseStudiesForTech(technology.slug).length,
      ),
      page: pageRef("tech-stack", { group: group.slug, tech: technology.slug }),
    }),
  };
}

export const meta = loaderMeta;

/**
 * A technology page's description: what the page answers, and its case studies only where there
 * are some (Vue.js and TensorFlow have none yet).
 */
function techDescription(name: string, since: number, studies: number): string {
  const proof =
    studies === 0 ? "" : `, with ${studies} client case ${studies === 1 ? "study" : "studies"}`;
  return `Why we use ${name}, what we build with it and where it is the wrong choice; in production since ${since}${proof}.`;
}

/**
 * /tech-stack shows the whole stack; /tech-stack/{group}/{tech} opens with why and for what we
 * use that technology and which case studies used it, then the stack with it marked.
 */
export default function TechStackPage({ loaderData }: Route.ComponentProps) {
  const chosen = chosenTech(loaderData.selection);
  return chosen ? <TechDetail chosen={chosen} /> : <TechStackIndex />;
}

function chosenTech(selection: { group: string; tech: string } | null): Chosen | null {
  const group = techGroups.find((g) => g.slug === selection?.group);
  const technology = group?.technologies.find((t) => t.slug === selection?.tech);
  const detail = techDetails.find((d) => d.slug === technology?.slug);
  return group && technology && detail ? { group, technology, detail } : null;
}

type Chosen = {
  group: (typeof techGroups)[number];
  technology: (typeof techGroups)[number]["technologies"][number];
  detail: (typeof techDetails)[number];
};

function TechStackIndex() {
  return (
    <>
      <PageHeader
        eyebrow="Tech Stack"
        title="Our Tech Stack"
        lead="Proven tools for fast, secure and maintainable products."
      />
      <TechStackSection headingHidden />
    </>
  );
}

function TechDetail({ chosen }: { chosen: Chosen }) {
  const { group, technology, detail } = chosen;
  const studies = caseStudiesForTech(technology.slug);
  return (
    <>
      <DetailHero
        path={pathTo("tech-stack", { group: group.slug, tech: technology.slug })}
        eyebrow={
          // The year stays with its words: at 390 px "2018" wrapped alone onto a second line.
          <>
            {group.title} ·{" "}
            <span className="whitespace-nowrap">
              in production since {detail.inProductionSince}
            </span>
          </>
        }
        title={`${technology.name} Development`}
        intro={detail.why}
        visual={<TechHeroVisual {...chosen} study={studies[0]} />}
      />
      <DetailSection id="used-for-title" title={`What We Build with ${technology.name}`}>
        <CheckList items={detail.usedFor} />
      </DetailSection>
      <DetailSection id="pairs-title" title="Usually Paired With">
        <TechChips slugs={detail.pairsWith} />
      </DetailSection>
      <CaseStudyList
        id="tech-work-title"
        title={`Projects Built with ${technology.name}`}
        studies={studies}
      />
      <TechStackSection
        selected={{ group: group.slug, tech: technology.slug }}
        title="The Rest of Our Stack"
      />
    </>
  );
}

/**
 * The opening's visual shows work, not a logo on its own: the product screen of the first
 * project built with the technology, its logo on the screen and a caption linking the case
 * study. A technology no case study used yet (Vue.js, TensorFlow) shows where it sits in our
 * stack instead: see TechStackPicture.
 */
function TechHeroVisual({
  technology,
  detail,
  group,
  study,
}: Chosen & { study: CaseStudy | undefined }) {
  if (!study) return <TechStackPicture technology={technology} detail={detail} group={group} />;
  return (
    <figure>
      <div className="relative">
        <DetailShot slug={study.slug} />
        <span className="absolute top-4 left-4 grid size-16 place-items-center rounded-2xl bg-white p-3 shadow-lg ring-1 ring-black/5 sm:size-20 sm:p-4">
          <TechLogo tech={technology} />
        </span>
      </div>
      <figcaption className="mt-3 text-sm text-muted-foreground">
        Built with {technology.name}:{" "}
        <a
          href={pathTo("case-study", { slug: study.slug })}
          className="font-medium text-foreground underline underline-offset-4"
        >
          {projectOf(study).title}
        </a>
        {` (${study.client.industry}, ${study.client.location})`}
      </figcaption>
    </figure>
  );
}

/** A technology's logo, filling its tile; named unless a label beside it says the name. */
function TechLogo({
  tech,
  size = 96,
  named = true,
}: {
  tech: Pick<Technology, "name" | "logo">;
  size?: number;
  named?: boolean;
}) {
  return (
    <img
      src={generatedImagePaths.techLogo(tech.logo)}
      width={size}
      height={size}
      alt={named ? `${tech.name} logo` : ""}
      className="size-full"
    />
  );
}

/**
 * Where a page's colour wash comes from: its group's accent (the stack section's bar), as the
 * variables one gradient (`washGradient`) reads, so each accent costs a few short rules rather
 * than a gradient of its own in every page's stylesheet. Written out so Tailwind sees every class.
 */
const groupWash: Record<Chosen["group"]["accent"], string> = {
  blue: "[--wash:var(--color-blue-100)] [--wash-soft:var(--color-blue-50)] dark:[--wash:var(--color-blue-950)]",
  emerald:
    "[--wash:var(--color-emerald-100)] [--wash-soft:var(--color-emerald-50)] dark:[--wash:var(--color-emerald-950)]",
  violet:
    "[--wash:var(--color-violet-100)] [--wash-soft:var(--color-violet-50)] dark:[--wash:var(--color-violet-950)]",
};
/** The accent fading into the card colour: stronger and paler by day, one deep shade at night. */
const washGradient =
  "bg-gradient-to-br from-(--wash)/80 via-(--wash-soft)/40 to-card dark:from-(--wash)/70 dark:via-(--wash)/20";

/**
 * Where the technologies it is paired with sit around it, in per cent of the panel: numbers for
 * the joining lines, classes for the tiles (the CSP allows no inline style attribute).
 */
const partnerSpots = [
  { x: 77, y: 22, place: "left-[77%] top-[22%]" },
  { x: 86, y: 56, place: "left-[86%] top-[56%]" },
  { x: 70, y: 80, place: "left-[70%] top-[80%]" },
] as const;
const hub = { x: 38, y: 44, place: "left-[38%] top-[44%]" } as const;

/**
 * The opening's picture for a technology with no published case study yet: a composition, not
 * a logo alone in a grey box. Its logo is the hub, on its group's colour, joined to the
 * technologies it is usually paired with (from tech-details.ts), with the first thing we build
 * with it as a card in the project artwork's callout style. Everything is in the HTML and sized
 * by the panel's aspect ratio, so nothing moves as it loads.
 */
function TechStackPicture({ technology, detail, group }: Chosen) {
  const partners = detail.pairsWith.slice(0, partnerSpots.length).map((slug) => {
    const { tech } = techBySlug(slug);
    return tech;
  });
  return (
    <div
      className={`relative aspect-[16/10] overflow-hidden rounded-3xl border ${washGradient} ${groupWash[group.accent]}`}
    >
      {/* A faint dot grid, like a diagram's paper. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(currentColor_1px,transparent_1px)] [background-size:20px_20px] text-foreground/10 [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        className="absolute inset-0 size-full text-foreground/25"
      >
        {partners.map((tech, index) => (
          <line
            key={tech.slug}
            x1={hub.x}
            y1={hub.y}
            x2={partnerSpots[index]!.x}
            y2={partnerSpots[index]!.y}
            stroke="currentColor"
            strokeWidth="1.5"
            strokeDasharray="4 5"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>
      <div className={`absolute -translate-x-1/2 -translate-y-1/2 ${hub.place}`}>
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 size-40 -translate-x-1/2 -translate-y-1/2 rounded-full border border-foreground/10 sm:size-60"
        />
        <span className="relative grid size-20 place-items-center rounded-[1.5rem] bg-white p-4 shadow-xl ring-1 ring-black/5 sm:size-32 sm:rounded-[1.75rem] sm:p-7 dark:shadow-none dark:ring-white/15">
          <TechLogo tech={technology} />
        </span>
      </div>
      <ul aria-label={`Usually paired with ${technology.name}`}>
        {partners.map((tech, index) => (
          <li
            key={tech.slug}
            className={`absolute flex -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-1.5 ${partnerSpots[index]!.place}`}
          >
            <span className="grid size-10 place-items-center rounded-xl bg-white p-2 shadow-md ring-1 ring-black/5 sm:size-14 sm:rounded-2xl sm:p-3 dark:shadow-none dark:ring-white/15">
              <TechLogo tech={tech} size={32} named={false} />
            </span>
            <span className="rounded-full bg-card/90 px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-border">
              {tech.name}
            </span>
          </li>
        ))}
      </ul>
      {detail.usedFor[0] ? (
        <p className="absolute bottom-5 left-5 hidden max-w-[15rem] -rotate-2 gap-2.5 rounded-2xl border bg-card p-3.5 text-sm leading-snug font-medium shadow-lg sm:flex dark:shadow-none">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {detail.usedFor[0]}
        </p>
      ) : null}
    </div>
  );
}
