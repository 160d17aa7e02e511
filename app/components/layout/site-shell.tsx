import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  BookingDialogHost,
  bookingEventOf,
  preloadBookingDialog,
} from "~/components/booking-button";
import { Toaster } from "~/components/ui/toast";
import { bookingStore } from "~/lib/booking-store";
import { installDocumentBehaviours, observeReveals } from "~/lib/document-behaviours";
import { replayEarlyClicks } from "~/lib/early-clicks";
import type { ShellData } from "~/server/site-shell.server";
import { FloatingBookingButton } from "./floating-booking-button";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { ThemeProvider } from "./theme-provider";

/**
 * Frame of every page: the theme provider, skip link, navigation, main landmark, footer,
 * the floating booking button, the booking modal (one for every booking button) and the
 * notification region. `shell` is the root loader's data (absent only if that loader failed).
 */
export function SiteShell({
  shell,
  children,
}: {
  shell: ShellData | undefined;
  children: ReactNode;
}) {
  useDocumentBehaviours();
  return (
    <ThemeProvider>
      <a
        href="#main-content"
        className="sr-only z-[100] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <SiteHeader nav={shell?.nav} />
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

/**
 * Installs the document's delegated behaviours once the shell has hydrated, marks the document
 * able to animate, replays the clicks made before hydration, and watches each new page's
 * reveal blocks.
 */
function useDocumentBehaviours() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const uninstall = installDocumentBehaviours({
      navigate,
      openBooking(event, trigger) {
        const key = bookingEventOf(event);
        if (key) bookingStore.open(key, trigger);
        else window.location.assign(trigger.getAttribute("href") ?? "/book");
      },
      preloadBooking: preloadBookingDialog,
    });
    observeReveals();
    document.documentElement.classList.add("motion-ready");
    replayEarlyClicks();
    return uninstall;
  }, [navigate]);
  useEffect(() => observeReveals(), [pathname]);
}
