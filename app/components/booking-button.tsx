import {
  lazy,
  Suspense,
  useEffect,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
  type MouseEvent,
} from "react";
import { bookingStore, isPlainLeftClick } from "~/lib/booking-store";
import { bookPagePath } from "~/content/call-request";
import type { BookingEventKey } from "~/site.config";
import type { BookingDialogProps } from "./booking-dialog";

interface BookingButtonProps extends Omit<ComponentProps<"a">, "href" | "target" | "rel"> {
  event: BookingEventKey;
}

// The modal (and the iframe inside it) is fetched on first intent, never on page load.
const loadBookingDialog = () => import("./booking-dialog");

function preloadBookingDialog() {
  // A failure here is retried by the click; the link itself keeps working regardless.
  loadBookingDialog().catch(() => {});
}

/**
 * Every booking call-to-action on the site. It is a real link to our /book page (the provider's
 * calendar and the request-a-call form), so it works without JavaScript and with modified clicks
 * (ctrl/meta/shift/middle). A plain click opens the booking modal instead (`BookingDialogHost`):
 * the provider's page framed, with the same fallback form. No provider script runs on our pages.
 */
export function BookingButton({
  event,
  children,
  onClick,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: BookingButtonProps) {
  function handleClick(e: MouseEvent<HTMLAnchorElement>) {
    onClick?.(e);
    if (e.defaultPrevented || !isPlainLeftClick(e)) return;
    e.preventDefault();
    bookingStore.open(event, e.currentTarget);
  }

  return (
    <a
      {...props}
      href={bookPagePath(event)}
      onClick={handleClick}
      onPointerEnter={(e) => {
        preloadBookingDialog();
        onPointerEnter?.(e);
      }}
      onFocus={(e) => {
        preloadBookingDialog();
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        preloadBookingDialog();
        onTouchStart?.(e);
      }}
    >
      {children}
    </a>
  );
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
