import { CalendarDays, LoaderCircle, PhoneCall, SquareArrowOutUpRight, X } from "lucide-react";
import { BusinessHoursList, ReplyByLine } from "~/components/business-hours";
import { ContactLinks } from "~/components/contact/contact-links";
import { RequestCallForm } from "~/components/forms/request-call-form";
import { bookingFrame, bookingUrl, siteConfig, type BookingEventKey } from "~/site.config";

const events = Object.fromEntries(
  (Object.keys(siteConfig.scheduling.events) as BookingEventKey[]).map((key) => [
    key,
    {
      label: siteConfig.scheduling.events[key].label,
      frame: bookingFrame(key),
      url: bookingUrl(key),
    },
  ]),
);

/** In the request panel, what steps aside once its form is sent, and the form that then comes first. */
const sentAside = "group-has-[form[data-form-status=success]]:hidden";
const sentFirst = "group-has-[form[data-form-status=success]]:mt-0";

/**
 * The page's one booking dialog, for every booking link: the provider's booking page (embed
 * mode) in an <iframe> the shell module creates on a click (app/shell/booking.ts), and booking's
 * fallback, the request-a-call form with the agency's email and phone. Server-rendered, closed,
 * its panel in a <template> so none of it is in the page until a visitor asks; without the shell
 * module booking links lead to /book, which holds the same.
 */
export function BookingDialog() {
  return (
    <dialog
      data-booking-dialog=""
      data-events={JSON.stringify(events)}
      data-testid="booking-dialog"
      aria-labelledby="booking-dialog-title"
      className="booking-dialog m-0 size-full max-h-none max-w-none items-center justify-center bg-transparent p-2 open:flex sm:p-6"
    >
      {/* Inert until the first booking click: the shell module then puts a copy in the dialog. */}
      <template data-booking-panel="">
        <div className="flex h-full max-h-[860px] w-full max-w-[900px] flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-2xl">
          <div className="flex items-center gap-3 border-b py-2 pr-2 pl-4">
            <h2
              id="booking-dialog-title"
              data-booking-title=""
              className="min-w-0 flex-1 text-base leading-snug font-semibold text-pretty"
            >
              Book a call
            </h2>
            <button
              type="button"
              data-booking-close=""
              aria-label="Close booking"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div data-booking-calendar="" className="flex min-h-0 flex-1 flex-col">
            <div data-booking-frame="" aria-busy="true" className="relative min-h-0 flex-1">
              <div
                role="status"
                data-booking-loading=""
                className="absolute inset-0 flex items-center justify-center gap-2 bg-card text-sm text-muted-foreground"
              >
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                Loading the calendar…
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t px-4 py-2 text-sm text-muted-foreground">
              <span>Calendar not showing?</span>
              <button
                type="button"
                data-booking-to-form=""
                className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
              >
                <PhoneCall aria-hidden="true" className="size-3.5" />
                Request a Call Instead
              </button>
              <a
                href={bookingUrl("freeConsultation")}
                data-booking-new-tab=""
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
              >
                Open in a New Tab
                <SquareArrowOutUpRight aria-hidden="true" className="size-3.5" />
              </a>
            </div>
          </div>
          {/*
            Once the request is sent, its confirmation stands alone in the form's place: the
            note, the contacts and the calendar's retry step aside with the fields (the form's
            data-form-status: sentAside above, as untilSent does for the form's own parts).
          */}
          <div
            data-booking-request=""
            hidden
            tabIndex={-1}
            className="group min-h-0 flex-1 overflow-y-auto p-4 outline-none sm:p-8"
          >
            <div className={sentAside}>
              <p data-booking-note="" className="text-muted-foreground">
                Tell us when suits you and we will send a video call invite or call you, or reach us
                directly:
              </p>
              <ContactLinks className="mt-3" />
              <details className="mt-4 rounded-lg border px-4 py-2 text-sm">
                <summary className="cursor-pointer py-1 font-semibold">
                  When we are at our desks (IST, and your time)
                </summary>
                <BusinessHoursList className="mt-2" />
                <ReplyByLine className="mt-3 mb-1" />
              </details>
            </div>
            <div className={`mt-6 ${sentFirst}`}>
              <RequestCallForm headingLevel={3} headingHidden />
            </div>
            <button
              type="button"
              data-booking-retry=""
              className={`mt-6 inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline ${sentAside}`}
            >
              <CalendarDays aria-hidden="true" className="size-4" />
              Try the calendar again
            </button>
          </div>
        </div>
      </template>
    </dialog>
  );
}
