import { ArrowRight } from "lucide-react";
import { contentIcons } from "~/components/icons";
import { actionLabels } from "~/content/facts";
import { serviceHighlights, services } from "~/content/services";
import { accentClasses } from "./accents";
import { SectionHeading, sectionPaddingY } from "./section-heading";
import { pathTo } from "~/route-paths";

const serviceCardId = (slug: string) => `service-${slug}`;

interface ServicesSectionProps {
  /** The service of a /services/{slug} page: marked as current among the cards. */
  selectedSlug?: string;
  /** Hide the visible heading on screens whose <h1> already says "services". */
  headingHidden?: boolean;
  /**
   * Below a service's own page: every service again, that one marked as the current page, without
   * the three "why us" cards, which every service page would repeat (on a phone, a screen of them).
   */
  belowService?: boolean;
}

/**
 * The three reasons to choose us, as one panel of points rather than three more cards: in cards
 * they read as services a visitor could open, and on a phone they took a screen before the first
 * real one.
 */
function WhyUs() {
  return (
    <ul
      className="mb-12 grid divide-y rounded-2xl border bg-muted/40 md:grid-cols-3 md:divide-x md:divide-y-0"
      aria-label="Why clients choose us"
    >
      {serviceHighlights.map((point) => {
        const Icon = contentIcons[point.icon];
        return (
          <li key={point.title} className="flex gap-4 p-5 sm:p-6">
            <span
              className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full ${accentClasses[point.accent].chip}`}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{point.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{point.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Three reasons to choose us and the eight service cards; four across from the xl breakpoint. Below a
 * service's page, the service cards only.
 */
export function ServicesSection({
  selectedSlug,
  headingHidden,
  belowService,
}: ServicesSectionProps) {
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className={`mx-auto max-w-7xl scroll-mt-20 px-4 sm:px-6 lg:px-8 ${sectionPaddingY(headingHidden)}`}
    >
      <SectionHeading
        id="services-title"
        eyebrow="What we do"
        title={belowService ? "All Our Services" : "Services that take you from idea to launch"}
        lead="One team for strategy, design, engineering and support, so nothing gets lost between vendors."
        visuallyHidden={headingHidden}
      />
      {belowService ? null : <WhyUs />}
      <ul
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        data-testid="service-grid"
      >
        {services.map((service) => {
          const Icon = contentIcons[service.icon];
          const selected = service.slug === selectedSlug;
          const accent = accentClasses[service.accent];
          return (
            <li
              key={service.slug}
              id={serviceCardId(service.slug)}
              data-selected={selected || undefined}
              className={`group relative flex flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm transition-shadow hover:shadow-md ${
                selected ? "ring-2 ring-primary ring-offset-2 ring-offset-background" : ""
              }`}
            >
              <div className="flex items-start justify-between gap-3">
                <span
                  className={`inline-flex size-12 items-center justify-center rounded-xl ${accent.chip}`}
                >
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className={`rounded-full px-3 py-1 text-xs font-semibold ${accent.chip}`}>
                  {service.category}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold">
                <a
                  href={pathTo("services", { slug: service.slug })}
                  aria-current={selected ? "page" : undefined}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
                >
                  {service.title}
                </a>
              </h3>
              <p className="mt-2 flex-1 text-muted-foreground">{service.description}</p>
              <p
                aria-hidden="true"
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary"
              >
                {actionLabels.learnMore}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
