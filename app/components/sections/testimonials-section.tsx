import { Pause, Play, Star } from "lucide-react";
import { useState } from "react";
import { avatarSizePx, testimonials, type Testimonial } from "~/content/testimonials";
import { generatedImagePaths } from "~/lib/generated-images";
import { siteConfig } from "~/site.config";
import { SectionHeading } from "./section-heading";

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full w-80 flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:w-96">
      <div role="img" aria-label={`Rated ${testimonial.rating} out of 5`} className="flex gap-1">
        {Array.from({ length: testimonial.rating }, (_, i) => (
          <Star key={i} aria-hidden="true" className="size-5 fill-amber-400 text-amber-500" />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 text-pretty">“{testimonial.content}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <img
          src={generatedImagePaths.avatar(testimonial.slug)}
          width={avatarSizePx}
          height={avatarSizePx}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-14 rounded-full"
        />
        <span>
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="block text-sm text-muted-foreground">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * The endless, linear, auto-scrolling strip of client quotes (a CSS animation, see app.css).
 * Only the first copy of the list is exposed to assistive technology; the repeats that make the
 * loop seamless are aria-hidden. It pauses on hover and keyboard focus, a visible button pauses
 * and resumes it (WCAG 2.2.2), and under prefers-reduced-motion it does not move at all.
 */
export function TestimonialsSection({ headingHidden }: { headingHidden?: boolean }) {
  const [paused, setPaused] = useState(false);
  const copies = Array.from({ length: siteConfig.ui.testimonialStripCopies }, (_, i) => i);
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
            onClick={() => setPaused((p) => !p)}
            aria-pressed={paused}
            className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-semibold hover:bg-muted"
          >
            {paused ? (
              <Play aria-hidden="true" className="size-4" />
            ) : (
              <Pause aria-hidden="true" className="size-4" />
            )}
            {paused ? "Resume scrolling" : "Pause scrolling"}
          </button>
        </div>
      </div>
      <div
        className="testimonial-strip"
        data-paused={paused || undefined}
        data-testid="testimonial-strip"
        role="region"
        aria-label="Client testimonials, scrolling"
        // A focusable region: keyboard users pause the strip by tabbing into it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {copies.map((copy) => (
          <ul
            key={copy}
            className="testimonial-strip-group"
            aria-hidden={copy > 0 ? true : undefined}
          >
            {testimonials.map((t) => (
              <li key={t.slug} className="pr-6">
                <TestimonialCard testimonial={t} />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
