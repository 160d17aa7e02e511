import { Check, Copy, Info, Send } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { BookingButton } from "~/components/booking-button";
import { CurrencyChoice, IndicativePrice } from "~/components/indicative-price";
import { buttonClasses } from "~/components/ui/button";
import { toast, Toaster } from "~/components/ui/toast";
import { companyFacts } from "~/content/facts";
import {
  addOnById,
  planById,
  pricingAddOns,
  pricingPlans,
  type AddOnId,
  type PlanId,
} from "~/content/pricing";
import { useHydrated } from "~/hooks/use-hydrated";
import { exchangeRates, foreignCurrencies } from "~/content/exchange-rates";
import { useRememberedCurrency } from "~/hooks/use-remembered-currency";
import { formatContentDate } from "~/lib/content/dates";
import {
  currencyParam,
  formatIndicative,
  formatRate,
  parseCurrency,
  type CurrencyId,
  type ForeignCurrency,
} from "~/lib/currency";
import {
  estimate,
  estimateParams,
  estimateQuery,
  parseEstimateQuery,
  rangeAsPrice,
  type Estimate as EstimateResult,
} from "~/lib/estimate";
import { formatInr, type InrPrice } from "~/lib/inr";
import { contactFormHref, pathTo, withQuery } from "~/route-paths";
import { siteOrigin } from "~/site.config";

const planIds = pricingPlans.map((plan) => plan.id);
const addOnIds = pricingAddOns.map((addOn) => addOn.id);
/** With no plan in the URL the page starts from the recommended one. */
const defaultPlan: PlanId =
  pricingPlans.find((p) => "isRecommended" in p && p.isRecommended)?.id ?? "starter";

function rangeText(range: EstimateResult["oneOff"]): string {
  return formatInr(rangeAsPrice(range));
}

/**
 * An INR amount as the message states it, with its indicative conversion when a currency is in
 * effect: "1,50,000 – 3,00,000 INR (about $1,700 – $3,400)".
 */
function messageAmount(price: InrPrice, currency: ForeignCurrency | undefined): string {
  return currency ? `${formatInr(price)} (${formatIndicative(price, currency)})` : formatInr(price);
}

/**
 * What "Send this estimate" puts into the contact form; `sharePath` links back to it. With a
 * currency in effect, the amounts carry their conversion and the rate they rest on, so the
 * reader sees what the visitor saw.
 */
function contactHref(
  plan: PlanId,
  addOns: readonly AddOnId[],
  result: EstimateResult,
  sharePath: string,
  currencyId: CurrencyId | null = null,
): string {
  const planName = planById(plan).name;
  const currency = foreignCurrencies.find((c) => c.id === currencyId);
  const lines = [
    `Plan: ${planName} (${formatInr(planById(plan).price)})`,
    `Add-ons: ${addOns.length > 0 ? addOns.map((id) => addOnById(id).name).join(", ") : "none"}`,
    `Estimate: ${messageAmount(rangeAsPrice(result.oneOff), currency)}${result.monthly ? `, plus ${messageAmount(rangeAsPrice(result.monthly, "month"), currency)}` : ""}`,
    ...(currency
      ? [
          `Indicative ${currency.code} at ${formatRate(currency)} (${formatContentDate(exchangeRates.asOf)}); quoted and invoiced in INR.`,
        ]
      : []),
    // In full: the message is read in a mail or the desk, where a path opens nothing.
    `Link: ${siteOrigin()}${sharePath}`,
    "",
    "About our project: ",
  ];
  return contactFormHref({
    subject: `Estimate: ${planName} plan, ${rangeText(result.oneOff)}`,
    message: lines.join("\n"),
  });
}

interface EstimateProps {
  /** The page's query string, as the server saw it. */
  query: string;
}

/**
 * /estimate's island: pick a plan and add-ons, see the INR range at once. The choice lives in the
 * URL (`?plan=growth&addon=ai-features`), so an estimate can be shared. Without JavaScript it is a
 * GET form the server answers; with it the range updates as the visitor clicks, and the URL
 * follows in place (`history.replaceState`: one entry, however many clicks).
 */
