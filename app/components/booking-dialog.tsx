import { CalendarDays, LoaderCircle, PhoneCall, SquareArrowOutUpRight, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { ContactLinks } from "~/components/contact/contact-links";
import { RequestCallForm } from "~/components/forms/request-call-form";
import { ModalDialog } from "~/components/ui/modal-dialog";
import type { BookingRequest } from "~/lib/booking-store";
import { bookingEmbedUrl, bookingUrl, siteConfig } from "~/site.config";

export interface BookingDialogProps {
  /** The event to book, the button that opened the modal and where focus goes if it has gone. */
  request: BookingRequest;
  onClose: () => void;
}

/**
 * How long the provider's page may take to load before the request-a-call form takes its place.
 * (A blocked or unreachable frame may never fire `load`; a failed one fires it on an error page,
 * which is why the way to the form is on screen from the start.)
 */
export const calendarTimeoutMs = 8_000;

type View = "calendar" | "request";

/**
 * The booking modal: the provider's booking page (embed mode, month view) in an <iframe> inside
 * the site's own `ModalDialog`, and booking's fallback when that page cannot load: the
 * request-a-call form with the agency's email and phone. The visitor can switch to the form at
 * any time; it opens by itself when the calendar has not loaded within about 8 s. The frame
 * exists only while the modal is open, so nothing is fetched from the provider before a visitor
 * asks for it. Lazily loaded by `BookingDialogHost`.
 */
export default function BookingDialog({ request, onClose }: BookingDialogProps) {
  const { event } = request;
  const ids = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef(request.trigger);
  const fallbackFocusRef = useRef(request.fallback);
  const [loaded, setLoaded] = useState(false);
  const [view, setView] = useState<View>("calendar");
  const [timedOut, setTimedOut] = useState(false);
  const { label } = siteConfig.scheduling.events[event];
  const requestRef = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  // The control the visitor used (or the calendar they watched) is gone: focus the form's side.
  useEffect(() => {
    if (view === "request" && switched.current) requestRef.current?.focus();
    switched.current = true;
  }, [view]);

  useEffect(() => {
    if (loaded || view !== "calendar") return;
    const timer = setTimeout(() => {
      setTimedOut(true);
      setView("request");
    }, calendarTimeoutMs);
    return () => clearTimeout(timer);
  }, [loaded, view]);

  return (
    <ModalDialog
      aria-labelledby={`${ids}-title`}
      initialFocusRef={closeRef}
      returnFocusRef={returnFocusRef}
      fallbackFocusRef={fallbackFocusRef}
      onDismiss={onClose}
      data-testid="booking-dialog"
      scrim="medium"
      className="flex items-center justify-center p-2 sm:p-6"
    >
      <div className="flex h-full max-h-[860px] w-full max-w-[900px] flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-2xl">
        <div className="flex items-center gap-3 border-b py-2 pr-2 pl-4">
          <h2 id={`${ids}-title`} className="min-w-0 flex-1 truncate text-base font-semibold">
            {view === "calendar" ? label : `Request a call: ${label}`}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="Close booking"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {view === "calendar" ? (
          <>
            <div className="relative min-h-0 flex-1" aria-busy={!loaded}>
              <iframe
                src={bookingEmbedUrl(event)}
                title={`Booking calendar: ${label}`}
                onLoad={() => setLoaded(true)}
                className="block size-full border-0"
              />
              {loaded ? null : (
                <div
                  role="status"
                  className="absolute inset-0 flex items-center justify-center gap-2 bg-card text-sm text-muted-foreground"
                >
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                  Loading the calendar…
                </div>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t px-4 py-2 text-sm text-muted-foreground">
              <span>Calendar not showing?</span>
              <button
                type="button"
                onClick={() => setView("request")}
                className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
              >
                <PhoneCall aria-hidden="true" className="size-3.5" />
                Request a call instead
              </button>
              <a
                href={bookingUrl(event)}
                target="_blank"
                rel="noopener noreferrer"
                // The visitor books in the new tab; the modal has done its job.
                onClick={onClose}
                className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
              >
                Open in a new tab
                {/* Not lucide's ExternalLink: sharing it with the home page's portfolio would split
                    it into one more file on that page's first load. */}
                <SquareArrowOutUpRight aria-hidden="true" className="size-3.5" />
              </a>
            </div>
          </>
        ) : (
          <div
            ref={requestRef}
            tabIndex={-1}
            className="min-h-0 flex-1 overflow-y-auto p-4 outline-none sm:p-8"
          >
            <p role={timedOut ? "alert" : undefined} className="text-muted-foreground">
              {timedOut
                ? "The booking calendar did not load. Tell us when suits you and we will call to confirm, or reach us directly:"
                : "Tell us when suits you and we will call to confirm, or reach us directly:"}
            </p>
            <ContactLinks className="mt-3" />
            <div className="mt-6">
              <RequestCallForm call={event} headingLevel={3} />
            </div>
            <button
              type="button"
              onClick={() => {
                setTimedOut(false);
                setLoaded(false);
                setView("calendar");
              }}
              className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              <CalendarDays aria-hidden="true" className="size-4" />
              Try the calendar again
            </button>
          </div>
        )}
      </div>
    </ModalDialog>
  );
}
