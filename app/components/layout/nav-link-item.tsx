import { BookingButton } from "~/components/booking-button";
import type { NavLink } from "~/content/navigation";

interface NavLinkItemProps {
  link: NavLink;
  className?: string;
}

/** One navigation entry: a page link, or a booking call-to-action that opens the scheduler. */
export function NavLinkItem({ link, className }: NavLinkItemProps) {
  if ("booking" in link) {
    return (
      <BookingButton event={link.booking} className={className}>
        {link.label}
      </BookingButton>
    );
  }
  return (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  );
}
