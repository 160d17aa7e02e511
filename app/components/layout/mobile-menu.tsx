import { ChevronDown, Menu, X } from "lucide-react";
import { BookingButton } from "~/components/booking-button";
import { homeLink, navGroups } from "~/content/navigation";
import { NavLinkItem } from "./nav-link-item";

/**
 * The hamburger below the desktop bar's breakpoint. The shell module (app/shell/shell.ts,
 * `installPhoneMenu`) toggles the menu; the icons follow `aria-expanded` through CSS.
 */
export function MobileMenuButton() {
  const look =
    "group size-10 items-center justify-center rounded-full border bg-background/60 text-foreground transition-colors hover:bg-accent";
  return (
    <>
      <button
        type="button"
        data-menu-toggle=""
        aria-expanded="false"
        aria-controls="mobile-menu"
        aria-label="Open menu"
        className={`${look} inline-flex nav:hidden`}
      >
        <Menu aria-hidden="true" className="size-5 group-aria-expanded:hidden" />
        <X aria-hidden="true" className="hidden size-5 group-aria-expanded:block" />
      </button>
      {/* Without JavaScript these stand in for the button: the menu opens as their target
          (app.css, `scripting: none`). Hidden otherwise. */}
      <a
        href="#mobile-menu"
        data-menu-link="open"
        aria-label="Open menu"
        className={`${look} hidden`}
      >
        <Menu aria-hidden="true" className="size-5" />
      </a>
      <a
        href="#site-header"
        data-menu-link="close"
        aria-label="Close menu"
        className={`${look} hidden`}
      >
        <X aria-hidden="true" className="size-5" />
      </a>
    </>
  );
}

/**
 * The phone menu: the same groups as the desktop bar, in `<details>`, scrolling inside 85vh
 * (siteConfig.ui.mobileMenuMaxHeightVh, app.css). A backdrop dims the page, which does not scroll
 * behind the open menu. Choosing a link closes it; so do Escape, a click on the backdrop and the
 * window reaching the desktop bar's breakpoint.
 */
export function MobileMenu() {
  return (
    <>
      {/* The backdrop is for pointers only; keyboard users close with Escape or the button. */}
      <div
        aria-hidden="true"
        data-menu-backdrop=""
        data-testid="mobile-menu-backdrop"
        hidden
        className="absolute inset-x-0 top-full h-[calc(100dvh-4rem)] bg-black/40 nav:hidden"
      />
      <div
        id="mobile-menu"
        hidden
        className="mobile-menu absolute inset-x-0 top-full max-h-[85vh] overflow-y-auto overscroll-contain border-b bg-background shadow-xl nav:hidden"
      >
        <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          <ul className="grid gap-1">
            <li>
              <a
                href={homeLink.href}
                className="block rounded-lg px-3 py-2.5 font-medium hover:bg-accent"
              >
                {homeLink.label}
              </a>
            </li>
            {navGroups.map((group) => (
              <li key={group.id}>
                <details className="group rounded-lg open:bg-muted/50">
                  <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-3 py-2.5 font-medium hover:bg-accent [&::-webkit-details-marker]:hidden">
                    {group.label}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-4 opacity-60 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <div className="grid gap-3 px-3 pt-1 pb-3 sm:grid-cols-2">
                    {group.columns.map((column) => (
                      <div key={column.heading}>
                        {group.columns.length > 1 ? (
                          <p className="px-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                            {column.heading}
                          </p>
                        ) : null}
                        <ul className="grid gap-0.5">
                          {column.links.map((link) => (
                            <li key={link.label}>
                              <NavLinkItem
                                link={link}
                                className="block rounded-md px-2 py-2 text-sm text-foreground/85 hover:bg-accent hover:text-accent-foreground"
                              />
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                    {group.footerLink ? (
                      <a
                        href={group.footerLink.href}
                        className="block rounded-md px-2 py-2 text-sm font-semibold text-primary hover:bg-accent sm:col-span-2"
                      >
                        {group.footerLink.label}
                      </a>
                    ) : null}
                  </div>
                </details>
              </li>
            ))}
          </ul>
          <BookingButton
            event="freeConsultation"
            className="mt-3 mb-1 flex items-center justify-center rounded-full bg-primary px-5 py-3 text-sm font-semibold text-primary-foreground"
          >
            Book Appointment
          </BookingButton>
        </nav>
      </div>
    </>
  );
}
