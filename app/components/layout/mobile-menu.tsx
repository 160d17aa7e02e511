import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { lockPageScroll } from "~/lib/scroll-lock";
import { Link } from "react-router";
import { BookingButton } from "~/components/booking-button";
import type { ShellData } from "~/server/site-shell.server";
import { siteConfig } from "~/site.config";
import { NavLinkItem } from "./nav-link-item";

const MENU_ID = "mobile-menu";
const desktopQuery = `(min-width: ${siteConfig.ui.desktopNavFromPx}px)`;

/**
 * The navigation below the desktop bar's breakpoint: a hamburger that toggles a scrollable menu
 * with the same groups. A backdrop dims the page, which does not scroll behind the open menu
 * (app.css). Choosing a link closes it; so do Escape, a click on the backdrop and the window
 * reaching the desktop bar's breakpoint.
 */
export function MobileMenu({ nav }: { nav: ShellData["nav"] }) {
  const { home: homeLink, groups: navGroups } = nav;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const unlockScroll = lockPageScroll();
    const query = window.matchMedia(desktopQuery);
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    query.addEventListener("change", onChange);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      unlockScroll();
      query.removeEventListener("change", onChange);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-replay="menu"
        aria-expanded={open}
        aria-controls={open ? MENU_ID : undefined}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-10 items-center justify-center rounded-full border bg-background/60 text-foreground transition-colors hover:bg-accent nav:hidden"
      >
        {open ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Menu aria-hidden="true" className="size-5" />
        )}
      </button>
      {open ? (
        // The backdrop is for pointers only; keyboard users close with Escape or the button.
        <div
          aria-hidden="true"
          data-testid="mobile-menu-backdrop"
          onClick={close}
          className="absolute inset-x-0 top-full h-[calc(100dvh-4rem)] bg-black/40 nav:hidden"
        />
      ) : null}
      {open ? (
        <div
          id={MENU_ID}
          // Set from the config at run time (the menu only exists client-side), not a magic number.
          style={{ maxHeight: `${siteConfig.ui.mobileMenuMaxHeightVh}vh` }}
          className="mobile-menu absolute inset-x-0 top-full overflow-y-auto overscroll-contain border-b bg-background shadow-xl nav:hidden"
        >
          <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3">
            <ul className="grid gap-1">
              <li>
                <Link
                  to={homeLink.href}
                  onClick={close}
                  className="block rounded-lg px-3 py-2.5 font-medium hover:bg-accent"
                >
                  {homeLink.label}
                </Link>
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
                                  onChoose={close}
                                  className="block rounded-md px-2 py-2 text-sm text-foreground/85 hover:bg-accent hover:text-accent-foreground"
                                />
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                      {group.footerLink ? (
                        <Link
                          to={group.footerLink.href}
                          onClick={close}
                          className="block rounded-md px-2 py-2 text-sm font-semibold text-primary hover:bg-accent sm:col-span-2"
                        >
                          {group.footerLink.label}
                        </Link>
                      ) : null}
                    </div>
                  </details>
                </li>
              ))}
            </ul>
            <BookingButton
              event="freeConsultation"
              onClick={close}
              className="mt-3 mb-1 flex items-center justify-center rounded-full bg-primary px-5 py-3 text-sm font-semibold text-primary-foreground"
            >
              Book Appointment
            </BookingButton>
          </nav>
        </div>
      ) : null}
    </>
  );
}
