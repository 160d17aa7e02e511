import type { Route } from "./+types/pricing";
import { BookingButton } from "~/components/booking-button";
import { CurrencyChoice, CurrencyScope } from "~/components/indicative-price";
import type { CurrencyId } from "~/content/exchange-rates";
import { currencyParam, parseCurrency } from "~/lib/currency";
import { contentIcons } from "~/components/icons";
import { PageHeader } from "~/components/sections/page-header";
import { buttonClasses } from "~/components/ui/button";
import {
  PricingAddOnsSection,
  PricingCallToAction,
  PricingPlansSection,
  PricingQuestions,
} from "~/components/sections/pricing-sections";
import { pricingPlans, pricingTrustPoints } from "~/content/pricing";
import { formatIndianNumber } from "~/lib/indian-number";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { pricingJsonLd } from "~/lib/structured-data";
import { pageRef, pathTo, withQuery } from "~/route-paths";

export function loader({ url }: Route.LoaderArgs) {
  return {
    // ?currency=usd|eur|gbp: the server renders the converted prices (docs/decisions/019).
    currency: parseCurrency(url.searchParams.get(currencyParam)),
    meta: pageMeta({
      title: "Pricing Plans",
      description: `App development in INR: ${pricingPlans.map((plan) => `${plan.name} from ${formatIndianNumber(plan.price.min)}`).join(", ")}, plus add-ons, an instant estimate and a refundable discovery call.`,
      page: pageRef("pricing"),
      // Each plan's offer is quoted at its starting price.
      jsonLd: pricingJsonLd(
        pricingPlans.map((plan) => ({
          name: `${plan.name} plan`,
          description: `${plan.tagline}. ${plan.idealClient}.`,
          priceInr: plan.price.min,
          // "7,00,000+" has no ceiling: its offer states none.
          ...("max" in plan.price && !("openEnded" in plan.price)
            ? { maxInr: plan.price.max }
            : {}),
          path: pathTo("pricing"),
        })),
      ),
    }),
  };
}

export const meta = loaderMeta;

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  return <PricingBody currency={loaderData.currency} />;
}

/** Server-rendered like every page (the spec's "renders nothing until mounted" is not copied). */
function PricingBody({ currency }: { currency: CurrencyId | null }) {
  return (
    <CurrencyScope currency={currency}>
      <PageHeader
        eyebrow="Pricing"
        title="Simple, Transparent Pricing"
        lead="Clear plans in Indian rupees for every stage, from a first app to an enterprise platform."
      >
        {/* Two by two from small screens: in a centred row that wraps, three fitted the header's
            measure and the fourth sat alone under them. */}
        <ul
          className="mx-auto mt-8 grid w-fit gap-x-8 gap-y-3 text-left sm:grid-cols-2"
          data-testid="trust-points"
        >
          {pricingTrustPoints.map((point) => {
            const Icon = contentIcons[point.icon];
            return (
              <li key={point.label} className="inline-flex items-center gap-2 text-sm font-medium">
                <Icon aria-hidden="true" className="size-4 text-primary" />
                {point.label}
              </li>
            );
          })}
        </ul>
        {/* On a phone the two stack at one width, not as two pills of their labels' widths. */}
        <div className="mx-auto mt-8 grid max-w-xs gap-3 sm:flex sm:max-w-none sm:flex-wrap sm:justify-center">
          <a
            href={withQuery(pathTo("estimate"), { [currencyParam]: currency ?? undefined })}
            className={buttonClasses({ size: "lg" })}
          >
            Get an Instant Estimate
          </a>
          <BookingButton
            event="discoveryCall"
            className={buttonClasses({ variant: "secondary", size: "lg" })}
          />
        </div>
        <p className="mt-6 text-sm text-balance text-muted-foreground">
          The plans are fixed-scope projects. Time and materials with a monthly cap, or a dedicated
          team per month:{" "}
          <a href={pathTo("engagements")} className="font-medium text-primary underline">
            how we work together
          </a>
          .
        </p>
      </PageHeader>
      <CurrencyChoice
        path={pathTo("pricing")}
        current={currency}
        className="mx-auto max-w-7xl px-4 text-center sm:px-6 lg:px-8 [&_nav]:justify-center"
      />
      <PricingPlansSection currency={currency} />
      <PricingAddOnsSection currency={currency} />
      <PricingCallToAction />
      <PricingQuestions />
    </CurrencyScope>
  );
}
