import { data, useSearchParams } from "react-router";
import type { Route } from "./+types/apps";
import { AppFinder, appTags } from "~/components/apps/app-finder";
import { Island } from "~/components/island";
import { PageHeader } from "~/components/sections/page-header";
import { CaseStudyList } from "~/components/case-studies/case-study-card";
import {
  CheckCards,
  CheckList,
  DetailHero,
  DetailShot,
  DetailSection,
  PriceCard,
} from "~/components/detail/detail-page";
import { appCategoryDetails, solutionDetails } from "~/content/app-details";
import {
  appCategoryPages,
  appDevelopmentTitle,
  solutionAreas,
  type AppCategorySlug,
  type SolutionSlug,
} from "~/content/apps";
import { caseStudiesForCategory, caseStudiesForSolution } from "~/content/relations";
import { parseAppFilters } from "~/lib/app-filter";
import { loaderMeta } from "~/lib/loader-meta";
import { pageRef, pathTo, type PageRef } from "~/route-paths";
import { pageMeta } from "~/lib/seo";
import { islandHandle } from "~/lib/islands";
import { CurrencyScope } from "~/components/indicative-price";
import type { CurrencyId } from "~/content/exchange-rates";
import { currencyParam, parseCurrency } from "~/lib/currency";

type AppsFocus = {
  title: string;
  description: string;
  /** The focused page (its canonical path and share image). */
  page: PageRef;
  categoryTitles: readonly string[];
  tags: readonly string[];
} & ({ kind: "category"; slug: AppCategorySlug } | { kind: "solution"; slug: SolutionSlug });

function categoryFocus(category: (typeof appCategoryPages)[number]): AppsFocus {
  return {
    kind: "category",
    slug: category.slug,
    title: appDevelopmentTitle(category.title),
    description: category.description,
    page: pageRef("apps", { slug: category.slug }),
    categoryTitles: [category.title],
    tags: category.tags,
  };
}

// Serves /apps, /apps/{slug} and /solutions/{area}: one screen, focused differently.
// `/apps?category=…` (spec section 2) focuses the same category as its slug page.
export function loader({ params, url }: Route.LoaderArgs) {
  // ?currency=usd|eur|gbp: the server renders the converted from-price (docs/decisions/019).
  const currency = parseCurrency(url.searchParams.get(currencyParam));
  if (params.area !== undefined) {
    const area = solutionAreas.find((a) => a.slug === params.area);
    if (!area) throw data(null, { status: 404 });
    const focus: AppsFocus = {
      kind: "solution",
      slug: area.slug,
      title: area.title,
      description: area.description,
      page: pageRef("solutions", { area: area.slug }),
      categoryTitles: area.categoryTitles,
      tags: [],
    };
    return focusedPage(focus, currency);
  }
  if (params.slug !== undefined) {
    const category = appCategoryPages.find((c) => c.slug === params.slug);
    if (!category) throw data(null, { status: 404 });
    return focusedPage(categoryFocus(category), currency);
  }
  const categoryParam = url.searchParams.get("category");
  const byParam = appCategoryPages.find((c) => c.categoryParam === categoryParam);
  return focusedPage(byParam ? categoryFocus(byParam) : null, currency);
}

/** The finder's inputs, and the page's opening as static HTML with its meta tags. */
function focusedPage(focus: AppsFocus | null, currency: CurrencyId | null) {
  return {
    focus,
    currency,
    meta: pageMeta(
      focus
        ? { title: focus.title, description: focus.description, page: focus.page }
        : {
            title: "Our App Solutions",
            description:
              "Ready-to-customise app solutions: eCommerce, food delivery, fintech, healthcare, fitness, OTT, social, booking and more.",
            page: pageRef("apps"),
          },
    ),
  };
}

/** An island: this page loads React in the browser (app/lib/islands.ts). */
export const handle = islandHandle("app-finder");
export const meta = loaderMeta;

