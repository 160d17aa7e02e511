import type { ComponentProps } from "react";
import { IndicativePrice } from "~/components/indicative-price";
import { bookPagePath } from "~/content/call-request";
import { callButtonLabels, type CallButtonLabel } from "~/content/facts";
import { formatInr } from "~/lib/inr";
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
      {children ?? <CallLabel event={event} />}
    </a>
  );
}

/**
 * The call's label, its fee with the indicative conversion beside it: all in the HTML, shown once
 * a currency is chosen, by the URL or remembered (docs/decisions/019), so a prerendered page needs
 * no script of its own. "Book a discovery call (2,000 INR, about $23, refundable)". On a phone
 * the bracket takes a line of its own in smaller type: at 16 px a converted one (270 px) is wider
 * than a full-width button's text there (246 px on a case study), and wrapped in three lines.
 * The amounts never break inside "2,000 INR" or "about $23".
 */
function CallLabel({ event }: { event: BookingEventKey }) {
  const label: CallButtonLabel = callButtonLabels[event];
  return (
    // One flex item: the button is a flex box, whose loose text and spans would sit side by side.
    <span>
      {label.action}
      {label.fee ? (
        <>
          {" "}
          <span className="max-sm:block max-sm:text-sm">
            (<span className="whitespace-nowrap">{formatInr(label.fee.inr)},</span>
            <IndicativePrice
              price={label.fee.inr}
              joined="list"
              className="whitespace-nowrap"
            />{" "}
            {label.fee.note})
          </span>
        </>
      ) : null}
    </span>
  );
}
