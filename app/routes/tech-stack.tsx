import { data } from "react-router";
import type { Route } from "./+types/tech-stack";
import { CaseStudyList } from "~/components/case-studies/case-study-card";
import { CheckList, DetailHero, DetailSection, TechChips } from "~/components/detail/detail-page";
import { PageHeader } from "~/components/sections/page-header";
import { TechStackSection } from "~/components/sections/tech-stack-section";
import { caseStudiesForTech } from "~/content/relations";
import { techDetails } from "~/content/tech-details";
import { techGroups } from "~/content/technologies";
import { generatedImagePaths } from "~/lib/generated-images";
import { pageMeta } from "~/lib/seo";
import { pageRef } from "~/route-paths";

export function loader({ params }: Route.LoaderArgs) {
  if (!params.group && !params.tech) return { selection: null };
  const group = techGroups.find((g) => g.slug === params.group);
  const technology = group?.technologies.find((t) => t.slug === params.tech);
  if (!group || !technology) throw data(null, { status: 404 });
  return { selection: { group: group.slug, tech: technology.slug } };
}

function selectionOf(selection: { group: string; tech: string } | null) {
  const group = techGroups.find((g) => g.slug === selection?.group);
  const technology = group?.technologies.find((t) => t.slug === selection?.tech);
  const detail = techDetails.find((d) => d.slug === technology?.slug);
  return group && technology && detail ? { group, technology, detail } : null;
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const chosen = selectionOf(loaderData?.selection ?? null);
  if (!chosen) {
    return pageMeta({
      title: "Our Tech Stack",
      description:
        "The frontend, backend, mobile and AI technologies we build with: React, Next.js, Node.js, Python, Flutter, TensorFlow and more.",
      page: pageRef("tech-stack"),
    });
  }
  const { group, technology, detail } = chosen;
  return pageMeta({
    title: `${technology.name} Development`,
    description: `Why and for what we use ${technology.name}, in production since ${detail.inProductionSince}, and the client projects built with it.`,
    page: pageRef("tech-stack", { group: group.slug, tech: technology.slug }),
  });
};

/**
 * /tech-stack shows the whole stack; /tech-stack/{group}/{tech} opens with why and for what we
 * use that technology and which case studies used it, then the stack with it marked.
 */
export default function TechStackPage({ loaderData }: Route.ComponentProps) {
  const chosen = selectionOf(loaderData.selection);
  if (!chosen) {
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
  const { group, technology, detail } = chosen;
  return (
    <>
      <DetailHero
        eyebrow={`${group.title} · in production since ${detail.inProductionSince}`}
        title={`${technology.name} Development`}
        intro={detail.why}
        visual={
          <div className="grid aspect-[4/3] place-items-center rounded-3xl border bg-muted/50">
            <span className="grid size-40 place-items-center rounded-[2rem] bg-white p-8 shadow-lg ring-1 ring-black/5">
              <img
                src={generatedImagePaths.techLogo(technology.logo)}
                width={96}
                height={96}
                alt={`${technology.name} logo`}
              />
            </span>
          </div>
        }
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
        studies={caseStudiesForTech(technology.slug)}
      />
      <TechStackSection
        selected={{ group: group.slug, tech: technology.slug }}
        title="The rest of our stack"
      />
    </>
  );
}
