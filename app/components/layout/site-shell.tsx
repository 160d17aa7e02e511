import type { ReactNode } from "react";
import { StaticHtml } from "~/components/static-html";
import { Toaster } from "~/components/ui/toast";
import type { ShellData } from "~/server/site-shell.server";
import { BookingDialog } from "./booking-dialog";
import { FloatingBookingButton } from "./floating-booking-button";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Frame of every page: skip link, navigation, main landmark, footer, the floating booking
 * button, the booking dialog and the notification region. `shell` is the root loader's data
 * (absent only if that loader failed).
 *
 * Everything but `children` is server-rendered markup that React never touches in the browser
 * (`StaticHtml`): its behaviour is the shell module's (app/shell/shell.ts), the same on a page
 * with an island and on one without React.
 */
export function SiteShell({
  shell,
  children,
}: {
  shell: ShellData | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <StaticHtml id="site-header">
        {import.meta.env.SSR && (
          <>
            <a
              href="#main-content"
              className="sr-only z-[100] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
            >
              Skip to main content
            </a>
            <SiteHeader nav={shell?.nav} />
          </>
        )}
      </StaticHtml>
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <StaticHtml id="site-footer">
        {import.meta.env.SSR && (
          <>
            <SiteFooter />
            <FloatingBookingButton />
            <BookingDialog />
          </>
        )}
      </StaticHtml>
      <Toaster />
    </>
  );
}
