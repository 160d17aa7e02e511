import { CalendarDays, CalendarX2, LoaderCircle } from "lucide-react";
import { useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/book";
import { ContactLinks } from "~/components/contact/contact-links";
import { buttonClasses } from "~/components/ui/button";
import { RequestCallForm, requestCallAnchor } from "~/components/forms/request-call-form";
import { callSlugs, callTypes } from "~/content/call-request";
import { companyFacts } from "~/content/facts";
import { CurrencyScope, IndicativePrice, RatesNote } from "~/components/indicative-price";
import { currencyParam, parseCurrency } from "~/lib/currency";
import { formatInr } from "~/lib/inr";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { BusinessHoursList, ReplyByLine } from "~/components/business-hours";
import { pageRef, pathTo, withQuery } from "~/route-paths";
import { bookingFrame, bookingUrl, siteConfig, type BookingEventKey } from "~/site.config";
import { callRequestAction } from "~/server/form-actions.server";
import { formPostHeaders } from "~/server/form-post.server";

const description = `Book a free consultation or a ${companyFacts.calls.discoveryCall.durationMinutes}-minute discovery call in our calendar, or ask us for a video or phone call at a time that suits you.`;

export const loader = ({ url }: Route.LoaderArgs) => ({
  meta: pageMeta({ title: "Book a Call", description, page: pageRef("book") }),
  // ?currency=usd|eur|gbp: the discovery call's fee with its conversion (docs/decisions/019).
  currency: parseCurrency(url.searchParams.get(currencyParam)),
});

export const meta = loaderMeta;

/** A plain (no-JS) post's answer carries the action's Retry-After. */
export const headers = formPostHeaders;

/** The request-a-call form posts here (stored as a lead; see app/server/form-actions.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return callRequestAction(request, context);
}

/** Which call `?call=` asks for; the free consultation when it names none. */
function callOf(query: URLSearchParams): BookingEventKey {
  return callTypes.find((type) => callSlugs[type] === query.get("call")) ?? "freeConsultation";
}

/**
 * Where every booking button leads without JavaScript (with it, they open the booking modal):
 * the two calls explained, the provider's calendar for the chosen one, and the request-a-call
 * form with the agency's email and phone for when the calendar cannot load. No React in the
 * browser: the shell module posts the form in place and frames the calendar
 * (docs/decisions/024, 025).
 */
export default function BookPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const serverResult = useActionData();
  const call = callOf(searchParams);

  return (
    <CurrencyScope currency={loaderData.currency}>
      <div className="mx-auto max-w-7xl px-4 pt-28 pb-20 sm:px-6 lg:px-8 lg:pt-32">
        <CallsAndCalendar call={call} />
        <section
          aria-labelledby="request-call-title"
          // On a phone the band and the card pad less: nested, their padding left the fields 258 px.
          className="mt-12 grid gap-10 rounded-3xl border bg-muted/40 p-3 sm:p-10 lg:grid-cols-[1fr_1.6fr]"
        >
          <RequestCallIntro />
          <div className="rounded-2xl border bg-card p-4 sm:p-8">
            {/* Keyed by the call, so choosing the other call above also selects it here. */}
            <RequestCallForm
              key={call}
              id={requestCallAnchor}
              call={call}
              serverResult={serverResult}
              headingLevel={3}
            />
          </div>
        </section>
      </div>
    </CurrencyScope>
  );
}

