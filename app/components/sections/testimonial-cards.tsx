import { ArrowRight } from "lucide-react";
import { ClientWordmark } from "~/components/artwork/client-wordmark";
import { Portrait } from "~/components/artwork/portrait";
import { actionLabels } from "~/content/facts";
import { caseStudyOfTestimonial } from "~/content/relations";
import { avatarSizePx, testimonials } from "~/content/testimonials";
import { pathTo } from "~/route-paths";

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
        <ClientWordmark slug={study.slug} />
      </div>
      <blockquote className="mt-4 flex-1 text-pretty">“{testimonial.content}”</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <Portrait person={testimonial.slug} size={avatarSizePx} className="size-14" />
        <span>
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="block text-sm text-muted-foreground">{testimonial.role}</span>
        </span>
      </figcaption>
      <a
        href={pathTo("case-study", { slug: study.slug })}
        className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {actionLabels.readCaseStudy}
        <ArrowRight aria-hidden="true" className="size-4" />
        <span className="sr-only">: {testimonial.name}&apos;s project</span>
      </a>
    </figure>
  );
}

/** One copy of the strip's cards, as the `<li>` items of its list (server-rendered markup). */
export function TestimonialItems() {
  return (
    <>
      {testimonials.map((t) => (
        <li key={t.slug} className="pr-6">
          <TestimonialCard testimonial={t} />
        </li>
      ))}
    </>
  );
}
