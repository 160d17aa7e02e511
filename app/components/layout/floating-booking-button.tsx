import { CalendarDays } from "lucide-react";
import { useEffect, useState } from "react";
import { BookingButton } from "~/components/booking-button";
import { siteConfig } from "~/site.config";
import { useScrolledPast } from "~/hooks/use-scrolled-past";

/**
 * True while the site footer is on screen. The floating button steps aside there: on a phone it
 * would otherwise sit on top of the footer's links, which carry their own ways to get in touch.
 */
function useFooterInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const footer = document.querySelector("footer[data-site-footer]");
    if (!footer) return;
    const observer = new IntersectionObserver(([entry]) =>
      setInView(entry?.isIntersecting ?? false),
    );
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return inView;
}

/** The Book Appointment button that floats in once the visitor has scrolled past the hero. */
export function FloatingBookingButton() {
  const scrolledPast = useScrolledPast(siteConfig.ui.floatingButtonAfterScrollPx);
  const footerInView = useFooterInView();
  if (!scrolledPast || footerInView) return null;
  return (
    <BookingButton
      event="freeConsultation"
      data-testid="floating-booking"
      className="floating-in fixed right-4 bottom-4 z-40 inline-flex items-center gap-2 rounded-full bg-primary px-5 py-3 text-sm font-semibold text-primary-foreground shadow-lg ring-1 shadow-primary/25 ring-black/5 transition-transform hover:-translate-y-0.5 sm:right-6 sm:bottom-6"
    >
      <CalendarDays aria-hidden="true" className="size-4" />
      Book Appointment
    </BookingButton>
  );
}
