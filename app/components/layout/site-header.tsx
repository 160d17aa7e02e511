import { Link } from "react-router";
import { BookingButton } from "~/components/booking-button";
import { homeLink, navGroups } from "~/content/navigation";
import { siteConfig } from "~/site.config";

/** Fixed top navigation. (Foundation version; dropdowns and mobile menu come with the shell issue.) */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-transparent">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4">
        <Link to="/" className="text-lg font-bold">
          {siteConfig.brandName}
        </Link>
        <ul className="hidden items-center gap-4 md:flex">
          <li>
            <Link to={homeLink.href}>{homeLink.label}</Link>
          </li>
          {navGroups.map((group) => (
            <li key={group.id}>{group.label}</li>
          ))}
        </ul>
        <BookingButton
          event="freeConsultation"
          className="ml-auto hidden rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground lg:inline-flex"
        >
          Book Appointment
        </BookingButton>
      </nav>
    </header>
  );
}
