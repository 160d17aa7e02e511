import type { ReactNode } from "react";

interface CallToActionBandProps {
  /** Id of the band's heading, which names the section. */
  id: string;
  title: string;
  /** The band's text. */
  children: ReactNode;
  /** Its buttons: an inverse one first, then `inverseOutline` (app/components/ui/button.ts). */
  actions: ReactNode;
}

/** A page's closing offer on a blue band: heading, a short text and one or two buttons. */
export function CallToActionBand({ id, title, children, actions }: CallToActionBandProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-5xl px-4 py-16">
      <div className="rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
        <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty">{children}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  );
}
