import { Calculator, Check, Mail, Phone } from "lucide-react";
import { IndicativePrice } from "~/components/indicative-price";
import { buttonClasses } from "~/components/ui/button";
import type { CurrencyId } from "~/content/exchange-rates";
import { companyFacts } from "~/content/facts";
import { pricingAddOns, pricingPlans } from "~/content/pricing";
import { estimateHref } from "~/content/relations";
import { currencyParam } from "~/lib/currency";
import { formatInr, inrParts, type InrPrice } from "~/lib/inr";
import { contactFormHref, pathTo, withQuery } from "~/route-paths";
import { siteConfig } from "~/site.config";
import { CallToActionBand } from "./call-to-action-band";
import { SectionHeading } from "./section-heading";
import { keepNumbersTogether } from "~/components/ui/keep-numbers-together";

const { discoveryCall } = companyFacts.calls;

/**
 * The three plan cards; Growth is highlighted as recommended by its ring and badge, not by
 * lifting it: a lifted card of the same height put its price, list and buttons 8 px above its
 * neighbours'. Their estimate links keep the buyer's `currency` choice.
 */
export function PricingPlansSection({ currency = null }: { currency?: CurrencyId | null }) {
  return (
    <section
      id="plans"
      aria-labelledby="plans-title"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="plans-title"
        title="Choose Your Plan"
        lead="Fixed quotes after a short discovery call. All prices in Indian rupees (INR), taxes extra."
      />
      <ul className="grid gap-8 lg:grid-cols-3">
        {pricingPlans.map((plan) => {
          const recommended = "isRecommended" in plan && plan.isRecommended;
          return (
            <li
              key={plan.id}
              data-testid="plan-card"
              data-recommended={recommended || undefined}
              className={`relative flex flex-col rounded-2xl border bg-card p-8 text-card-foreground shadow-sm ${
                recommended ? "border-primary ring-2 ring-primary" : ""
              }`}
            >
              {recommended ? (
                <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary px-4 py-1 text-sm font-semibold text-primary-foreground">
                  Recommended
                </p>
              ) : null}
              <h3 className="text-2xl font-bold">{plan.name}</h3>
              {/* Two lines' room, so the three prices beside each other start level. */}
              <p className="mt-1 text-muted-foreground lg:min-h-12">{plan.tagline}</p>
              <p className="mt-6 text-2xl font-bold tracking-tight" data-testid="plan-price">
                <PlanPrice price={plan.price} />
              </p>
              <IndicativePrice as="p" price={plan.price} className="mt-1 text-muted-foreground" />
              <p className="mt-2 text-sm text-muted-foreground">
                <span className="font-semibold text-foreground">Ideal for:</span> {plan.idealClient}
              </p>
              <ul className="mt-6 flex-1 space-y-3">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-8 grid gap-3">
                <a
                  href={contactFormHref({ plan: plan.id })}
                  className={buttonClasses({
                    variant: recommended ? "primary" : "secondary",
                    size: "lg",
                  })}
                >
                  Get Started<span className="sr-only"> with {plan.name}</span>
                </a>
                <a
                  href={estimateHref({ plan: plan.id, addOns: [] }, currency)}
                  className="inline-flex items-center justify-center gap-2 text-sm font-semibold text-primary hover:underline"
                >
                  <Calculator aria-hidden="true" className="size-4" />
                  Estimate {plan.name} with Add-Ons
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Optional extras that can be added to any plan; the estimate link keeps the `currency` choice. */
export function PricingAddOnsSection({ currency = null }: { currency?: CurrencyId | null }) {
  return (
    <section
      id="add-ons"
      aria-labelledby="add-ons-title"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="add-ons-title"
        title="Add-ons"
        lead="Extend any plan with the features you need. Pick them in the estimate to see your total."
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {pricingAddOns.map((addOn) => (
          <li
            key={addOn.name}
            data-testid="add-on"
            className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm"
          >
            <h3 className="text-lg font-semibold">{addOn.name}</h3>
            <p className="mt-2 text-xl font-semibold text-primary" data-testid="add-on-price">
              {keepNumbersTogether(formatInr(addOn.price))}
            </p>
            <IndicativePrice as="p" price={addOn.price} className="text-sm text-muted-foreground" />
            <p className="mt-2 text-muted-foreground">{addOn.benefit}</p>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center" data-next-step="">
        <a
          href={withQuery(pathTo("estimate"), { [currencyParam]: currency ?? undefined })}
          className={buttonClasses({ size: "lg" })}
        >
          <Calculator aria-hidden="true" className="size-4" />
          Add Up a Plan and Add-Ons
        </a>
      </p>
    </section>
  );
}

/** The discovery-call block. */
export function PricingCallToAction() {
  return (
    <CallToActionBand
      id="pricing-cta-title"
      title="Not sure which plan fits?"
      call="discoveryCall"
      second={{ call: "freeConsultation" }}
    >
      Book the {discoveryCall.durationMinutes}-minute discovery call for{" "}
      {formatInr({ min: discoveryCall.priceInr })}
      <IndicativePrice price={{ min: discoveryCall.priceInr }} />: we map out your scope, timeline
      and budget together, and you get a written summary. {discoveryCall.refundNote} Just exploring?
      The free consultation is a {companyFacts.calls.freeConsultation.durationMinutes}
      -minute first conversation at no cost.
    </CallToActionBand>
  );
}

/** Where to ask about pricing. */
export function PricingQuestions() {
  const { contact } = siteConfig;
  return (
    <section
      aria-labelledby="pricing-questions-title"
      className="mx-auto max-w-3xl px-4 pt-4 pb-20 text-center"
    >
      <h2 id="pricing-questions-title" className="text-2xl font-bold">
        Have questions about pricing?
      </h2>
      <p className="mt-3 text-balance text-muted-foreground">
        Small to medium projects typically take {companyFacts.typicalProjectWeeks.min}–
        {companyFacts.typicalProjectWeeks.max} weeks. Ask us anything: we reply within{" "}
        {contact.replyWithin}.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-4">
        <a
          href={`mailto:${contact.email}`}
          className="inline-flex items-center gap-2 rounded-full border px-5 py-2.5 font-medium hover:bg-muted"
        >
          <Mail aria-hidden="true" className="size-4" />
          {contact.email}
        </a>
        <a
          href={`tel:${contact.phone}`}
          className="inline-flex items-center gap-2 rounded-full border px-5 py-2.5 font-medium hover:bg-muted"
        >
          <Phone aria-hidden="true" className="size-4" />
          {contact.phoneDisplay}
        </a>
        <a
          href={pathTo("contact")}
          className="inline-flex items-center rounded-full border px-5 py-2.5 font-medium hover:bg-muted"
        >
          Get a Custom Quote
        </a>
      </div>
    </section>
  );
}

/**
 * A plan's price with its currency set smaller: "1,50,000 – 3,00,000" is the figure a buyer
 * compares, and at full size "INR" fell onto a line of its own in a 330 px card. The text read,
 * copied and searched is unchanged.
 */
function PlanPrice({ price }: { price: InrPrice }) {
  const { amount, currency } = inrParts(price);
  return (
    <>
      {keepNumbersTogether(amount)}
      <span className="text-base font-semibold text-muted-foreground">{currency}</span>
    </>
  );
}
