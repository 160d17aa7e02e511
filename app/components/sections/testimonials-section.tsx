import { Pause, Play } from "lucide-react";
import { startTransition, useEffect, useRef, useState } from "react";
import { ClientWordmark } from "~/components/artwork/client-wordmark";
import { Portrait } from "~/components/artwork/portrait";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { caseStudyOfTestimonial } from "~/content/relations";
import { pathTo } from "~/route-paths";
import { avatarSizePx, testimonials } from "~/content/testimonials";
import { siteConfig } from "~/site.config";
import { SectionHeading } from "./section-heading";

/** A five-pointed star in a 24-unit box; stars sit 28 units apart (a 4-unit gap). */
const starPoints =
  "12,1.5 15,8.6 22.5,9.2 16.8,14.2 18.5,21.5 12,17.6 5.5,21.5 7.2,14.2 1.5,9.2 9,8.6";
const starPitch = 28;

/**
 * One SVG for the whole rating rather than one per star: the home page repeats the quotes in its
 * strip, and five separate icons per card made the testimonials alone ~700 DOM nodes.
 */
function StarRating({ rating }: { rating: number }) {
  const width = rating * starPitch - (starPitch - 24);
  return (
    <svg
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      viewBox={`0 0 ${width} 24`}
      width={(width * 20) / 24}
      height={20}
      className="fill-amber-400 stroke-amber-500"
      strokeWidth={1.5}
      strokeLinejoin="round"
    >
      {Array.from({ length: rating }, (_, i) => (
        <polygon key={i} points={starPoints} transform={`translate(${i * starPitch})`} />
      ))}
    </svg>
  );
}

function TestimonialCard({ testimonial }: { testimonial: (typeof testimonials)[number] }) {
  const study = caseStudyOfTestimonial(testimonial.slug);
  return (
    <figure className="group flex h-full w-80 flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:w-96">
      <div className="flex items-center justify-between gap-4">
        <StarRating rating={testimonial.rating} />
        <ClientWordmark slug={study.slug} className="h-6 w-auto" />
      </div>
      <blockquote className="mt-4 flex-1 text-pretty">“{testimonial.content}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <Portrait person={testimonial.slug} size={avatarSizePx} className="size-14" />
        <span>
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="block text-sm text-muted-foreground">{testimonial.role}</span>
        </span>
      </figcaption>
      <Link
        to={pathTo("case-study", { slug: study.slug })}
        className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        Read the case study
        <ArrowRight aria-hidden="true" className="size-4" />
        <span className="sr-only">: {testimonial.name}&apos;s project</span>
      </Link>
    </figure>
  );
}

/**
 * The endless, linear, auto-scrolling strip of client quotes (a CSS animation, see app.css).
 * Until the repeats are in place (and without JavaScript) it is a still row that scrolls sideways.
 * Only the first copy of the list is exposed to assistive technology; the repeats that make the
 * loop seamless are aria-hidden. It pauses on hover and keyboard focus, a visible button pauses
 * and resumes it (WCAG 2.2.2), and under prefers-reduced-motion it does not move at all.
 */
export function TestimonialsSection({ headingHidden }: { headingHidden?: boolean }) {
  const [paused, setPaused] = useState(false);
  // The repeats exist only for the loop, so the server sends one copy and the browser adds the
  // rest once the strip comes near the viewport, in a transition that yields to input. That kept
  // ~30 cards (~50 KB of HTML, ~450 elements) out of the home page's load and hydration.
  const stripRef = useRef<HTMLDivElement>(null);
  const [copyCount, setCopyCount] = useState(1);
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setCopyCount(siteConfig.ui.testimonialStripCopies));
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(strip);
    return () => observer.disconnect();
  }, []);
  const copies = Array.from({ length: copyCount }, (_, i) => i);
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
        ref={stripRef}
        className="testimonial-strip"
        data-paused={paused || undefined}
        data-looping={copyCount > 1 || undefined}
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
            // The repeats only make the loop seamless: their links must not be tabbable twice.
            inert={copy > 0 ? true : undefined}
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