/** The page's opening, the two calls to choose from, and the chosen call's calendar. */
function CallsAndCalendar({ call }: { call: BookingEventKey }) {
  const { label } = siteConfig.scheduling.events[call];
  const calendarUrl = bookingUrl(call);
  const frame = bookingFrame(call);
  return (
    <>
      <header className="max-w-3xl">
        <p className="text-sm font-semibold text-primary">Book a call</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          Talk to the people who would build it
        </h1>
        <p className="mt-5 text-lg text-pretty text-muted-foreground">
          Two kinds of call: pick a time in our calendar, or ask us for a video or phone call.
        </p>
      </header>

      <nav aria-label="Which call" className="mt-10 grid gap-4 md:grid-cols-2">
        {callTypes.map((type) => {
          const facts = companyFacts.calls[type];
          const current = type === call;
          return (
            <a
              key={type}
              href={withQuery(pathTo("book"), { call: callSlugs[type] })}
              aria-current={current ? "page" : undefined}
              className={`rounded-2xl border bg-card p-6 transition-colors hover:border-primary ${current ? "border-primary ring-2 ring-primary" : ""}`}
            >
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="text-lg font-semibold">{facts.name}</span>
                <span className="text-sm font-semibold">
                  {facts.durationMinutes} min ·{" "}
                  {facts.priceInr === 0 ? (
                    "free"
                  ) : (
                    <>
                      {formatInr({ min: facts.priceInr })}
                      <IndicativePrice
                        price={{ min: facts.priceInr }}
                        className="font-normal text-muted-foreground"
                      />
                    </>
                  )}
                </span>
              </span>
              <span className="mt-2 block text-muted-foreground">{facts.summary}</span>
              {"refundNote" in facts ? (
                <span className="mt-2 block text-sm">
                  <span className="font-medium">{facts.refundNote}</span> {facts.paymentNote}
                </span>
              ) : null}
            </a>
          );
        })}
      </nav>
      <RatesNote whenConverted className="mt-3 text-xs text-muted-foreground" />

      <section aria-labelledby="calendar-title" className="mt-12">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="calendar-title" className="flex items-center gap-2 text-2xl font-bold">
            <CalendarDays aria-hidden="true" className="size-6 text-primary" />
            Pick a time: {label}
          </h2>
          <a
            href={calendarUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            Open the Calendar in a New Tab<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        {/*
          With JavaScript the shell module (app/shell/booking.ts) puts the frame in when it comes
          into view, after it listens for the provider's ready message. It covers the frame until
          that message, and puts the note in its place if it has not come within 8 s (at once when
          the provider cannot be reached), so a visitor never looks at the browser's error page.
          Without JavaScript there is no frame: a browser with scripting off runs none in the
          provider's page either, whose calendar needs it, so a frame was a blank 640 px box.
          The box says so and leads to the request form instead.
        */}
        <div
          data-booking-page-calendar=""
          data-embed={frame.src}
          data-title={frame.title}
          className="group relative mt-4 flex h-[720px] flex-col overflow-hidden rounded-2xl border bg-card data-failed:h-auto [@media(scripting:none)]:h-auto"
        >
          <noscript>
            <div className="flex flex-col items-center gap-3 p-6 text-center sm:py-10">
              <CalendarX2 aria-hidden="true" className="size-8 text-muted-foreground" />
              <p className="text-lg font-semibold">The calendar needs JavaScript</p>
              <p className="max-w-lg text-pretty text-muted-foreground">
                It is off in this browser. Ask for the same call with the form below and we will
                send you a video call invite or call you, or open the calendar in a browser that
                allows JavaScript on it.
              </p>
              <CalendarWaysOn calendarUrl={calendarUrl} calendarLabel="Open the Calendar" />
            </div>
          </noscript>
          <div
            role="status"
            data-booking-page-loading=""
            hidden
            className="absolute inset-0 flex items-center justify-center gap-2 bg-card text-sm text-muted-foreground"
          >
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            Loading the calendar…
          </div>
          {/* The one place the page says the calendar failed, with every way on from here. */}
          <div
            role="alert"
            data-booking-page-fallback=""
            hidden
            className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-card p-4 text-center group-data-failed:static sm:p-6 sm:group-data-failed:py-10"
          >
            <CalendarX2 aria-hidden="true" className="size-8 text-muted-foreground" />
            <div>
              <p className="text-lg font-semibold">The calendar did not load</p>
              <p className="mt-1 max-w-lg text-pretty text-muted-foreground">
                Some networks and privacy extensions block it. Ask for the same call with the form
                below and we will send you a video call invite or call you, or reach us directly.
              </p>
            </div>
            <ContactLinks className="justify-center text-sm" />
            <CalendarWaysOn
              calendarUrl={calendarUrl}
              calendarLabel="Open the Calendar in a New Tab"
            />
          </div>
        </div>
      </section>
    </>
  );
}

/**
 * The other way to the same call, beside the form: whether the calendar loaded (and had no time
 * that suits), failed (its note, above, says so once) or runs without JavaScript. With the
 * agency's hours and direct contacts.
 */
function RequestCallIntro() {
  return (
    <div className="px-1 pt-3 sm:p-0">
      <h2 id="request-call-title" className="text-2xl font-bold">
        Or tell us when suits you
      </h2>
      <p className="mt-3 text-muted-foreground">
        Give us a day and a time of day and we will send you a video call invite, or call you if you
        prefer. We reply within {companyFacts.replyWithin}. You can also write or call us directly.
      </p>
      <h3 className="mt-6 font-semibold">When we are at our desks</h3>
      <BusinessHoursList className="mt-2 text-sm" />
      <ReplyByLine className="mt-3" />
      <ContactLinks className="mt-6 flex-col" />
    </div>
  );
}

/** Where a calendar that cannot show leads: the request form below, and the provider's own page. */
function CalendarWaysOn({
  calendarUrl,
  calendarLabel,
}: {
  calendarUrl: string;
  calendarLabel: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-3">
      <a href={`#${requestCallAnchor}`} className={buttonClasses()}>
        Request a Call Below
      </a>
      <a
        href={calendarUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {calendarLabel}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
