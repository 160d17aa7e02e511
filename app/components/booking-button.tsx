import type { ComponentProps } from "react";
import { bookingUrl, siteConfig, type BookingEventKey } from "~/site.config";

interface BookingButtonProps extends Omit<ComponentProps<"a">, "href" | "target" | "rel"> {
  event: BookingEventKey;
}

/**
 * Every booking call-to-action on the site. It is a real link to the provider's booking page
 * (new tab), carrying the embed attributes so the scheduling widget can take it over.
 */
export function BookingButton({ event, children, ...props }: BookingButtonProps) {
  const { namespace, link } = siteConfig.scheduling.events[event];
  return (
    <a
      {...props}
      href={bookingUrl(event)}
      target="_blank"
      rel="noopener noreferrer"
      data-cal-link={link}
      data-cal-namespace={namespace}
      data-cal-config={JSON.stringify({ layout: siteConfig.scheduling.layout })}
    >
      {children}
    </a>
  );
}
