import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { BookingButton } from "~/components/booking-button";
import { buttonClasses } from "~/components/ui/button";
import type { BookingEventKey } from "~/site.config";

/** The band's second way on: the other call, or a page of the site. */
type SecondAction = { call: BookingEventKey } | { href: string; label: string; icon: LucideIcon };

interface CallToActionBandProps {
  /** Id of the band's heading, which names the section. */
  id: string;
  title: string;
  /** The band's text. */
  children: ReactNode;
  /** The call its main button books. */
  call: BookingEventKey;
  second: SecondAction;
}

/**
 * A page's closing offer on a blue band: heading, a short text, a button that books a call and
 * an outlined second one. The band owns the buttons' look, so every band reads the same.
 */
export function CallToActionBand({ id, title, children, call, second }: CallToActionBandProps) {
  const outlined = buttonClasses({ variant: "inverseOutline", size: "lg" });
  return (
    <section aria-labelledby={id} data-next-step="" className="mx-auto max-w-5xl px-4 py-16">
      <div className="rounded-3xl bg-band px-6 py-12 text-center text-band-foreground sm:px-12">
        <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty">{children}</p>
        {/* On a phone the two stack at one width, not as two pills of their labels' widths. */}
        <div className="mx-auto mt-8 grid max-w-xs gap-3 sm:flex sm:max-w-none sm:flex-wrap sm:justify-center">
          <BookingButton
            event={call}
            className={buttonClasses({ variant: "inverse", size: "lg" })}
          />
          {"call" in second ? (
            <BookingButton event={second.call} className={outlined} />
          ) : (
            <a href={second.href} className={outlined}>
              <second.icon aria-hidden="true" className="size-4" />
              {second.label}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