export default function AppsPage({ loaderData, params }: Route.ComponentProps) {
  const { focus, currency } = loaderData;
  const [searchParams] = useSearchParams();
  // `/apps?category=…` stays on /apps, carrying the parameter; a focused page (/apps/{slug},
  // /solutions/{area}) is its own path, and the loader ignored any `?category=` there.
  const byQuery = params.slug === undefined && params.area === undefined;
  const category = byQuery && focus?.kind === "category" ? searchParams.get("category") : null;
  return (
    <CurrencyScope currency={currency}>
      {focus ? (
        <FocusedDetail focus={focus} currency={currency} />
      ) : (
        <PageHeader
          title="Our App Solutions"
          lead="Proven app foundations we tailor to your business: pick a category, or search for the app you have in mind."
        >
          <SolutionAreaLinks />
        </PageHeader>
      )}
      <Island
        name="app-finder"
        component={AppFinder}
        props={{
          path: category === null && focus ? focus.page.path : pathTo("apps"),
          filters: parseAppFilters(searchParams, appTags),
          category,
          currency,
          focusedTitles: focus?.categoryTitles ?? [],
          heading: focus ? "All Our App Solutions" : null,
        }}
      />
    </CurrencyScope>
  );
}

/**
 * The opening of /apps/{slug} and /solutions/{area}: what such a product needs (features and
 * modules), its from-price and timeline, and the case studies of the kind; the finder follows.
 */
function FocusedDetail({ focus, currency }: { focus: AppsFocus; currency: CurrencyId | null }) {
  const detail =
    focus.kind === "category"
      ? appCategoryDetails.find((d) => d.slug === focus.slug)
      : solutionDetails.find((d) => d.slug === focus.slug);
  const studies =
    focus.kind === "category"
      ? caseStudiesForCategory(focus.slug)
      : caseStudiesForSolution(focus.slug);
  if (!detail) throw new Error(`No detail for ${focus.kind} "${focus.slug}"`);
  return (
    <>
      <DetailHero
        path={focus.page.path}
        eyebrow={focus.kind === "solution" ? "Solutions" : "App Solutions"}
        title={focus.title}
        intro={detail.intro}
        visual={studies[0] ? <DetailShot slug={studies[0].slug} /> : undefined}
      >
        <PriceCard
          basis={detail.pricing}
          timeline={detail.timeline}
          currencyChoice={{ path: focus.page.path, current: currency }}
        />
      </DetailHero>
      <DetailSection id="features-title" title="What Such an App Needs">
        <CheckList items={detail.features} />
      </DetailSection>
      <DetailSection id="modules-title" title="How It Is Built">
        <CheckCards items={detail.modules} />
      </DetailSection>
      <CaseStudyList
        id="focus-work-title"
        title="Apps of This Kind We Have Built"
        studies={studies}
      />
      {focus.kind === "solution" ? (
        <div className="mx-auto max-w-7xl px-4 pb-10 text-center sm:px-6 lg:px-8">
          <SolutionAreaLinks current={focus.slug} />
        </div>
      ) : null}
    </>
  );
}

/**
 * The business areas (/solutions/…), which the navbar's Solutions panel (app categories, per the
 * spec) does not list: linked from /apps and from each other, so a visitor and a crawler reach
 * them from more than the sitemap.
 */
function SolutionAreaLinks({ current }: { current?: SolutionSlug }) {
  const areas = solutionAreas.filter((area) => area.slug !== current);
  return (
    <nav aria-label="Solutions by business area" className="mt-6 text-sm">
      <span className="text-muted-foreground">
        {current ? "Other business areas:" : "Or browse by business area:"}
      </span>{" "}
      <ul className="inline">
        {areas.map((area, index) => (
          <li key={area.slug} className="inline">
            {index > 0 ? <span aria-hidden="true"> · </span> : null}
            <a
              href={pathTo("solutions", { area: area.slug })}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {area.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
