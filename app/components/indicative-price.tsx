import { clsx } from "clsx";
import { workingFromAbroad } from "~/content/engagements";
import { exchangeRates, foreignCurrencies } from "~/content/exchange-rates";
import { formatContentDate } from "~/lib/content/dates";
import { currencyParam, formatIndicative, formatRate, type CurrencyId } from "~/lib/currency";
import type { InrPrice } from "~/lib/inr";
import { pathTo, withQuery } from "~/route-paths";

/**
 * An INR price in US dollars, euros and pounds, one element per currency, all in the HTML and
 * hidden by app.css until a currency is chosen: by `data-currency` on an ancestor (the page's
 * wrapper, rendered from `?currency=`) or on <html> (the remembered choice, set before the
 * first paint by app/lib/locale-boot.ts). No state and no script: it renders the same on the
 * server and in the browser (docs/decisions/019).
 */
export function IndicativePrice({
  price,
  as: Tag = "span",
  joined = "brackets",
  className,
}: {
  price: InrPrice;
  /** "p" (or "dd" in a list) for a line of its own under the INR amount, "span" to follow it inline. */
  as?: "span" | "p" | "dd";
  /**
   * How an inline one follows the INR amount: in brackets, "2,000 INR (about $23)", or as the
   * next item of a list in brackets of its own, "(2,000 INR, about $23, refundable)". There the
   * text before it ends with its comma ("2,000 INR,") and this one brings the next (" about
   * $23,"), so the hidden ones' edges meet only spaces: a reader that pads a hidden element with
   * a space, as Playwright's accessible names do, still reads "2,000 INR, refundable".
   * "continued": inside brackets the text around it opens and closes, "(320,000 INR, about
   * $3,600)", where the bracket holds the INR amount written another way.
   */
  joined?: "brackets" | "list" | "continued";
  className?: string;
}) {
  // In brackets, the conversion breaks only before its bracket: "(about $560 –" / "$1,100)" at
  // the end of a phone's line read as two prices (a dash allows a break even before a
  // non-breaking space, so the text itself is kept whole).
  const inline = (text: string) => {
    if (joined === "list") return ` ${text},`;
    if (joined === "continued") return `, ${text}`;
    return (
      <>
        {" ("}
        <span className="whitespace-nowrap">{text}</span>)
      </>
    );
  };
  return (
    <>
      {foreignCurrencies.map((currency) => (
        <Tag key={currency.id} data-fx={currency.id} className={className}>
          {Tag === "span"
            ? inline(formatIndicative(price, currency))
            : formatIndicative(price, currency)}
        </Tag>
      ))}
    </>
  );
}

/**
 * Wraps a page whose URL chose a currency (`?currency=usd`): the server renders the choice, so it
 * works without JavaScript.
 */
export function CurrencyScope({
  currency,
  children,
}: {
  currency: CurrencyId | null;
  children: React.ReactNode;
}) {
  return (
    <div className="contents" data-currency={currency ?? "inr"}>
      {children}
    </div>
  );
}

/** "20 November 2026: 1 USD = 88.50 INR · 1 EUR = …". */
function ratesNote(): string {
  return `Other currencies are indicative, rounded, at the rates of ${formatContentDate(exchangeRates.asOf)} (${foreignCurrencies.map(formatRate).join(", ")}). We quote, invoice and take payment in INR.`;
}

/**
 * "Also show prices in: US dollars · Euros · Pounds · INR only", as plain links to the same page
 * with `?currency=…` (the server renders that choice), keeping the page's other query values.
 * The links carry `data-currency-choice`, which the boot script remembers on click.
 */
export function CurrencyChoice({
  path,
  current,
  query = {},
  className,
}: {
  path: string;
  current: CurrencyId | null;
  /** Other query values to keep (the estimate's plan and add-ons). */
  query?: Readonly<Record<string, string | readonly string[]>>;
  className?: string;
}) {
  const href = (id: string) => `${withQuery(path, { ...query, [currencyParam]: id })}#currency`;
  const options = [
    ...foreignCurrencies.map((c) => ({ id: c.id as string, label: `${c.code}`, title: c.name })),
    { id: "inr", label: "INR only", title: "Indian rupees only" },
  ];
  return (
    <div
      id="currency"
      data-testid="currency-choice"
      className={clsx("scroll-mt-24 text-sm text-muted-foreground", className)}
    >
      <nav aria-label="Currency" className="flex flex-wrap items-center gap-2">
        <span>Prices in INR. Also show:</span>
        <ul className="flex flex-wrap gap-2">
          {options.map((option) => {
            const selected = (current ?? "inr") === option.id;
            return (
              <li key={option.id}>
                <a
                  href={href(option.id)}
                  data-currency-choice={option.id}
                  aria-current={selected ? "true" : undefined}
                  // The currency boot script (app/lib/locale-boot.ts) marks the remembered choice
                  // before an island holding these links hydrates.
                  suppressHydrationWarning
                  title={option.title}
                  className="currency-choice inline-flex min-h-8 items-center rounded-full border px-3 font-medium text-foreground hover:bg-muted"
                >
                  {option.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <RatesNote className="mt-2 text-xs" />
    </div>
  );
}

/**
 * What converted prices rest on: the rates, their date, payment in INR and who pays for the
 * transfer. `whenConverted` shows it only while a currency other than INR is in effect (a page
 * that offers no choice of its own but shows converted amounts for a remembered one).
 */
export function RatesNote({
  className,
  whenConverted = false,
}: {
  className?: string;
  whenConverted?: boolean;
}) {
  return (
    <p className={className} data-fx={whenConverted ? "any" : undefined}>
      {ratesNote()} International transfer and conversion charges are the payer&apos;s (
      <a href={`${pathTo("payment")}#how-to-pay`} className="underline underline-offset-2">
        Payment Policy, section 5
      </a>
      ). More in{" "}
      <a
        href={`${pathTo("engagements")}#${workingFromAbroad.id}`}
        className="underline underline-offset-2"
      >
        working with us from outside India
      </a>
      .
    </p>
  );
}
