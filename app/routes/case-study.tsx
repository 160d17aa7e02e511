import { ArrowRight, Calculator } from "lucide-react";
import type { ReactNode } from "react";
import { data } from "react-router";
import type { Route } from "./+types/case-study";
import { ClientWordmark } from "~/components/artwork/client-wordmark";
import { Portrait } from "~/components/artwork/portrait";
import { ProductShot } from "~/components/artwork/product-shot";
import { BookingButton } from "~/components/booking-button";
import { CaseStudyList } from "~/components/case-studies/case-study-card";
import { OutcomeFigures } from "~/components/case-studies/outcome-figures";
import { keepNumbersTogether } from "~/components/ui/keep-numbers-together";
import { TechChips } from "~/components/detail/detail-page";
import { buttonClasses } from "~/components/ui/button";
import { caseStudies, type CaseStudy } from "~/content/case-studies";
import { caseStudyBySlug, estimateHref, techBySlug, projectOf, quoteOf } from "~/content/relations";
import { services } from "~/content/services";
import type { ProjectSlug } from "~/content/portfolio";
import { teamMemberPath, teamOnProject } from "~/content/team";
import { productShotWidths } from "~/content/product-screens";
import { formatContentDate, formatContentMonth } from "~/lib/content/dates";
import { generatedImagePaths } from "~/lib/generated-images";
import { CurrencyScope, RatesNote } from "~/components/indicative-price";
import { currencyParam, parseCurrency, type CurrencyId } from "~/lib/currency";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { caseStudyJsonLd } from "~/lib/structured-data";
import { pageRef, pathTo } from "~/route-paths";
import { contentHeadingClasses } from "~/components/sections/section-heading";

export function loader({ params, url }: Route.LoaderArgs) {
  const study = caseStudyBySlug(params.slug);
  if (!study) throw data(null, { status: 404 });
  const page = pageRef("case-study", { slug: study.slug });
  const title = `${projectOf(study).title} case study`;
  return {
    slug: study.slug,
    // ?currency=usd|eur|gbp: the discovery call's fee with its conversion (docs/decisions/019).
    currency: parseCurrency(url.searchParams.get(currencyParam)),
    meta: pageMeta({
      title,
      description: study.summary,
      page,
      article: { published: study.published },
      jsonLd: [
        caseStudyJsonLd({
          title,
          headline: study.headline,
          description: study.summary,
          path: page.path,
          client: study.client.name,
          industry: study.client.industry,
          image: generatedImagePaths.productShot(
            study.slug,
            "light",
            Math.max(...productShotWidths),
            "webp",
          ),
          keywords: study.stack.map((slug) => techBySlug(slug).tech.name),
          datePublished: study.published,
        }),
      ],
    }),
  };
}

export const meta = loaderMeta;

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const study = caseStudyBySlug(loaderData.slug);
  // The loader made the same lookup and answered 404 when it failed.
  if (!study) throw new Error(`No case study "${loaderData.slug}"`);
  return (
    <CurrencyScope currency={loaderData.currency}>
      <CaseStudyBody study={study} currency={loaderData.currency} />
    </CurrencyScope>
  );
}

const totalWeeks = (study: CaseStudy) => study.timeline.reduce((n, phase) => n + phase.weeks, 0);

