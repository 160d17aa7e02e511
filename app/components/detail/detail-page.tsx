/**
 * The building blocks of the detail pages (a service, a technology, an app category, a solution
 * area): a split opening with the page's <h1>, a price-and-timeline card derived from the rate
 * card, titled cards, steps with durations and linked technology chips.
 */
import { CalendarClock, Calculator, Check } from "lucide-react";
import type { ReactNode } from "react";
import { ProductShot } from "~/components/artwork/product-shot";
import { BookingButton } from "~/components/booking-button";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { CurrencyChoice, IndicativePrice } from "~/components/indicative-price";
import { buttonClasses } from "~/components/ui/button";
import type { PriceBasis, TitledText, WeekRange } from "~/content/detail-types";
import type { CurrencyId } from "~/content/exchange-rates";
import { actionLabels, companyFacts } from "~/content/facts";
import { planById } from "~/content/pricing";
import { estimateHref, fromPriceOf, techBySlug } from "~/content/relations";
import type { ProjectSlug } from "~/content/portfolio";
import type { TechSlug } from "~/content/technologies";
import { formatInr } from "~/lib/inr";
import { pathTo } from "~/route-paths";
import { keepNumbersTogether } from "~/components/ui/keep-numbers-together";
import { contentHeadingClasses } from "~/components/sections/section-heading";

interface DetailHeroProps {
  /** The page's path: its breadcrumb trail leads the opening. */
  path: string;
  eyebrow: ReactNode;
  title: string;
  intro: readonly string[];
  /** The screen's one dominant visual, beside the text from `lg`. */
  visual?: ReactNode;
  /**
   * After the visual: usually the price card. From `lg` it sits under the visual in the right
   * column, so the two columns end near each other instead of the text column running on past a
   * short picture; on a phone it follows the text and the picture.
   */
  children?: ReactNode;
}

/**
 * The opening of a detail page: eyebrow, <h1>, intro paragraphs, then a visual and the price
 * card. The source order (text, picture, card) is the reading and tab order at every width; from
 * `lg` the text spans both rows of the left column and the picture and card stack on the right,
 * by grid placement alone (no `order`).
 */
