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
import { caseStudiesForTech, projectOf } from "~/content/relations";
import { techDetails } from "~/content/tech-details";
import { techGroups } from "~/content/technologies";
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
        visual={<TechHeroVisual technology={technology} study={studies[0]} />}
      />
      <DetailSection id="used-for-title" title={`What we build with ${technology.name}`}>
        <CheckList items={detail.usedFor} />
      </DetailSection>
      <DetailSection id="pairs-title" title="Usually paired with">
        <TechChips slugs={detail.pairsWith} />
      </DetailSection>
      <CaseStudyList
        id="tech-work-title"
        title={`Projects built with ${technology.name}`}
        studies={studies}
      />
      <TechStackSection
        selected={{ group: group.slug, tech: technology.slug }}
        title="The rest of our stack"
      />
    </>
  );
}

/**
 * The opening's visual shows work, not a logo on its own: the product screen of the first
 * project built with the technology, its logo on the screen and a caption linking the case
 * study. A technology no case study used yet keeps its logo, on a panel of the same shape.
 */
function TechHeroVisual({
  technology,
  study,
}: {
  technology: Chosen["technology"];
  study: CaseStudy | undefined;
}) {
  const logo = (
    <img
      src={generatedImagePaths.techLogo(technology.logo)}
      width={96}
      height={96}
      alt={`${technology.name} logo`}
      className="size-full"
    />
  );
  if (!study) {
    return (
      <div className="grid aspect-[16/10] place-items-center rounded-3xl border bg-muted/50">
        <span className="grid size-32 place-items-center rounded-[1.75rem] bg-white p-7 shadow-lg ring-1 ring-black/5">
          {logo}
        </span>
      </div>
    );
  }
  return (
    <figure>
      <div className="relative">
        <DetailShot slug={study.slug} />
        <span className="absolute top-4 left-4 grid size-16 place-items-center rounded-2xl bg-white p-3 shadow-lg ring-1 ring-black/5 sm:size-20 sm:p-4">
          {logo}
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
