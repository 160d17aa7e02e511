import { BookingButton } from "~/components/booking-button";
import { buttonClasses } from "~/components/ui/button";
import { siteConfig } from "~/site.config";
import { DesktopNav } from "./desktop-nav";
import { MobileMenu, MobileMenuButton } from "./mobile-menu";
import { ThemeToggle } from "./theme-toggle";
import { BrandMark } from "./brand-mark";

/**
 * Fixed top navigation: transparent at the top of the page, translucent with a backdrop blur
 * once the page is scrolled more than 20 px (spec section 4; the shell module sets
 * `data-scrolled`): 90% the page colour, so over a dark band the light header stays light
 * rather than a muddy grey. The desktop bar from 768 px (spec section 2), compact below 1280 px:
 * the logo mark alone, tighter items, and Book Appointment from large screens (1024 px).
 * Server-rendered markup; app/shell/shell.ts gives it its behaviour.
 */
export function SiteHeader() {
  return (
    <header
      id="site-header"
      data-site-header=""
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-50 border-b border-transparent bg-transparent transition-[background-color,border-color,box-shadow,backdrop-filter] duration-300 data-[scrolled=true]:border-border/70 data-[scrolled=true]:bg-background/90 data-[scrolled=true]:shadow-[0_1px_12px_-4px_rgb(0_0_0/0.08)] data-[scrolled=true]:backdrop-blur-lg"
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:gap-3 lg:px-8">
        <a
          href="/"
          className="flex shrink-0 items-center gap-2 rounded-lg text-base font-bold tracking-tight"
        >
          <BrandMark />
          {/* Shown from 1280 px, and on phones where the bar holds only the menu button. */}
          <span className="whitespace-nowrap nav:max-xl:sr-only">{siteConfig.brandName}</span>
        </a>
        <nav aria-label="Main" className="mx-auto hidden nav:block">
          <DesktopNav />
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
          <MobileMenuButton />
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