export function DetailHero({ path, eyebrow, title, intro, visual, children }: DetailHeroProps) {
  const stacked = visual && children;
  return (
    <header
      className={`mx-auto grid max-w-7xl items-start gap-10 px-4 pt-28 pb-12 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:gap-x-14 lg:px-8 lg:pt-32 ${stacked ? "lg:grid-rows-[auto_1fr] lg:gap-y-8" : ""}`}
    >
      <div className={`min-w-0 ${stacked ? "lg:row-span-2" : ""}`}>
        <Breadcrumbs path={path} title={title} className="mb-5" />
        <p className="text-sm font-semibold text-primary">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <div className="mt-6 max-w-prose space-y-4 text-lg leading-relaxed text-muted-foreground">
          {intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </div>
      {visual ? (
        <div className={`min-w-0 ${stacked ? "" : "lg:sticky lg:top-28"}`}>{visual}</div>
      ) : null}
      {children ? (
        // Stacked under the picture, the card overlaps its lower edge, inset, as the product
        // artwork layers its callouts: one composition rather than two boxes, and a right
        // column that ends nearer the text.
        <div
          className={`min-w-0 ${stacked ? "lg:relative lg:z-10 lg:-mt-20 lg:mx-5 lg:*:shadow-xl xl:mx-8 dark:lg:*:shadow-none" : ""}`}
        >
          {children}
        </div>
      ) : null}
    </header>
  );
}

/** A detail page's visual: the product screen of the first project of its kind. */
export function DetailShot({ slug }: { slug: ProjectSlug }) {
  return (
    <ProductShot
      slug={slug}
      priority
      sizes="(min-width: 1024px) 560px, 100vw"
      className="aspect-[16/10] w-full overflow-hidden rounded-3xl"
    />
  );
}

const weeks = (range: WeekRange) =>
  range.min === range.max ? `${range.min} weeks` : `${range.min}–${range.max} weeks`;

/**
 * What such a project costs and takes: the from-price (the basis's lower bounds, from the rate
 * card), the plan it starts from, a typical timeline and the two next steps.
 */
export function PriceCard({
  basis,
  timeline,
  currencyChoice,
}: {
  basis: PriceBasis;
  timeline: WeekRange;
  /** Offer the `?currency=` choice (on pages whose route reads the query: services, apps). */
  currencyChoice?: { path: string; current: CurrencyId | null };
}) {
  const plan = planById(basis.plan);
  return (
    <div className="rounded-2xl border bg-card p-6 shadow-sm">
      <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <div>
          <dt className="text-sm text-muted-foreground">From</dt>
          <dd className="mt-1 text-3xl font-extrabold tracking-tight">
            {formatInr({ min: fromPriceOf(basis) })}
          </dd>
          <IndicativePrice
            as="dd"
            price={{ min: fromPriceOf(basis) }}
            className="mt-1 font-semibold text-foreground"
          />
          <dd className="mt-1 text-sm text-muted-foreground">
            {plan.name} plan{basis.addOns.length > 0 ? " with add-ons" : ""}, taxes extra
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted-foreground">Typical timeline</dt>
          <dd className="mt-1 inline-flex items-center gap-2 text-3xl font-extrabold tracking-tight">
            <CalendarClock aria-hidden="true" className="size-6 text-primary" />
            <span>{keepNumbersTogether(weeks(timeline))}</span>
          </dd>
          <dd className="mt-1 text-sm text-muted-foreground">from kick-off to launch</dd>
        </div>
      </dl>
      {/* Each button grows to fill its line: where the two wrap (the card is narrower than both
          labels from 1024 px up, and on a phone) they stack at one width, not as a short pill
          over a long one. */}
      <div className="mt-6 flex flex-wrap gap-3 *:grow">
        <a href={estimateHref(basis, currencyChoice?.current)} className={buttonClasses()}>
          <Calculator aria-hidden="true" className="size-4" />
          {actionLabels.estimateProject}
        </a>
        <BookingButton event="discoveryCall" className={buttonClasses({ variant: "secondary" })} />
      </div>
      <p className="mt-4 text-xs text-muted-foreground">
        The {companyFacts.calls.discoveryCall.durationMinutes}-minute discovery call scopes your
        project and ends with a written summary; its fee is{" "}
        {companyFacts.calls.discoveryCall.refundNote.toLowerCase()}
      </p>
      {currencyChoice ? (
        <CurrencyChoice
          path={currencyChoice.path}
          current={currencyChoice.current}
          className="mt-4 border-t pt-4"
        />
      ) : null}
    </div>
  );
}

/** A titled section of the detail page, left-aligned for reading. */
export function DetailSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id={id} className={contentHeadingClasses}>
        {title}
      </h2>
      {lead ? <p className="mt-2 max-w-2xl text-muted-foreground">{lead}</p> : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}

/** Titled texts as a grid of cards with a check mark (deliverables, modules). */
export function CheckCards({ items }: { items: readonly TitledText[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
      {items.map((item, index) => (
        <li
          key={item.title}
          className={`flex gap-4 rounded-2xl border bg-card p-5 ${cardSpan(index, items.length)}`}
        >
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <div>
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * How wide a card is, so no row ends with an empty cell: three across from `lg` (two columns
 * of six each), except that a short last row is shared by wider cards (five as three and two,
 * four as two and two); two across from `sm`, where an odd last card takes the whole row.
 */
function cardSpan(index: number, count: number): string {
  const fromEnd = count - index;
  const shortRow = count % 3 === 2 ? 2 : count % 3 === 1 ? 4 : 0;
  const lg = fromEnd <= shortRow ? "lg:col-span-3" : "lg:col-span-2";
  const sm = count % 2 === 1 && fromEnd === 1 ? "sm:col-span-2" : "";
  return `${sm} ${lg}`;
}

/** Short phrases as a two-column list with check marks (typical features, what we build). */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export interface Step extends TitledText {
  duration: string;
}

/** Numbered steps, each with how long it takes, in a row on wide screens. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-5">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border bg-card p-5">
          <p className="flex items-center justify-between gap-3 text-sm">
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-full bg-primary/10 font-semibold text-primary"
            >
              {index + 1}
            </span>
            <span className="rounded-full bg-muted px-2.5 py-1 font-semibold">{step.duration}</span>
          </p>
          <h3 className="mt-4 font-semibold">{step.title}</h3>
          <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Technologies as chips, each linking to its page. */
export function TechChips({ slugs }: { slugs: readonly TechSlug[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {slugs.map((slug) => {
        const { group, tech } = techBySlug(slug);
        return (
          <li key={slug}>
            <a
              href={pathTo("tech-stack", { group, tech: tech.slug })}
              className="inline-flex rounded-full border bg-card px-3.5 py-1.5 text-sm font-medium hover:border-primary hover:text-primary"
            >
              {tech.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
