import { siteConfig } from "~/site.config";
import { TestimonialItems } from "./testimonial-cards";
import { SectionHeading, sectionPaddingY } from "./section-heading";

/**
 * The endless, linear, auto-scrolling strip of client quotes (a CSS animation, see app.css).
 * Server-rendered as one still row that scrolls sideways, which is what a visitor without
 * JavaScript keeps. The shell module (app/shell/testimonial-strip.ts) starts the loop once the
 * strip comes near the viewport, wires the pause button, and adds the repeats that make the loop
 * seamless before they could come into view (aria-hidden and inert, so only the first copy
 * reaches assistive technology and the keyboard). It pauses
 * on hover and keyboard focus, the button pauses and resumes it (WCAG 2.2.2), and under
 * prefers-reduced-motion it does not move at all.
 */
export function TestimonialsSection({ headingHidden }: { headingHidden?: boolean }) {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className={`scroll-mt-20 overflow-hidden ${sectionPaddingY(headingHidden)}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="What Our Clients Say"
          lead="Founders, CTOs and operations teams on working with us."
          visuallyHidden={headingHidden}
        />
        <div className="mb-6 flex justify-end motion-reduce:hidden">
          {/* Invisible until the strip can loop: without JavaScript it never moves. */}
          <button
            type="button"
            data-strip-toggle=""
            aria-pressed="false"
            aria-controls="testimonial-strip"
            className="invisible inline-flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-semibold hover:bg-muted"
          >
            <span data-when="running" className="inline-flex items-center gap-2">
              <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current">
                <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />
              </svg>
              Pause Scrolling
            </span>
            <span data-when="paused" hidden className="inline-flex items-center gap-2">
              <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current">
                <path d="M4 2.5v11l9-5.5z" />
              </svg>
              Resume Scrolling
            </span>
          </button>
        </div>
      </div>
      <div
        id="testimonial-strip"
        className="testimonial-strip"
        data-testid="testimonial-strip"
        data-copies={siteConfig.ui.testimonialStripCopies}
        role="region"
        aria-label="Client testimonials, scrolling"
        // A focusable region: keyboard users pause the strip by tabbing into it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <ul className="testimonial-strip-group">
          <TestimonialItems />
        </ul>
      </div>
    </section>
  );
}
