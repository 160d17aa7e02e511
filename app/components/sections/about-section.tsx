import { ClientWordmarkStrip } from "~/components/artwork/client-wordmark-strip";
import { companyStory, expertiseCards, trustedBy } from "~/content/company";
import { companyFacts } from "~/content/facts";
import { formatStatistic, statistics } from "~/content/stats";
import { siteConfig } from "~/site.config";
import { IconCard } from "./icon-card";
import { SectionHeading, sectionPaddingY } from "./section-heading";

/**
 * Statistics, the story with mission and vision (#story), expertise and the Trusted By strip. Home
 * leaves the strip out (`trustedBy={false}`): its hero already names every product we built, these
 * six among them, and the same names twice on one page read as padding.
 */
export function AboutSection({
  headingHidden,
  trustedBy: showTrustedBy = true,
}: {
  headingHidden?: boolean;
  trustedBy?: boolean;
}) {
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className={`mx-auto max-w-7xl scroll-mt-20 px-4 sm:px-6 lg:px-8 ${sectionPaddingY(headingHidden)}`}
    >
      <SectionHeading
        id="about-title"
        eyebrow="About us"
        title={`Building digital products since ${companyFacts.foundedYear}`}
        lead={`${siteConfig.contact.location.summary}. Designers, engineers and AI specialists who care about your outcomes as much as you do.`}
        visuallyHidden={headingHidden}
      />
      <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4" data-testid="statistics">
        {statistics.map((stat) => (
          <div
            key={stat.label}
            // Figure, label, then what it measures, packed to the top: cards whose labels wrap
            // differently keep their figures level. The label comes first in the markup (dt).
            // Narrower side padding on the smallest phones, where "300+" outgrew a card's inside.
            className="flex flex-col rounded-2xl border bg-card px-3 py-6 text-center shadow-sm min-[360px]:px-6"
          >
            {/* Balanced, so a wrapped label never leaves "%" alone on its line. */}
            <dt className="order-2 mt-2 text-balance text-muted-foreground">{stat.label}</dt>
            <dd className="order-1 text-4xl font-extrabold text-primary">
              {formatStatistic(stat)}
            </dd>
            {stat.definition ? (
              <dd className="order-3 mt-1 text-sm text-balance text-muted-foreground">
                {stat.definition}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>

      <div id="story" className="mt-16 grid scroll-mt-20 gap-8 lg:grid-cols-3">
        <div>
          <h3 className="text-2xl font-bold">{companyStory.title}</h3>
          <p className="mt-4 text-muted-foreground">{companyStory.text}</p>
        </div>
        {[companyStory.mission, companyStory.vision].map((block) => (
          <div key={block.title} className="rounded-2xl border bg-muted/50 p-6">
            <h3 className="text-xl font-semibold">{block.title}</h3>
            <p className="mt-3 text-muted-foreground">{block.text}</p>
          </div>
        ))}
      </div>

      <h3 className="mt-16 text-2xl font-bold">Our Expertise</h3>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {expertiseCards.map((card) => (
          <li key={card.title}>
            <IconCard card={card} />
          </li>
        ))}
      </ul>

      {showTrustedBy ? (
        <div className="mt-16 text-center">
          <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            Trusted By
          </h3>
          <ClientWordmarkStrip clients={trustedBy} className="mt-8" data-testid="trusted-by" />
        </div>
      ) : null}
    </section>
  );
}
