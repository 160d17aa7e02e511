import { ArrowRight, Calculator, ExternalLink, MapPin } from "lucide-react";
import { ProductShot } from "~/components/artwork/product-shot";
import { BookingButton } from "~/components/booking-button";
import { OutcomeLine } from "~/components/case-studies/outcome-figures";
import { buttonClasses } from "~/components/ui/button";
import { actionLabels, companyFacts } from "~/content/facts";
import { portfolioProjects, type PortfolioProject } from "~/content/portfolio";
import { caseStudyBySlug, headlineOutcome } from "~/content/relations";
import { pathTo } from "~/route-paths";
import { accentClasses } from "./accents";
import { SectionHeading, sectionPaddingY } from "./section-heading";

/**
 * The spec's 480 px card height (siteConfig.ui.portfolioCardHeightPx), as a floor. A card also
 * shows its client's city and headline outcome, which no longer fit 480 px at every width, so
 * every card in the grid takes the height of the tallest (`auto-rows-fr`) instead of a fixed
 * height that would cut text off; in the phone row, the row's flex does the same. E2e-checked.
 */
const cardHeightClass = "min-h-[480px]";
const imageSizes = "(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw";

interface PortfolioSectionProps {
  headingHidden?: boolean;
  /** How many leading cards are above the fold: loaded eagerly, the first with high priority. */
  eagerCount?: number;
  /**
   * Below `md`, one row that swipes sideways (scroll snap) instead of eleven cards stacked: on
   * home, where the work is one section of many and the stack was 6,300 px of a phone's scroll.
   * /portfolio, the work itself, keeps the stack.
   */
  swipeOnPhones?: boolean;
}

/**
 * The list's layout: a grid from `md`; below, a stack, or a row that snaps card by card. The row
 * is `relative` so that what is absolutely placed in a card (the links' screen-reader text)
 * scrolls with it, instead of widening the page.
 */
const listClasses = {
  stack: "grid gap-8 md:auto-rows-fr md:grid-cols-2 xl:grid-cols-3",
  swipe:
    "relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 md:mx-0 md:grid md:snap-none md:scroll-px-0 md:auto-rows-fr md:grid-cols-2 md:gap-8 md:overflow-visible md:px-0 md:pb-0 xl:grid-cols-3",
};
/**
 * In the row, a card is most of the screen's width, so the next one shows at the edge; the row
 * gives every card the height of the tallest.
 */
const swipeItemClasses = "w-[85%] shrink-0 snap-start md:w-auto";

/**
 * View Project: the product's live site in a new tab (without opener or referrer) where it has
 * a real public URL, else its case study.
 */
