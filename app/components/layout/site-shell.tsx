import type { ReactNode } from "react";
import { BookingDialog } from "./booking-dialog";
import { DeskHeader } from "./desk-header";
import { FloatingBookingButton } from "./floating-booking-button";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Frame of every page: skip link, navigation, main landmark, footer, the floating booking button
 * and the booking dialog; /book leaves out the floating button (`floatingBooking`). The desk's
 * pages (`desk`) are the team's, not a visitor's: the desk's own bar and the main landmark only.
 *
 * React renders it on the server only; its behaviour in the browser is the shell module's
 * (app/shell/shell.ts), the same on every page, with an island or without.
 */
export function SiteShell({
  children,
  desk = false,
  floatingBooking = true,
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
      {desk ? <DeskHeader /> : <SiteHeader />}
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {desk ? null : (
        <>
          <SiteFooter />
          {floatingBooking ? <FloatingBookingButton /> : null}
          <BookingDialog />
        </>
      )}
    </>
  );
}
