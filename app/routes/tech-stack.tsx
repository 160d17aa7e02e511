import { data } from "react-router";
import type { Route } from "./+types/tech-stack";
import { PageHeader } from "~/components/sections/page-header";
import { TechStackSection } from "~/components/sections/tech-stack-section";
import { techGroups } from "~/content/technologies";
import { pageMeta } from "~/lib/seo";
import { pageRef } from "~/route-paths";

export function loader({ params }: Route.LoaderArgs) {
  if (!params.group && !params.tech) return { selection: null };
  const group = techGroups.find((g) => g.slug === params.group);
  const technology = group?.technologies.find((t) => t.slug === params.tech);
  if (!group || !technology) throw data(null, { status: 404 });
  return { selection: { group: { slug: group.slug, title: group.title }, technology } };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const selection = loaderData?.selection;
  return selection
    ? pageMeta({
        title: `${selection.technology.name} Development`,
        description: `How we use ${selection.technology.name} in ${selection.group.title.toLowerCase()} projects for clients in India and worldwide.`,
        page: pageRef("tech-stack", {
          group: selection.group.slug,
          tech: selection.technology.slug,
        }),
      })
    : pageMeta({
        title: "Our Tech Stack",
        description:
          "The frontend, backend, mobile and AI technologies we build with: React, Next.js, Node.js, Python, Flutter, TensorFlow and more.",
        page: pageRef("tech-stack"),
      });
};

/** /tech-stack and /tech-stack/{group}/{tech}: one screen; a tech page marks its technology. */
export default function TechStackPage({ loaderData }: Route.ComponentProps) {
  const { selection } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow={selection ? selection.group.title : "Tech Stack"}
        title={selection ? `${selection.technology.name} Development` : "Our Tech Stack"}
        lead={
          selection
            ? `${selection.technology.name} is part of the ${selection.group.title.toLowerCase()} toolkit we use to ship fast, secure and maintainable products.`
            : "Proven tools for fast, secure and maintainable products."
        }
      />
      <TechStackSection
        selected={
          selection ? { group: selection.group.slug, tech: selection.technology.slug } : undefined
        }
        headingHidden
      />
    </>
  );
}
