import { Link } from "react-router";
import { BookingButton } from "~/components/booking-button";
import { buttonClasses } from "~/components/ui/button";
import clsx from "clsx";
import { siteConfig } from "~/site.config";
import { DesktopNav } from "./desktop-nav";
import { MobileMenu } from "./mobile-menu";
import { ThemeToggle } from "./theme-toggle";
import type { ShellData } from "~/server/site-shell.server";
import { useScrolledPast } from "~/hooks/use-scrolled-past";

/**
 * Fixed top navigation: transparent at the top of the page, translucent with a backdrop blur
 * once the page is scrolled more than 20 px (spec section 4).
 */
export function SiteHeader({ nav }: { nav: ShellData["nav"] | undefined }) {
  const scrolled = useScrolledPast(siteConfig.ui.navSolidAfterScrollPx);
  return (
    <header
      data-scrolled={scrolled}
      className={clsx(
        "fixed inset-x-0 top-0 z-50 border-b transition-[background-color,border-color,box-shadow,backdrop-filter] duration-300",
        scrolled
          ? "border-border/70 bg-background/75 shadow-[0_1px_12px_-4px_rgb(0_0_0/0.08)] backdrop-blur-lg"
          : "border-transparent bg-transparent",
      )}
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-lg text-base font-bold tracking-tight"
        >
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-lg bg-primary text-sm font-extrabold text-primary-foreground shadow-sm"
          >
            {siteConfig.brandName.charAt(0)}
          </span>
          <span className="whitespace-nowrap">{siteConfig.brandName}</span>
        </Link>
        {/* The full bar only where it fits on one line (siteConfig.ui.desktopNavFromPx). */}
        <nav aria-label="Main" className="mx-auto hidden nav:block">
          {nav ? <DesktopNav nav={nav} /> : null}
        </nav>
        <div className="ml-auto flex items-center gap-2 nav:ml-0">
          <ThemeToggle />
          {/* From large screens (spec); a wrapper, because the button's own class sets display. */}
          <span className="hidden lg:contents">
            <BookingButton
              event="freeConsultation"
              className={`whitespace-nowrap ${buttonClasses({ size: "sm" })}`}
            >
              Book Appointment
            </BookingButton>
          </span>
          {nav ? <MobileMenu nav={nav} /> : null}
        </div>
      </div>
    </header>
  );
}
