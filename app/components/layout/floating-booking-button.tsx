import { CalendarDays } from "lucide-react";
import { BookingButton } from "~/components/booking-button";

/**
 * The Book Appointment button that floats in once the visitor has scrolled more than 300 px, and
 * steps aside while the page's own next step (a form, a call-to-action band) or the footer is on
 * screen (app/shell/shell.ts, `installScrollStates`). A ring in
 * the page colour keeps it apart from blue panels it passes over.
 */
export function FloatingBookingButton() {
  return (
    <BookingButton
      event="freeConsultation"
      data-testid="floating-booking"
      data-floating-booking=""
      hidden
      className="floating-in fixed right-4 bottom-4 z-40 inline-flex items-center gap-2 rounded-full bg-primary px-5 py-3 text-sm font-semibold text-primary-foreground shadow-lg ring-2 shadow-black/25 ring-background transition-transform hover:-translate-y-0.5 sm:right-6 sm:bottom-6"
    >
      <CalendarDays aria-hidden="true" className="size-4" />
      Book Appointment
    </BookingButton>
  );
}