function ViewProject({ project }: { project: PortfolioProject }) {
  const className = `self-start ${buttonClasses()}`;
  if (project.liveUrl) {
    return (
      <a href={project.liveUrl} target="_blank" rel="noopener noreferrer" className={className}>
        View Project
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">: {project.title} (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={pathTo("case-study", { slug: project.slug })} className={className}>
      View Project
      <ArrowRight aria-hidden="true" className="size-4" />
      <span className="sr-only">: {project.title} case study</span>
    </a>
  );
}

/**
 * The tile after the last project: the visitor's own product, as an open slot. Eleven cards
 * leave a hole in the last row at two and at three columns; this fills it with the next step
 * rather than empty space.
 */
function NextProjectTile({ className }: { className: string }) {
  const weeks = companyFacts.typicalProjectWeeks;
  return (
    <li
      className={`${className} flex flex-col justify-center rounded-2xl border-2 border-dashed border-primary/40 bg-primary/5 p-8`}
    >
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Next project</p>
      <h3 className="mt-3 text-2xl font-bold tracking-tight text-balance">
        Your product could be next
      </h3>
      <p className="mt-3 text-pretty text-muted-foreground">
        Tell us what you want to build. We reply within {companyFacts.replyWithin}, and small to
        medium projects launch in{" "}
        <span className="whitespace-nowrap">
          {weeks.min}–{weeks.max} weeks
        </span>
        .
      </p>
      <div className="mt-8 flex flex-col items-start gap-3">
        <BookingButton event="freeConsultation" className={buttonClasses()} />
        <a href={pathTo("estimate")} className={buttonClasses({ variant: "secondary" })}>
          <Calculator aria-hidden="true" className="size-4" />
          {actionLabels.estimateProject}
        </a>
      </div>
    </li>
  );
}

/**
 * The 11 project cards, each with its client's city and headline outcome from the case study,
 * opening the case study (or the live site).
 */
export function PortfolioSection({
  headingHidden,
  eagerCount = 0,
  swipeOnPhones = false,
}: PortfolioSectionProps) {
  const itemClasses = swipeOnPhones ? swipeItemClasses : "";
  return (
    <section
      id="portfolio"
      aria-labelledby="portfolio-title"
      className={`mx-auto max-w-7xl scroll-mt-20 px-4 sm:px-6 lg:px-8 ${sectionPaddingY(headingHidden)}`}
    >
      <SectionHeading
        id="portfolio-title"
        eyebrow="Our work"
        title="Products our clients are proud of"
        lead="A selection of apps and platforms we designed, built and still support."
        visuallyHidden={headingHidden}
      />
      {swipeOnPhones ? (
        <p className="-mt-6 mb-4 text-sm text-muted-foreground md:hidden" aria-hidden="true">
          {portfolioProjects.length} projects · swipe for more
        </p>
      ) : null}
      {/* Three across only from 1280 px: narrower, the cards' wrapped text made them tall. */}
      <ul className={swipeOnPhones ? listClasses.swipe : listClasses.stack}>
        {portfolioProjects.map((project, index) => {
          const eager = index < eagerCount;
          const study = caseStudyBySlug(project.slug);
          const outcome = study ? headlineOutcome(study) : undefined;
          return (
            <li
              key={project.slug}
              data-testid="portfolio-card"
              className={`${cardHeightClass} ${itemClasses} flex flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm`}
            >
              <ProductShot
                slug={project.slug}
                className="h-52 w-full shrink-0"
                sizes={imageSizes}
                eager={eager}
                priority={index === 0 && eager}
              />
              {/* A little less padding on phones, where the row's narrow cards wrap most. */}
              <div className="flex flex-1 flex-col p-5 sm:p-6">
                {/* Where the client is, beside what the product is: a buyer abroad looks for
                    work done for someone like them. */}
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-muted-foreground">
                  <span
                    className={`rounded-full px-3 py-1 text-xs font-semibold ${accentClasses[project.accent].chip}`}
                  >
                    {project.category}
                  </span>
                  {study ? (
                    <span className="inline-flex items-center gap-1" data-testid="client-location">
                      <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                      <span className="sr-only">Client in </span>
                      {study.client.location}
                    </span>
                  ) : null}
                </p>
                <h3 className="mt-3 text-xl font-semibold">{project.title}</h3>
                <p className="mt-2 text-muted-foreground">{project.description}</p>
                {/* The proof sits with the button at the foot of the card, level across a row. */}
                <div className="mt-auto flex flex-col pt-4">
                  {outcome ? (
                    <OutcomeLine
                      outcome={outcome}
                      className="mb-4 border-t pt-3 sm:mb-5 sm:pt-4"
                      data-testid="headline-outcome"
                    />
                  ) : null}
                  {/* The year it launched, beside the button rather than in the line above,
                      where it wrapped to a line of its own at two columns: a buyer judging an
                      agency asks how recent the work is. */}
                  <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                    <ViewProject project={project} />
                    {study ? (
                      <p className="text-sm text-muted-foreground" data-testid="launch-year">
                        Launched <time dateTime={study.launched}>{study.launched.slice(0, 4)}</time>
                      </p>
                    ) : null}
                  </div>
                </div>
              </div>
            </li>
          );
        })}
        <NextProjectTile className={itemClasses} />
      </ul>
    </section>
  );
}
