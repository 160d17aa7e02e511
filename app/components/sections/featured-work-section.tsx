import { ArrowRight } from "lucide-react";
import { ClientWordmark } from "~/components/artwork/client-wordmark";
import { ProductShot } from "~/components/artwork/product-shot";
import { OutcomeFigures } from "~/components/case-studies/outcome-figures";
import { keepNumbersTogether } from "~/components/ui/keep-numbers-together";
import { caseStudyBySlug, projectOf } from "~/content/relations";
import { featuredCaseStudy } from "~/content/process";
import { pathTo } from "~/route-paths";

/**
 * One project told in full on a dark band: the product beside what it achieved, so the home
 * page shows results before it shows the grid of work.
 */
export function FeaturedWorkSection() {
  const study = caseStudyBySlug(featuredCaseStudy);
  if (!study) throw new Error(`No case study "${featuredCaseStudy}"`);
  const project = projectOf(study);
  return (
    <section
      aria-labelledby="featured-work-title"
      // In the dark theme the band keeps apart from the page by its edges.
      className="bg-slate-950 text-white dark:border-y dark:border-white/10"
    >
      {/* From lg the product sits beside the story. Between lg and xl the story's column is too
          narrow for three large figures ("99.8%" ran past the window at 1024 px), so they and
          the way on take a row of their own under both; from xl they join the story's column,
          the picture centred beside the two. */}
      <div className="mx-auto grid max-w-7xl items-center gap-x-16 gap-y-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
        <ProductShot
          slug={study.slug}
          display="large"
          sizes="(min-width: 1024px) 600px, 100vw"
          className="aspect-[16/10] w-full overflow-hidden rounded-3xl ring-1 ring-white/10 xl:row-span-2"
        />
        <div className="xl:self-end">
          {/* On a phone the two stand on lines of their own: a rule between them would be
              left at the end of the first line. */}
          <p className="flex flex-col gap-1 text-sm font-semibold tracking-wide text-sky-300 uppercase sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-3">
            Featured project
            <span aria-hidden="true" className="hidden h-px w-10 bg-sky-300/50 sm:block" />
            <span className="text-white/75 sm:text-sky-300">{study.client.industry}</span>
          </p>
          <h2
            id="featured-work-title"
            className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            {keepNumbersTogether(study.headline)}
          </h2>
          <p className="mt-5 text-lg text-pretty text-white/75">{study.summary}</p>
        </div>
        <div className="lg:col-span-2 xl:col-span-1 xl:self-start">
          <OutcomeFigures
            outcomes={study.outcomes.slice(0, 3)}
            tone="inverse"
            className="gap-8 sm:grid-cols-3"
          />
          <div className="mt-10 flex flex-wrap items-center gap-6">
            <a
              href={pathTo("case-study", { slug: study.slug })}
              className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-slate-950 hover:bg-white/90"
            >
              Read the {project.title} Case Study
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
            <ClientWordmark slug={study.slug} className="text-white/70" />
          </div>
        </div>
      </div>
    </section>
  );
}
