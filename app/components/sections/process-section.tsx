import { ArrowRight } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { actionLabels, companyFacts } from "~/content/facts";
import { processPhases } from "~/content/process";
import { pathTo } from "~/route-paths";

/**
 * How a project runs, as a timeline: the heading and the way to a price on the left, the four
 * phases down a line on the right, each with its length and what the client holds at its end.
 */
export function ProcessSection() {
  return (
    <section aria-labelledby="process-title" className="border-y bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[2fr_3fr] lg:gap-20 lg:px-8">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">How we work</p>
          <h2
            id="process-title"
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            From first call to a product in your customers’ hands
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            A fixed quote after discovery, a demo every two weeks, and the same team after launch.
            Small to medium projects take {companyFacts.typicalProjectWeeks.min}–
            {companyFacts.typicalProjectWeeks.max} weeks from kick-off to launch; large platforms
            take longer.
          </p>
          <a href={pathTo("estimate")} className={`mt-8 ${buttonClasses({ size: "lg" })}`}>
            {actionLabels.estimateProject}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>
        <ol className="relative space-y-10 border-l-2 border-primary/20 pl-8 sm:pl-10">
          {processPhases.map((phase, index) => (
            <li key={phase.title} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-0 -left-[calc(2rem+1.0625rem)] grid size-8 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground ring-4 ring-background sm:-left-[calc(2.5rem+1.0625rem)]"
              >
                {index + 1}
              </span>
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <h3 className="text-xl font-semibold">{phase.title}</h3>
                <span className="rounded-full bg-card px-2.5 py-0.5 text-sm font-semibold text-muted-foreground ring-1 ring-border">
                  {phase.duration}
                </span>
              </div>
              <p className="mt-2 text-pretty text-muted-foreground">{phase.text}</p>
              <p className="mt-3 text-sm font-semibold">
                <span className="text-muted-foreground">You get: </span>
                {phase.outcome}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
