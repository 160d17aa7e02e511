import type { ReactNode } from "react";
import { BookingDialog } from "./booking-dialog";
import { FloatingBookingButton } from "./floating-booking-button";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Frame of every page: skip link, navigation, main landmark, footer, the floating booking button
 * and the booking dialog. The desk's pages (`desk`) are the team's, not a visitor's: they leave
 * out the floating booking button, which would cover desk content on a phone, and the footer's
 * newsletter sign-up; /book leaves out the floating button too (`floatingBooking`).
 *
 * React renders it on the server only; its behaviour in the browser is the shell module's
 * (app/shell/shell.ts), the same on every page, with an island or without.
 */
export function SiteShell({
  children,
  desk = false,
  floatingBooking = !desk,
}: {
  children: ReactNode;
  desk?: boolean;
  /** The floating Book Appointment button: every visitor page but the booking page itself. */
  floatingBooking?: boolean;
}) {
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-[100] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter newsletter={!desk} />
      {floatingBooking ? <FloatingBookingButton /> : null}
      <BookingDialog />
    </>
  );
}
