import { Briefcase, Clock, IndianRupee, MapPin, Send, type LucideIcon } from "lucide-react";
import { careerCardPreviewCount, isRemote, jobOpenings } from "~/content/careers";
import { jobApplicationHref } from "~/lib/mailto";
import { pathTo } from "~/route-paths";
import { siteConfig } from "~/site.config";
import { accentClasses } from "./accents";
import { SectionHeading } from "./section-heading";
import { buttonClasses } from "~/components/ui/button";

type JobOpening = (typeof jobOpenings)[number];

/** The facts under a job's title, each with an icon and a label for screen readers. */
function jobFacts(job: JobOpening): { label: string; value: string; Icon: LucideIcon }[] {
  return [
    // Where applicants may live, as the posting's structured data states it.
    {
      label: "Location",
      value: isRemote(job) ? `Remote (${siteConfig.contact.location.country})` : job.location,
      Icon: MapPin,
    },
    { label: "Type", value: job.type, Icon: Clock },
    { label: "Salary", value: job.salary, Icon: IndianRupee },
    { label: "Department", value: job.department, Icon: Briefcase },
  ];
}

/**
 * The job's facts in a row: location, type, salary, department. Centred under a role's title, a
 * phone shows them two by two, so none is left alone on a second line.
 */
function JobFacts({
  job,
  centred = false,
  className = "",
}: {
  job: JobOpening;
  centred?: boolean;
  className?: string;
}) {
  const layout = centred
    ? "mx-auto grid w-fit grid-cols-2 sm:flex sm:flex-wrap sm:justify-center"
    : "flex flex-wrap";
  return (
    <dl className={`${layout} gap-x-6 gap-y-2 text-sm text-muted-foreground ${className}`}>
      {jobFacts(job).map(({ label, value, Icon }) => (
        <div key={label} className="flex items-center gap-1.5">
          <dt>
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Apply Now (the visitor's mail app, subject and greeting filled in), and the address itself; on
 * a card, beside it, the way to the role's own page, which a card's title alone hides.
 */
function ApplyNow({ job, onCard = false }: { job: JobOpening; onCard?: boolean }) {
  return (
    <div className={onCard ? undefined : "flex flex-col items-center text-center"}>
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={jobApplicationHref(
            siteConfig.contact.careersEmail,
            job.title,
            siteConfig.brandName,
          )}
          className={buttonClasses({ size: "lg" })}
        >
          <Send aria-hidden="true" className="size-4" />
          Apply Now
          <span className="sr-only">: {job.title}</span>
        </a>
        {onCard ? (
          <a
            href={pathTo("careers", { id: job.id })}
            className={buttonClasses({ size: "lg", variant: "secondary" })}
          >
            The Full Role
            <span className="sr-only">: {job.title}</span>
          </a>
        ) : null}
      </div>
      {/* For a visitor without a mail app, where the button's mailto does nothing. */}
      <p className="mt-3 text-sm text-muted-foreground">
        Or write to{" "}
        <a
          href={`mailto:${siteConfig.contact.careersEmail}`}
          className="font-medium text-primary underline"
        >
          {siteConfig.contact.careersEmail}
        </a>{" "}
        with “{job.title}” in the subject.
      </p>
    </div>
  );
}

/**
 * The first few items of a job's list, as the spec's card previews them, and the rest a tap
 * away (native <details>), so an applicant can read the whole role before writing.
 */
function PreviewList({
  title,
  items,
  testId,
}: {
  title: string;
  items: readonly string[];
  testId: string;
}) {
  const rest = items.slice(careerCardPreviewCount);
  return (
    <div>
      <h4 className="font-semibold">{title}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground" data-testid={testId}>
        {items.slice(0, careerCardPreviewCount).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {rest.length > 0 ? (
        <details className="group mt-2">
          <summary className="cursor-pointer py-1 text-sm font-semibold text-primary">
            {rest.length} more {title.toLowerCase()}
          </summary>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-muted-foreground">
            {rest.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** A card per opening, previewing three requirements and responsibilities, with Apply Now. */
export function CareersSection() {
  return (
    <section
      id="openings"
      aria-labelledby="openings-title"
      className="mx-auto max-w-5xl scroll-mt-20 px-4 pb-20"
    >
      <SectionHeading
        id="openings-title"
        title="Open Positions"
        lead="Remote-friendly roles for people who like shipping work that clients actually use."
      />
      <ul className="space-y-8">
        {jobOpenings.map((job) => (
          <li key={job.id} id={job.id} className="scroll-mt-24">
            <article
              aria-labelledby={`${job.id}-title`}
              data-testid="job-card"
              className="overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm"
            >
              <div
                aria-hidden="true"
                className={`h-1.5 bg-gradient-to-r ${accentClasses[job.accent].bar}`}
              />
              <div className="p-6 sm:p-8">
                <p>
                  <span
                    className={`rounded-full px-3 py-1 text-xs font-semibold ${accentClasses[job.accent].chip}`}
                  >
                    {job.department}
                  </span>
                </p>
                <h3 id={`${job.id}-title`} className="mt-3 text-2xl font-bold">
                  <a
                    href={pathTo("careers", { id: job.id })}
                    className="underline-offset-4 hover:underline"
                  >
                    {job.title}
                  </a>
                </h3>
                <JobFacts job={job} className="mt-4" />
                <p className="mt-4">{job.description}</p>
                <div className="mt-6 grid gap-6 md:grid-cols-2">
                  <PreviewList
                    title="Requirements"
                    items={job.requirements}
                    testId="job-requirements"
                  />
                  <PreviewList
                    title="Responsibilities"
                    items={job.responsibilities}
                    testId="job-responsibilities"
                  />
                </div>
                <div className="mt-8">
                  <ApplyNow job={job} onCard />
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One opening on its own page (/careers/{id}): the whole role, every requirement and
 * responsibility listed, and Apply Now. The page a search engine's job listing links to.
 */
export function JobRole({ job }: { job: JobOpening }) {
  const lists = [
    { title: "Requirements", items: job.requirements },
    { title: "Responsibilities", items: job.responsibilities },
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 pb-20">
      <JobFacts job={job} centred />
      <p className="mt-8 text-lg leading-relaxed">{job.description}</p>
      <div className="mt-10 grid gap-10 sm:grid-cols-2">
        {lists.map(({ title, items }) => (
          <section key={title} aria-labelledby={`job-${title.toLowerCase()}`}>
            <h2 id={`job-${title.toLowerCase()}`} className="text-xl font-bold">
              {title}
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-muted-foreground">
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="mt-12 rounded-2xl border bg-card p-6 text-card-foreground sm:p-8">
        <ApplyNow job={job} />
      </div>
      <p className="mt-8 text-center">
        <a
          href={`${pathTo("careers")}#openings`}
          className="font-medium text-primary underline underline-offset-4"
        >
          All Open Positions
        </a>
      </p>
    </div>
  );
}
