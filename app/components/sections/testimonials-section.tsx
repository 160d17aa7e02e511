import { startTransition, useEffect, useRef, useState } from "react";
import { StaticHtml } from "~/components/static-html";
import { siteConfig } from "~/site.config";
import { TestimonialItems } from "./testimonials-cards.static";
import { SectionHeading } from "./section-heading";

/**
 * The endless, linear, auto-scrolling strip of client quotes (a CSS animation, see app.css).
 * Until the repeats are in place (and without JavaScript) it is a still row that scrolls sideways.
 * Only the first copy of the list is exposed to assistive technology; the repeats that make the
 * loop seamless are aria-hidden. It pauses on hover and keyboard focus, a visible button pauses
 * and resumes it (WCAG 2.2.2), and under prefers-reduced-motion it does not move at all.
 *
 * The play and pause glyphs are drawn here rather than taken from lucide-react: on the home page
 * their icon module was a chunk of its own, and the page's JavaScript sits at its 125 KB budget.
 */
export function TestimonialsSection({ headingHidden }: { headingHidden?: boolean }) {
  const [paused, setPaused] = useState(false);
  // The repeats exist only for the loop, so the server sends one copy and the browser adds the
  // rest once the strip comes near the viewport, in a transition that yields to input. That kept
  // ~30 cards (~50 KB of HTML, ~450 elements) out of the home page's load and hydration.
  const stripRef = useRef<HTMLDivElement>(null);
  // The repeats copy the first list's server-rendered cards, read from the DOM.
  const [repeatHtml, setRepeatHtml] = useState<string | null>(null);
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const cards = strip.querySelector("ul")?.innerHTML ?? "";
        startTransition(() => setRepeatHtml(cards));
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(strip);
    return () => observer.disconnect();
  }, []);
  const repeats =
    repeatHtml === null
      ? []
      : Array.from({ length: siteConfig.ui.testimonialStripCopies - 1 }, (_, i) => i + 1);
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="scroll-mt-20 overflow-hidden py-20"
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="What our clients say"
          lead="Founders, CTOs and operations teams on working with us."
          visuallyHidden={headingHidden}
        />
        <div className="mb-6 flex justify-end motion-reduce:hidden">
          <button
            type="button"
            data-replay="testimonials-pause"
            onClick={() => setPaused((p) => !p)}
            aria-pressed={paused}
            className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-semibold hover:bg-muted"
          >
            {paused ? (
              <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current">
                <path d="M4 2.5v11l9-5.5z" />
              </svg>
            ) : (
              <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current">
                <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />
              </svg>
            )}
            {paused ? "Resume scrolling" : "Pause scrolling"}
          </button>
        </div>
      </div>
      <div
        ref={stripRef}
        className="testimonial-strip"
        data-paused={paused || undefined}
        data-looping={repeats.length > 0 || undefined}
        data-testid="testimonial-strip"
        role="region"
        aria-label="Client testimonials, scrolling"
        // A focusable region: keyboard users pause the strip by tabbing into it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <StaticHtml id="testimonial-cards" as="ul" className="testimonial-strip-group">
          {import.meta.env.SSR && <TestimonialItems />}
        </StaticHtml>
        {repeats.map((copy) => (
          <ul
            key={copy}
            className="testimonial-strip-group"
            // The repeats only make the loop seamless: hidden from assistive technology, and
            // their links are not tabbable twice.
            aria-hidden="true"
            inert
            dangerouslySetInnerHTML={{ __html: repeatHtml ?? "" }}
          />
        ))}
      </div>
    </section>
  );
}
