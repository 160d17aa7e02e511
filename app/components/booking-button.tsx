import {
  lazy,
  Suspense,
  useEffect,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
} from "react";
import { bookingStore } from "~/lib/booking-store";
import { bookPagePath } from "~/content/call-request";
import { siteConfig, type BookingEventKey } from "~/site.config";
import type { BookingDialogProps } from "./booking-dialog";

interface BookingButtonProps extends Omit<ComponentProps<"a">, "href" | "target" | "rel"> {
  event: BookingEventKey;
}

// The modal (and the iframe inside it) is fetched on first intent, never on page load.
const loadBookingDialog = () => import("./booking-dialog");

/** Fetches the modal's code; a failure here is retried by the click. */
export function preloadBookingDialog(): void {
  loadBookingDialog().catch(() => {});
}

/**
 * Every booking call-to-action on the site. It is a real link to our /book page (the provider's
 * calendar and the request-a-call form), so it works without JavaScript, before hydration and
 * with modified clicks (ctrl/meta/shift/middle). Once the page has hydrated, a plain click opens
 * the booking modal instead: the document's delegated handler (app/lib/document-behaviours.ts)
 * reads `data-booking`, so the same markup works when it is server-rendered HTML. No provider
 * script runs on our pages.
 */
export function BookingButton({ event, children, ...props }: BookingButtonProps) {
  return (
    <a {...props} href={bookPagePath(event)} data-booking={event}>
      {children}
    </a>
  );
}

/** The key of a booking link's `data-booking`, or null if it names no event. */
export function bookingEventOf(value: string): BookingEventKey | null {
  return Object.hasOwn(siteConfig.scheduling.events, value) ? (value as BookingEventKey) : null;
}

const BookingDialog = lazy<ComponentType<BookingDialogProps>>(() =>
  loadBookingDialog().catch(() => ({ default: OpenBookingPage })),
);

/**
 * If the modal's code cannot load (offline, or a deploy replaced the file), the visitor still
 * reaches our /book page, with the calendar and the request-a-call form.
 */
function OpenBookingPage({ request, onClose }: BookingDialogProps) {
  const { event } = request;
  useEffect(() => {
    window.location.assign(bookPagePath(event));
    onClose();
  }, [event, onClose]);
  return null;
}

/** Renders the one booking modal of the page while a booking button has opened it. */
export function BookingDialogHost() {
  const request = useSyncExternalStore(
    bookingStore.subscribe,
    bookingStore.getSnapshot,
    () => null,
  );
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <BookingDialog request={request} onClose={bookingStore.close} />
    </Suspense>
  );
}
