import { Link } from "react-router";
import { BookingButton } from "~/components/booking-button";
import type { NavLink } from "~/content/navigation";

interface NavLinkItemProps {
  link: NavLink;
  className?: string;
  /** Called after the visitor chooses the link (menus close themselves with it). */
  onChoose?: () => void;
}

/** One navigation entry: a route link, or a booking call-to-action that opens the scheduler. */
export function NavLinkItem({ link, className, onChoose }: NavLinkItemProps) {
  if ("booking" in link) {
    return (
      <BookingButton event={link.booking} className={className} onClick={onChoose}>
        {link.label}
      </BookingButton>
    );
  }
  return (
    <Link to={link.href} className={className} onClick={onChoose}>
      {link.label}
    </Link>
  );
}
