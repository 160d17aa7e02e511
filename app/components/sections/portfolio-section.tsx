import { ExternalLink } from "lucide-react";
import { portfolioImageAspect, portfolioImageWidths, portfolioProjects } from "~/content/portfolio";
import { generatedImagePaths } from "~/lib/generated-images";
import { accentClasses } from "./accents";
import { SectionHeading } from "./section-heading";

/** Card height of spec section 2 (siteConfig.ui.portfolioCardHeightPx = 480); e2e-checked. */
const cardHeightClass = "h-[480px]";
const imageSizes = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

interface PortfolioSectionProps {
  headingHidden?: boolean;
  /** How many leading cards are above the fold: loaded eagerly, the first with high priority. */
  eagerCount?: number;
}

function srcSet(slug: string, format: "avif" | "webp") {
  return portfolioImageWidths
    .map((w) => `${generatedImagePaths.portfolio(slug, w, format)} ${w}w`)
    .join(", ");
}

/** The 11 project cards, 480 px high, each linking to the live project in a new tab. */
export function PortfolioSection({ headingHidden, eagerCount = 0 }: PortfolioSectionProps) {
  const largest = Math.max(...portfolioImageWidths);
  const height = (largest * portfolioImageAspect.height) / portfolioImageAspect.width;
  return (
    <section
      id="portfolio"
      aria-labelledby="portfolio-title"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-20"
    >
      <SectionHeading
        id="portfolio-title"
        eyebrow="Our work"
        title="Products our clients are proud of"
        lead="A selection of apps and platforms we designed, built and still support."
        visuallyHidden={headingHidden}
      />
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {portfolioProjects.map((project, index) => {
          const eager = index < eagerCount;
          return (
            <li
              key={project.slug}
              data-testid="portfolio-card"
              className={`${cardHeightClass} flex flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm`}
            >
              <picture>
                <source
                  type="image/avif"
                  srcSet={srcSet(project.slug, "avif")}
                  sizes={imageSizes}
                />
                <source
                  type="image/webp"
                  srcSet={srcSet(project.slug, "webp")}
                  sizes={imageSizes}
                />
                <img
                  src={generatedImagePaths.portfolio(project.slug, largest, "webp")}
                  width={largest}
                  height={height}
                  alt=""
                  loading={eager ? "eager" : "lazy"}
                  fetchPriority={index === 0 && eager ? "high" : undefined}
                  decoding="async"
                  className="h-52 w-full object-cover"
                />
              </picture>
              <div className="flex flex-1 flex-col p-6">
                <p>
                  <span
                    className={`rounded-full px-3 py-1 text-xs font-semibold ${accentClasses[project.accent].chip}`}
                  >
                    {project.category}
                  </span>
                </p>
                <h3 className="mt-3 text-xl font-semibold">{project.title}</h3>
                <p className="mt-2 line-clamp-3 text-muted-foreground">{project.description}</p>
                <a
                  href={project.link}
                  {...(project.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  className="mt-auto inline-flex items-center gap-2 self-start rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-primary-foreground hover:opacity-90"
                >
                  View Project
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only">
                    : {project.title}
                    {project.external ? " (opens in a new tab)" : ""}
                  </span>
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
