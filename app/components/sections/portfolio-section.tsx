import { ArrowRight, Calculator, ExternalLink } from "lucide-react";
import { ProductShot } from "~/components/artwork/product-shot";
import { BookingButton } from "~/components/booking-button";
import { buttonClasses } from "~/components/ui/button";
import { companyFacts } from "~/content/facts";
import { portfolioProjects, type PortfolioProject } from "~/content/portfolio";
import { pathTo } from "~/route-paths";
import { accentClasses } from "./accents";
import { SectionHeading, sectionPaddingY } from "./section-heading";

/** Card height of spec section 2 (siteConfig.ui.portfolioCardHeightPx = 480); e2e-checked. */
const cardHeightClass = "h-[480px]";
/** The same height in the phone row, as a floor there (see `swipeItemClasses`). */
const swipeCardHeightClass = "min-h-[480px] md:h-[480px]";
/** The closing tile matches it where it shares a row with the cards (from md, two columns). */
const tileHeightClass = "md:h-[480px]";
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
  stack: "grid gap-8 md:grid-cols-2 xl:grid-cols-3",
  swipe:
    "relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 md:mx-0 md:grid md:snap-none md:scroll-px-0 md:grid-cols-2 md:gap-8 md:overflow-visible md:px-0 md:pb-0 xl:grid-cols-3",
};
/**
 * In the row, a card is most of the screen's width, so the next one shows at the edge; it may
 * grow past 480 px where a narrow phone wraps its text further (the row keeps one height).
 */
const swipeItemClasses = "w-[85%] shrink-0 snap-start md:w-auto";

/**
 * View Project: the product's live site in a new tab (without opener or referrer) where it has
 * a real public URL, else its case study.
 */
function ViewProject({ project }: { project: PortfolioProject }) {
  const className = `mt-auto self-start ${buttonClasses()}`;
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
      className={`${tileHeightClass} ${className} flex flex-col justify-center rounded-2xl border-2 border-dashed border-primary/40 bg-primary/5 p-8`}
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
          Estimate your project
        </a>
      </div>
    </li>
  );
}

/** The 11 project cards, 480 px high, each opening the project's case study (or live site). */
export function PortfolioSection({
  headingHidden,
  eagerCount = 0,
  swipeOnPhones = false,
}: PortfolioSectionProps) {
  const itemClasses = swipeOnPhones ? swipeItemClasses : "";
  const heightClass = swipeOnPhones ? swipeCardHeightClass : cardHeightClass;
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
      {/* Three across only from 1280 px: narrower, a 480 px card's wrapped description met its
          button. */}
      <ul className={swipeOnPhones ? listClasses.swipe : listClasses.stack}>
        {portfolioProjects.map((project, index) => {
          const eager = index < eagerCount;
          return (
            <li
              key={project.slug}
              data-testid="portfolio-card"
              className={`${heightClass} ${itemClasses} flex flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm`}
            >
              <ProductShot
                slug={project.slug}
                className="h-52 w-full shrink-0"
                sizes={imageSizes}
                eager={eager}
                priority={index === 0 && eager}
              />
              <div className="flex flex-1 flex-col p-6">
                <p>
                  <span
                    className={`rounded-full px-3 py-1 text-xs font-semibold ${accentClasses[project.accent].chip}`}
                  >
                    {project.category}
                  </span>
                </p>
                <h3 className="mt-3 text-xl font-semibold">{project.title}</h3>
                <p className="mt-2 text-muted-foreground">{project.description}</p>
                <ViewProject project={project} />
              </div>
            </li>
          );
        })}
        <NextProjectTile className={itemClasses} />
      </ul>
    </section>
  );
}