/** A case study: client, problem, constraints, approach, team, timeline, stack, outcomes, quote. */
function CaseStudyBody({ study, currency }: { study: CaseStudy; currency: CurrencyId | null }) {
  const project = projectOf(study);
  const quote = quoteOf(study);
  const weeks = totalWeeks(study);
  const people = study.team.reduce((n, member) => n + member.count, 0);
  const facts: [term: string, value: ReactNode][] = [
    ["Client", study.client.name],
    ["Where", study.client.location],
    ["Launched", <time dateTime={study.launched}>{formatContentMonth(study.launched)}</time>],
    ["Delivery", `${weeks} weeks, ${people} people`],
  ];
  const others = caseStudies.filter((s) => s.slug !== study.slug);
  // Studies that share a service first, so "more work" stays relevant.
  const related = [
    ...others.filter((s) => s.services.some((x) => study.services.includes(x))),
    ...others.filter((s) => !s.services.some((x) => study.services.includes(x))),
  ];

  return (
    <article>
      <header className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-28 pb-12 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:px-8 lg:pt-32">
        <div>
          {/* The trail every detail page has, as the page's BreadcrumbList states it. */}
          <Breadcrumbs
            path={pathTo("case-study", { slug: study.slug })}
            title={`${project.title} case study`}
            className="mb-5"
          />
          <p className="text-sm font-semibold text-primary">{study.client.industry}</p>
          <ClientWordmark slug={study.slug} tone="colour" className="mt-6" />
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {keepNumbersTogether(study.headline)}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground">{study.summary}</p>
          {/* Two by two: in four columns of the text's width, "21 weeks, 7 people" broke. */}
          <dl className="mt-8 grid max-w-xl grid-cols-2 gap-x-6 gap-y-4 text-sm">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="mt-1 font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          {/* The date its Article and the sitemap give, where a reader can see it too. */}
          <p className="mt-6 text-sm text-muted-foreground" data-testid="study-published">
            Case study published{" "}
            <time dateTime={study.published}>{formatContentDate(study.published)}</time>
          </p>
        </div>
        <ProductShot
          slug={study.slug}
          priority
          sizes="(min-width: 1024px) 600px, 100vw"
          className="aspect-[16/10] w-full overflow-hidden rounded-3xl"
        />
      </header>

      <section aria-labelledby="outcomes-title" className="border-y bg-muted/50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2
            id="outcomes-title"
            className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
          >
            What Changed
          </h2>
          <OutcomeFigures
            outcomes={study.outcomes}
            className="mt-8 sm:grid-cols-2 lg:grid-cols-4"
          />
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_22rem] lg:gap-16 lg:px-8">
        <section aria-labelledby="problem-title">
          <h2 id="problem-title" className={contentHeadingClasses}>
            The Problem
          </h2>
          <div className="mt-6 max-w-prose space-y-4 text-lg leading-relaxed">
            {study.problem.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </section>
        <aside
          aria-labelledby="constraints-title"
          className="self-start rounded-2xl border bg-card p-6"
        >
          <h2 id="constraints-title" className="font-semibold">
            What We Had to Work Within
          </h2>
          <ul className="mt-4 space-y-3 text-sm leading-relaxed text-muted-foreground">
            {study.constraints.map((constraint) => (
              <li key={constraint.slice(0, 40)} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-2 size-1.5 shrink-0 rounded-full bg-primary"
                />
                {constraint}
              </li>
            ))}
          </ul>
        </aside>
      </div>

      <section
        aria-labelledby="approach-title"
        className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8"
      >
        <h2 id="approach-title" className={contentHeadingClasses}>
          What We Did
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-2">
          {study.approach.map((step, index) => (
            // The number above the step until the cards are wide (lg): beside it, it took a
            // quarter of a phone's card and the text ran twenty lines.
            <li
              key={step.title}
              className="flex flex-col gap-3 rounded-2xl border bg-card p-5 sm:p-6 lg:flex-row lg:gap-5"
            >
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        {/*
          At its own height, held in view beside the longer team card on wide screens. A dark slab
          in the light theme; in the dark theme a tinted one, not the light slab an inversion gave.
        */}
        <figure className="rounded-3xl bg-foreground p-8 text-background sm:p-10 lg:sticky lg:top-24 lg:self-start dark:bg-primary/15 dark:text-foreground dark:ring-1 dark:ring-primary/30">
          <blockquote className="text-xl leading-relaxed font-medium text-pretty sm:text-2xl">
            <p>“{quote.text}”</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center gap-4">
            <Portrait person={quote.portrait} size={56} />
            <span>
              <span className="block font-semibold">{quote.name}</span>
              <span className="block text-sm opacity-80">{quote.role}</span>
            </span>
          </figcaption>
        </figure>
        <section aria-labelledby="team-title" className="rounded-3xl border bg-card p-8 sm:p-10">
          <h2 id="team-title" className="text-xl font-semibold">
            Team and Timeline
          </h2>
          <ul className="mt-5 flex flex-wrap gap-2 text-sm">
            {study.team.map((member) => (
              <li key={member.role} className="rounded-full bg-muted px-3 py-1.5">
                <span className="font-semibold">{member.count}</span> {member.role}
              </li>
            ))}
          </ul>
          <StudyPeople slug={study.slug} />
          <TimelineBar study={study} />
          <ol className="mt-4 space-y-2 text-sm">
            {study.timeline.map((phase, index) => (
              <li key={phase.phase} className="flex items-baseline justify-between gap-4">
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className={`size-2.5 rounded-full ${phaseColours[index % phaseColours.length]}`}
                  />
                  {phase.phase}
                </span>
                <span className="font-semibold whitespace-nowrap">
                  {phase.weeks} {phase.weeks === 1 ? "week" : "weeks"}
                </span>
              </li>
            ))}
          </ol>
          <p className="mt-4 border-t pt-4 text-sm font-semibold">
            {weeks} weeks from kick-off to launch
          </p>
        </section>
      </div>

      <section
        aria-labelledby="stack-title"
        className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8"
      >
        <div className="grid gap-8 rounded-3xl border p-8 sm:p-10 md:grid-cols-2">
          <div>
            <h2 id="stack-title" className="text-xl font-semibold">
              Built with
            </h2>
            <div className="mt-4">
              <TechChips slugs={study.stack} />
            </div>
          </div>
          <div>
            <h2 className="text-xl font-semibold">Services</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {study.services.map((slug) => {
                const service = services.find((s) => s.slug === slug);
                return service ? (
                  <li key={slug}>
                    <a
                      href={pathTo("services", { slug })}
                      className="inline-flex rounded-full border px-3 py-1.5 text-sm font-medium hover:border-primary hover:text-primary"
                    >
                      {service.title}
                    </a>
                  </li>
                ) : null;
              })}
            </ul>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="next-title"
        data-next-step=""
        className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8"
      >
        <div className="grid items-center gap-8 rounded-3xl bg-band p-8 text-band-foreground sm:p-12 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <h2 id="next-title" className={contentHeadingClasses}>
              Planning something like {project.title}?
            </h2>
            {/* No price here: beside this many people for this many weeks, a plan's floor read as
                bait. The estimate link still opens the rate card's range for a similar project. */}
            <p className="mt-3 max-w-xl text-pretty opacity-90">
              A product of this size is quoted after a discovery call, once we know your scope. Talk
              it through first with the people who built {project.title}: the consultation is free.
              Or see what our rate card says for a similar plan and add-ons.
            </p>
            {/* The discovery call's fee converts for a remembered currency; this says at what rates. */}
            <RatesNote whenConverted className="mt-3 max-w-xl text-xs opacity-90" />
          </div>
          {/* Both calls, the free one first, for a buyer who will not pay to start a conversation.
              Stacked at every width: in a row, three buttons wrapped into ragged lines on tablets. */}
          <div className="flex flex-col gap-3 sm:max-w-lg lg:max-w-none">
            <BookingButton
              event="freeConsultation"
              className={buttonClasses({ variant: "inverse", size: "lg" })}
            />
            <BookingButton
              event="discoveryCall"
              className={buttonClasses({ variant: "inverseOutline", size: "lg" })}
            />
            <a
              href={estimateHref(study.estimate, currency)}
              className={buttonClasses({ variant: "inverseOutline", size: "lg" })}
            >
              <Calculator aria-hidden="true" className="size-4" />
              Estimate a Similar Project
            </a>
          </div>
        </div>
      </section>

      <CaseStudyList id="more-work-title" title="More of Our Work" studies={related} />
      <p className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <a
          href={pathTo("portfolio")}
          className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
        >
          All Case Studies <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </p>
    </article>
  );
}

const phaseColours = [
  "bg-primary",
  "bg-violet-500",
  "bg-emerald-500",
  "bg-amber-500",
  "bg-rose-500",
  "bg-cyan-500",
];
const phaseFills = [
  "fill-primary",
  "fill-violet-500",
  "fill-emerald-500",
  "fill-amber-500",
  "fill-rose-500",
  "fill-cyan-500",
];

/** The phases as one proportional bar (SVG: widths are attributes, so no inline style is needed). */
function TimelineBar({ study }: { study: CaseStudy }) {
  const weeks = totalWeeks(study);
  const starts = study.timeline.map((_, index) =>
    study.timeline.slice(0, index).reduce((n, phase) => n + phase.weeks, 0),
  );
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${weeks} 1`}
      preserveAspectRatio="none"
      className="mt-6 h-3 w-full overflow-hidden rounded-full"
    >
      {study.timeline.map((phase, index) => (
        <rect
          key={phase.phase}
          x={starts[index]}
          y={0}
          width={phase.weeks}
          height={1}
          className={phaseFills[index % phaseFills.length]}
        />
      ))}
    </svg>
  );
}

/** The named people who worked on the project, each linked to their card on /team. */
function StudyPeople({ slug }: { slug: ProjectSlug }) {
  const people = teamOnProject(slug);
  if (people.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="text-sm font-semibold">People on this project</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="study-people">
        {people.map((person) => (
          <li key={person.slug} className="flex items-center gap-3">
            <Portrait person={person.slug} size={40} />
            <span className="text-sm">
              <a
                href={teamMemberPath(person)}
                className="block font-semibold text-foreground underline underline-offset-4 hover:text-primary"
              >
                {person.name}
              </a>
              <span className="block text-muted-foreground">{person.role}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
