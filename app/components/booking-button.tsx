import { useEffect, type ComponentProps, type MouseEvent } from "react";
import { schedulingEmbed } from "~/lib/scheduling-embed";
import { bookingUrl, siteConfig, type BookingEventKey } from "~/site.config";

interface BookingButtonProps extends Omit<ComponentProps<"a">, "href" | "target" | "rel"> {
  event: BookingEventKey;
}

/**
 * Every booking call-to-action on the site. It is a real link to the provider's booking page
 * (new tab), carrying the embed attributes. The provider's script is injected only when a
 * visitor shows intent (pointer over, focus, touch), so it never costs page load; once it has
 * loaded, a click opens the provider's month-view modal instead of the new tab. If the script
 * is blocked or still loading, the link simply does its job.
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
  const { namespace, link } = siteConfig.scheduling.events[event];

  useEffect(() => schedulingEmbed().retain(), []);

  function handleClick(e: MouseEvent<HTMLAnchorElement>) {
    onClick?.(e);
    // The provider's own document-level listener opens the modal from the data attributes;
    // we only stop the link from also opening a tab. Modified clicks keep the browser's meaning.
    const modified = e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0;
    if (!e.defaultPrevented && !modified && schedulingEmbed().status === "ready") {
      e.preventDefault();
    }
  }

  const load = () => schedulingEmbed().request();

  return (
    <a
      {...props}
      href={bookingUrl(event)}
      target="_blank"
      rel="noopener noreferrer"
      data-cal-link={link}
      data-cal-namespace={namespace}
      data-cal-config={JSON.stringify({ layout: siteConfig.scheduling.layout })}
      onClick={handleClick}
      onPointerEnter={(e) => {
        load();
        onPointerEnter?.(e);
      }}
      onFocus={(e) => {
        load();
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        load();
        onTouchStart?.(e);
      }}
    >
      {children}
    </a>
  );
}
