import type { ComponentProps } from "react";
import { bookPagePath } from "~/content/call-request";
import { callLabels } from "~/content/facts";
import type { BookingEventKey } from "~/site.config";

interface BookingButtonProps extends Omit<ComponentProps<"a">, "href" | "target" | "rel"> {
  event: BookingEventKey;
}

/**
 * Every booking call-to-action on the site. It is a real link to our /book page (the provider's
 * calendar and the request-a-call form), so it works without JavaScript and with modified clicks
 * (ctrl/meta/shift/middle). A plain click opens the booking dialog instead: the shell module
 * (app/shell/booking.ts) reads `data-booking`, on every page. No provider script runs on our pages.
 * Without children it says the call's own label (`callLabels`), so a visitor always knows which
 * of the two calls a button books.
 */
export function BookingButton({ event, children, ...props }: BookingButtonProps) {
  return (
    <a {...props} href={bookPagePath(event)} data-booking={event}>
      {children ?? callLabels[event]}
    </a>
  );
}
