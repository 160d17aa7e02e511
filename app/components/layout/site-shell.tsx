import type { ReactNode } from "react";
import { BookingDialogHost } from "~/components/booking-button";
import { Toaster } from "~/components/ui/toast";
import { useMotionReady } from "~/components/ui/reveal";
import { FloatingBookingButton } from "./floating-booking-button";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { ThemeProvider } from "./theme-provider";

/**
 * Frame of every page: the theme provider, skip link, navigation, main landmark, footer,
 * the floating booking button, the booking modal (one for every booking button) and the
 * notification region.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  useMotionReady();
  return (
    <ThemeProvider>
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
      <SiteFooter />
      <FloatingBookingButton />
      <BookingDialogHost />
      <Toaster />
    </ThemeProvider>
  );
}
