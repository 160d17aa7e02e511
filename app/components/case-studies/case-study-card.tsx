import { ArrowRight } from "lucide-react";
import { ProductShot } from "~/components/artwork/product-shot";
import type { CaseStudy } from "~/content/case-studies";
import { headlineOutcome, projectOf } from "~/content/relations";
import { pathTo } from "~/route-paths";
import { contentHeadingClasses } from "~/components/sections/section-heading";
import { OutcomeLine } from "./outcome-figures";

/**
 * A case study in a list (a service's, a technology's, an app category's, "more work"): the
 * product, the client, the headline result and a link to the whole story.
 */
function CaseStudyCard({ study, headingLevel = 3 }: { study: CaseStudy; headingLevel?: 2 | 3 }) {
  const project = projectOf(study);
  const lead = headlineOutcome(study);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <ProductShot slug={study.slug} decorative className="aspect-[16/10] w-full" />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {study.client.industry}
        </p>
        <Heading className="mt-2 text-lg font-semibold">
          <a
            href={pathTo("case-study", { slug: study.slug })}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
          >
            {project.title}
          </a>
        </Heading>
        {lead ? <OutcomeLine outcome={lead} className="mt-3" /> : null}
        <p
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-primary"
        >
          Read the case study
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}

/** A heading and up to `limit` case studies, or nothing when there are none. */
export function CaseStudyList({
  id,
  title,
  lead,
  studies,
  limit = 3,
}: {
  id: string;
  title: string;
  lead?: string;
  studies: readonly CaseStudy[];
  limit?: number;
}) {
  if (studies.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id={id} className={contentHeadingClasses}>
        {title}
      </h2>
      {lead ? <p className="mt-2 max-w-2xl text-muted-foreground">{lead}</p> : null}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {studies.slice(0, limit).map((study) => (
          <li key={study.slug}>
            <CaseStudyCard study={study} />
          </li>
        ))}
      </ul>
    </section>
  );
}
