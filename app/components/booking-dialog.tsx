import { LoaderCircle, SquareArrowOutUpRight, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { ModalDialog } from "~/components/ui/modal-dialog";
import type { BookingRequest } from "~/lib/booking-store";
import { bookingEmbedUrl, bookingUrl, siteConfig } from "~/site.config";

export interface BookingDialogProps {
  /** The event to book, the button that opened the modal and where focus goes if it has gone. */
  request: BookingRequest;
  onClose: () => void;
}

/**
 * The booking modal: the provider's booking page (embed mode, month view) in an <iframe> inside
 * the site's own `ModalDialog`. The frame exists only while the modal is open, so nothing is
 * fetched from the provider before a visitor asks for it. Lazily loaded by `BookingDialogHost`.
 */
export default function BookingDialog({ request, onClose }: BookingDialogProps) {
  const { event } = request;
  const ids = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef(request.trigger);
  const fallbackFocusRef = useRef(request.fallback);
  const [loaded, setLoaded] = useState(false);
  const { label } = siteConfig.scheduling.events[event];

  return (
    <ModalDialog
      aria-labelledby={`${ids}-title`}
      initialFocusRef={closeRef}
      returnFocusRef={returnFocusRef}
      fallbackFocusRef={fallbackFocusRef}
      onDismiss={onClose}
      data-testid="booking-dialog"
      className="flex items-center justify-center p-2 backdrop:bg-black/60 sm:p-6"
    >
      <div className="flex h-full max-h-[860px] w-full max-w-[900px] flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-2xl">
        <div className="flex items-center gap-3 border-b py-2 pr-2 pl-4">
          <h2 id={`${ids}-title`} className="min-w-0 flex-1 truncate text-base font-semibold">
            {label}
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
        <p className="border-t px-4 py-2 text-sm text-muted-foreground">
          Calendar not showing?{" "}
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
        </p>
      </div>
    </ModalDialog>
  );
}
