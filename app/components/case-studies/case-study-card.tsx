import clsx from "clsx";
import { ArrowRight } from "lucide-react";
import { ProductShot } from "~/components/artwork/product-shot";
import type { CaseStudy } from "~/content/case-studies";
import { actionLabels } from "~/content/facts";
import { headlineOutcome, projectOf } from "~/content/relations";
import { pathTo } from "~/route-paths";
import { contentHeadingClasses } from "~/components/sections/section-heading";
import { OutcomeLine } from "./outcome-figures";

/**
 * A case study in a list (a service's, a technology's, an app category's, "more work"): the
 * product, the client, the headline result and a link to the whole story.
 */
function CaseStudyCard({
  study,
  headingLevel = 3,
  wide = false,
}: {
  study: CaseStudy;
  headingLevel?: 2 | 3;
  /** The list's only card: from `lg`, the screen beside the text across the row. */
  wide?: boolean;
}) {
  const project = projectOf(study);
  const lead = headlineOutcome(study);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={clsx(
        "group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md",
        wide && "lg:flex-row",
      )}
    >
      <ProductShot
        slug={study.slug}
        decorative
        display={wide ? "large" : "card"}
        className={clsx("aspect-[16/10] w-full", wide && "lg:w-1/2 lg:shrink-0")}
      />
      <div className={clsx("flex flex-1 flex-col p-6", wide && "lg:justify-center lg:p-10")}>
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {study.client.industry}
        </p>
        <Heading className={clsx("mt-2 text-lg font-semibold", wide && "lg:text-2xl")}>
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
          className={clsx(
            "mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-primary",
            wide && "lg:mt-0",
          )}
        >
          {actionLabels.readCaseStudy}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}

/** A heading and up to three case studies (one row of cards), or nothing when there are none. */
export function CaseStudyList({
  id,
  title,
  lead,
  studies,
}: {
  id: string;
  title: string;
  lead?: string;
  studies: readonly CaseStudy[];
}) {
  if (studies.length === 0) return null;
  const shown = studies.slice(0, 3);
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id={id} className={contentHeadingClasses}>
        {title}
      </h2>
      {lead ? <p className="mt-2 max-w-2xl text-muted-foreground">{lead}</p> : null}
      {/* One study alone would leave two empty columns beside it: it takes the row. */}
      <ul className={clsx("mt-8 grid gap-6", shown.length > 1 && "sm:grid-cols-2 lg:grid-cols-3")}>
        {shown.map((study) => (
          <li key={study.slug}>
            <CaseStudyCard study={study} wide={shown.length === 1} />
          </li>
        ))}
      </ul>
    </section>
  );
}
