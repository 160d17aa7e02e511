import { ArrowRight, Calculator } from "lucide-react";
import type { Route } from "./+types/engagements";
import { BookingButton } from "~/components/booking-button";
import { BusinessHoursList, ReplyByLine } from "~/components/business-hours";
import { PageHeader } from "~/components/sections/page-header";
import { buttonClasses } from "~/components/ui/button";
import {
  engagementCommonTerms,
  engagementModels,
  workingFromAbroad,
  type DocumentSource,
  type EngagementModel,
} from "~/content/engagements";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { pageRef, pathTo } from "~/route-paths";
import { CurrencyScope, RatesNote } from "~/components/indicative-price";
import { TextParts } from "~/components/text-parts";
import { plainText, type RichText } from "~/content/text-parts";
import { currencyParam, parseCurrency } from "~/lib/currency";
import { contentHeadingClasses } from "~/components/sections/section-heading";

export const loader = ({ url }: Route.LoaderArgs) => ({
  // ?currency=usd|eur|gbp: the plans' prices with their conversions (docs/decisions/019).
  currency: parseCurrency(url.searchParams.get(currencyParam)),
  meta: pageMeta({
    title: "How We Work Together",
    description:
      "Fixed scope on one of our three plans, time and materials under a monthly cap, or a dedicated team by the month: when each fits, billing, and weekly reporting.",
    page: pageRef("engagements"),
  }),
});

export const meta = loaderMeta;

export default function EngagementsPage({ loaderData }: Route.ComponentProps) {
  return (
    <CurrencyScope currency={loaderData.currency}>
      <EngagementsBody />
    </CurrencyScope>
  );
}

function EngagementsBody() {
  return (
    <>
      <PageHeader
        eyebrow="Engagements"
        title="How We Work Together"
        lead="Three ways to structure a project. They differ in what is fixed: the scope, the monthly spend or the team. All three are billed in INR under the same Payment Policy and Service Agreement."
      >
        <nav aria-label="On this page" className="mt-8">
          <ul className="flex flex-wrap justify-center gap-3">
            {[...engagementModels, { id: workingFromAbroad.id, name: "From Outside India" }].map(
              (model) => (
                <li key={model.id}>
                  <a
                    href={`#${model.id}`}
                    className="inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium hover:bg-muted"
                  >
                    {model.name}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
        <RatesNote whenConverted className="mx-auto mt-6 max-w-2xl text-xs text-muted-foreground" />
      </PageHeader>
      {engagementModels.map((model, index) => (
        <ModelSection key={model.id} model={model} number={index + 1} />
      ))}
      <CommonTerms />
      <WorkingFromAbroad />
      <NextSteps />
    </>
  );
}

function ModelSection({ model, number }: { model: EngagementModel; number: number }) {
  const titleId = `${model.id}-title`;
  return (
    <section
      id={model.id}
      aria-labelledby={titleId}
      className="mx-auto max-w-7xl scroll-mt-24 px-4 py-12 sm:px-6 lg:px-8"
    >
      <div className="grid gap-8 border-t pt-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <div>
          <p className="text-sm font-semibold text-primary">Model {number} of 3</p>
          <h2 id={titleId} className="mt-2 text-3xl font-extrabold tracking-tight text-balance">
            {model.name}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            <TextParts text={model.summary} />
          </p>
        </div>
        <dl className="grid gap-x-10 gap-y-8 sm:grid-cols-2">
          <ModelFacts term="When it fits" items={model.fits} />
          <ModelFacts term="How billing works" items={model.billing} source={model.billingSource} />
          <ModelFacts term="What you get each week" items={model.weekly} />
          <ModelFacts term="When the scope changes" items={[model.scopeChanges]} />
        </dl>
      </div>
    </section>
  );
}

function ModelFacts({
  term,
  items,
  source,
}: {
  term: string;
  items: readonly RichText[];
  /** The document that says these lines, linked below them. */
  source?: DocumentSource;
}) {
  return (
    <div>
      <dt className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {term}
      </dt>
      {items.map((item) => (
        <dd key={plainText(item)} className="mt-3 border-l-2 border-primary/40 pl-3 text-pretty">
          <TextParts text={item} />
        </dd>
      ))}
      {source ? (
        <dd className="mt-2 pl-3.5">
          <SourceLink source={source} />
        </dd>
      ) : null}
    </div>
  );
}

/** "Service Agreement, section 8 →": where a term is written. */
function SourceLink({ source }: { source: DocumentSource }) {
  return (
    <a
      href={source.href}
      className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {source.label}
      <ArrowRight aria-hidden="true" className="size-3.5" />
    </a>
  );
}

function CommonTerms() {
  return (
    <section
      aria-labelledby="common-terms-title"
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
    >
      <div className="rounded-3xl border bg-card p-6 sm:p-10">
        <h2 id="common-terms-title" className={contentHeadingClasses}>
          In Every Model
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          The same terms apply whichever you choose; each line links to where it is written.
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {engagementCommonTerms.map((term) => (
            <li key={term.text}>
              <p className="text-pretty">{term.text}</p>
              <SourceLink source={term.source} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** For a buyer in London, New York or Sydney: payment, currency, GST, time zones, the contract. */
function WorkingFromAbroad() {
  const { id, title, lead, points } = workingFromAbroad;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-7xl scroll-mt-24 px-4 py-12 sm:px-6 lg:px-8"
    >
      <div className="grid gap-8 border-t pt-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
        <div>
          <h2 id={`${id}-title`} className={contentHeadingClasses}>
            {title}
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">{lead}</p>
          <dl className="mt-8 space-y-6">
            {points.map((point) => (
              <div key={point.title}>
                <dt className="font-semibold">{point.title}</dt>
                <dd className="mt-1 text-pretty text-muted-foreground">
                  <TextParts text={point.text} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <aside
          aria-labelledby={`${id}-hours-title`}
          className="self-start rounded-3xl border bg-card p-6"
        >
          <h3 id={`${id}-hours-title`} className="font-semibold">
            When we are at our desks
          </h3>
          <BusinessHoursList className="mt-3 text-sm" />
          <ReplyByLine className="mt-3" />
        </aside>
      </div>
    </section>
  );
}

function NextSteps() {
  return (
    <section
      aria-labelledby="engagement-next-title"
      className="mx-auto max-w-3xl px-4 pt-8 pb-24 text-center"
    >
      <h2 id="engagement-next-title" className="text-2xl font-bold tracking-tight">
        Not sure which model fits?
      </h2>
      <p className="mt-3 text-pretty text-muted-foreground">
        Start from the plans and the instant estimate, or book the discovery call: we map the scope
        with you and say which model we would choose in your place.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={pathTo("pricing")} className={buttonClasses({ variant: "secondary" })}>
          See the Plans
        </a>
        <a href={pathTo("estimate")} className={buttonClasses({ variant: "secondary" })}>
          <Calculator aria-hidden="true" className="size-4" />
          Instant Estimate
        </a>
        <BookingButton event="discoveryCall" className={buttonClasses()} />
      </div>
    </section>
  );
}