export function Estimate({ query: serverQuery }: EstimateProps) {
  const [query, setQuery] = useState(serverQuery);
  const hydrated = useHydrated();
  function showQuery(next: string) {
    setQuery(next);
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}?${next}${hash}`);
  }
  const params = new URLSearchParams(query);
  const selection = parseEstimateQuery(params, planIds, addOnIds);
  const plan = selection.plan ?? defaultPlan;
  const result = estimate(planById(plan), selection.addOns.map(addOnById));
  const shareParams = estimateQuery(plan, selection.addOns);
  const shareQuery = shareParams.toString();
  // ?currency=usd|eur|gbp shows indicative amounts beside the INR ones (docs/decisions/019).
  const currency = parseCurrency(params.get(currencyParam));
  // The currency the visitor sees: the URL's, or once hydrated the remembered one that the boot
  // script put on <html> (the server cannot know it). The shared link and message keep it.
  const remembered = useRememberedCurrency();
  const shownCurrency = currency ?? remembered;
  /** This estimate's own URL, shared by its link, its copy button and the contact message. */
  const sharePath = withQuery(pathTo("estimate"), {
    ...Object.fromEntries([...shareParams.keys()].map((name) => [name, shareParams.getAll(name)])),
    [currencyParam]: shownCurrency ?? undefined,
  });

  function choose(nextPlan: PlanId, nextAddOns: ReadonlySet<AddOnId>) {
    const next = estimateQuery(
      nextPlan,
      addOnIds.filter((id) => nextAddOns.has(id)),
    );
    if (currency) next.set(currencyParam, currency);
    showQuery(next.toString());
  }

  function toggle(id: AddOnId, on: boolean) {
    const next = new Set(selection.addOns);
    if (on) next.add(id);
    else next.delete(id);
    choose(plan, next);
  }

  // Choices made before hydration (a slow phone, a quick visitor) are in the DOM, not the URL:
  // adopt them once, as if they had just been clicked, so no click is lost.
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const checked = new URLSearchParams();
    for (const input of form.querySelectorAll<HTMLInputElement>("input:checked")) {
      checked.append(input.name, input.value);
    }
    const picked = parseEstimateQuery(checked, planIds, addOnIds);
    const checkedQuery = estimateQuery(picked.plan ?? defaultPlan, picked.addOns).toString();
    if (checkedQuery !== shareQuery) {
      // The DOM is the outside system here: its state is read once, after hydration, and the
      // one render this causes is the visitor's own early choice being shown.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      choose(picked.plan ?? defaultPlan, new Set(picked.addOns));
    }
    // Once, on hydration: later changes go through the inputs' onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function copyLink() {
    const url = `${window.location.origin}${sharePath}`;
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: "Link copied",
        description: "Anyone with it sees this estimate.",
        variant: "success",
      });
    } catch {
      toast({ title: "Could not copy the link", description: url, variant: "error" });
    }
  }

  return (
    // data-currency: the `?currency=` choice, rendered by the server too (docs/decisions/019).
    <>
      <div
        data-currency={currency ?? undefined}
        className="mx-auto max-w-7xl px-4 pt-28 pb-20 sm:px-6 lg:px-8 lg:pt-32"
      >
        <header className="max-w-3xl">
          <p className="text-sm font-semibold text-primary">Instant estimate</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            What would your project cost?
          </h1>
          <p className="mt-5 text-lg text-pretty text-muted-foreground">
            Pick a plan and the add-ons you need. The range comes straight from our rate card; the
            fixed quote follows a short discovery call. Prices in Indian rupees, taxes extra. This
            is a fixed-scope estimate; for time and materials or a dedicated team, see{" "}
            <a href={pathTo("engagements")} className="text-primary underline">
              how we work together
            </a>
            .
          </p>
          <CurrencyChoice
            path={pathTo("estimate")}
            current={currency}
            query={Object.fromEntries(
              [...shareParams.keys()].map((name) => [name, shareParams.getAll(name)]),
            )}
            className="mt-6"
          />
        </header>

        {selection.notes.length > 0 ? (
          <div
            role="note"
            className="mt-8 flex max-w-3xl gap-3 rounded-2xl border border-amber-500/50 bg-amber-500/10 p-4 text-sm"
          >
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <ul className="space-y-1">
              {selection.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </div>
        ) : null}

        {/* The choices take the wider share: at 1.2 to 1 the plan cards were too narrow at
            1440 px for Enterprise's price on one line. */}
        <div className="mt-8 grid items-start gap-10 lg:mt-10 lg:grid-cols-[1.4fr_1fr]">
          <div>
            {/* On a phone the result card sits below the form: this line keeps the total in view
                while the form is, with its conversion under it once a currency is chosen. It
                sticks within the form's column, so it leaves before the card it repeats. */}
            <div
              aria-hidden="true"
              data-testid="estimate-sticky"
              className="sticky top-16 z-30 -mx-4 flex items-baseline justify-between gap-3 border-y bg-background/95 px-4 py-2.5 backdrop-blur lg:hidden"
            >
              <span className="text-sm text-muted-foreground">Your estimate</span>
              <div className="text-right">
                <p className="font-bold">{rangeText(result.oneOff)}</p>
                <IndicativePrice
                  as="p"
                  price={rangeAsPrice(result.oneOff)}
                  className="text-sm font-semibold text-muted-foreground"
                />
              </div>
            </div>
            <form
              ref={formRef}
              method="get"
              action={pathTo("estimate")}
              aria-label="Plan and add-ons"
              // Once hydrated every choice applies as it is made; Enter on a radio or a checkbox
              // would still submit the form natively and reload the page, focus lost. Before
              // hydration (and without JavaScript) React has no handler here, and the form submits.
              onSubmit={(event) => event.preventDefault()}
              // Focused controls keep clear of the header and the sticky total above them.
              className="mt-10 space-y-10 lg:mt-0 [&_input]:scroll-mt-36"
            >
              <fieldset>
                <legend className="text-xl font-semibold">1. Choose a plan</legend>
                <div className="mt-4 grid gap-3 sm:grid-cols-3">
                  {pricingPlans.map((option) => (
                    <label
                      key={option.id}
                      className="relative flex cursor-pointer flex-col rounded-2xl border bg-card p-5 has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
                    >
                      <input
                        type="radio"
                        name={estimateParams.plan}
                        value={option.id}
                        checked={option.id === plan}
                        onChange={() => choose(option.id, new Set(selection.addOns))}
                        className="sr-only"
                      />
                      <span className="font-semibold">{option.name}</span>
                      <span className="mt-1 text-sm text-pretty text-muted-foreground">
                        {formatInr(option.price)}
                      </span>
                      <IndicativePrice
                        price={option.price}
                        className="text-sm text-muted-foreground"
                      />
                      <span className="mt-3 text-xs text-muted-foreground">
                        {option.idealClient}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset>
                <legend className="text-xl font-semibold">2. Add what you need</legend>
                <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                  {pricingAddOns.map((addOn) => {
                    // The plan's features already include this kind of work (docs/decisions/030):
                    // say so, so a ticked box reads as work beyond the plan, not a second charge.
                    const covered = (planById(plan).covers as readonly AddOnId[]).includes(
                      addOn.id,
                    );
                    return (
                      <li key={addOn.id}>
                        <label className="grid h-full cursor-pointer grid-cols-[auto_1fr] content-start gap-x-3 rounded-2xl border bg-card p-4 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                          <input
                            type="checkbox"
                            name={estimateParams.addOn}
                            value={addOn.id}
                            checked={selection.addOns.includes(addOn.id)}
                            onChange={(event) => toggle(addOn.id, event.currentTarget.checked)}
                            className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
                          />
                          <span className="font-semibold">{addOn.name}</span>
                          <span className="col-start-2 text-sm font-medium text-primary">
                            {formatInr(addOn.price)}
                            <IndicativePrice
                              price={addOn.price}
                              className="text-muted-foreground"
                            />
                          </span>
                          <span className="col-start-2 mt-1 text-sm text-muted-foreground">
                            {addOn.benefit}
                          </span>
                          {covered ? (
                            <span className="col-start-2 mt-2 text-sm font-medium">
                              {planById(plan).name} already includes this; tick it only for work
                              beyond what the plan covers.
                            </span>
                          ) : null}
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
              {currency ? <input type="hidden" name={currencyParam} value={currency} /> : null}
              {hydrated ? null : (
                <button type="submit" className={buttonClasses({ size: "lg" })}>
                  Update the Estimate
                </button>
              )}
            </form>
          </div>

          <section
            id="estimate-result"
            aria-labelledby="estimate-result-title"
            className="scroll-mt-24 rounded-3xl border bg-card p-6 shadow-sm sm:p-8 lg:sticky lg:top-24"
          >
            <h2
              id="estimate-result-title"
              className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
            >
              Your Estimate
            </h2>
            <p
              aria-live="polite"
              className="mt-3 text-4xl font-extrabold tracking-tight"
              data-testid="estimate-range"
            >
              {rangeText(result.oneOff)}
            </p>
            <IndicativePrice
              as="p"
              price={rangeAsPrice(result.oneOff)}
              className="mt-1 text-lg font-semibold text-muted-foreground"
            />
            {result.monthly ? (
              <p className="mt-2 font-semibold" data-testid="estimate-monthly">
                plus {formatInr(rangeAsPrice(result.monthly, "month"))}
                <IndicativePrice
                  price={rangeAsPrice(result.monthly, "month")}
                  className="font-normal text-muted-foreground"
                />{" "}
                for maintenance
              </p>
            ) : null}
            <dl className="mt-6 space-y-2 border-t pt-4 text-sm">
              <div className="flex justify-between gap-4">
                <dt>{planById(plan).name} plan</dt>
                <dd className="font-medium whitespace-nowrap">{formatInr(planById(plan).price)}</dd>
              </div>
              {selection.addOns.map((id) => (
                <div key={id} className="flex justify-between gap-4">
                  <dt>{addOnById(id).name}</dt>
                  <dd className="font-medium whitespace-nowrap">
                    {formatInr(addOnById(id).price)}
                  </dd>
                </div>
              ))}
            </dl>
            <ul className="mt-6 space-y-2 text-sm text-muted-foreground">
              <li className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {/* One flex item: the sentence's parts would otherwise sit side by side as columns. */}
                <span>
                  Small to medium projects typically take{" "}
                  <span className="whitespace-nowrap">
                    {companyFacts.typicalProjectWeeks.min}–{companyFacts.typicalProjectWeeks.max}{" "}
                    weeks
                  </span>
                  {plan === "enterprise"
                    ? "; an Enterprise platform takes longer, and its proposal dates each milestone."
                    : "."}
                </span>
              </li>
              <li className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {/* One flex item: the conversion is a span inside the sentence, not an item of its own. */}
                <span>
                  The {companyFacts.calls.discoveryCall.durationMinutes}-minute discovery call costs{" "}
                  {formatInr({ min: companyFacts.calls.discoveryCall.priceInr })}
                  <IndicativePrice
                    price={{ min: companyFacts.calls.discoveryCall.priceInr }}
                  />: {companyFacts.calls.discoveryCall.refundNote.toLowerCase()}
                </span>
              </li>
            </ul>
            <div className="mt-8 flex flex-col gap-3">
              <a
                href={contactHref(plan, selection.addOns, result, sharePath, shownCurrency)}
                className={buttonClasses({ size: "lg" })}
              >
                <Send aria-hidden="true" className="size-4" />
                Send This Estimate
              </a>
              <BookingButton
                event="discoveryCall"
                className={buttonClasses({ variant: "secondary", size: "lg" })}
              />
              {hydrated ? (
                <button
                  type="button"
                  onClick={() => void copyLink()}
                  className={buttonClasses({ variant: "secondary" })}
                >
                  <Copy aria-hidden="true" className="size-4" />
                  Copy a link to this estimate
                </button>
              ) : (
                <p className="text-sm text-muted-foreground">
                  Share this estimate:{" "}
                  <a href={sharePath} className="font-medium text-primary underline">
                    link
                  </a>
                </p>
              )}
            </div>
          </section>
        </div>
      </div>
      {/* The notification region for "Copy a link"; it mounts once the browser is idle. */}
      <Toaster />
    </>
  );
}
