import { Briefcase, Clock, IndianRupee, MapPin, Send } from "lucide-react";
import { careerCardPreviewCount, jobOpenings } from "~/content/careers";
import { jobApplicationHref } from "~/lib/mailto";
import { siteConfig } from "~/site.config";
import { accentClasses } from "./accents";
import { SectionHeading } from "./section-heading";

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
                  {job.title}
                </h3>
                <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
                  <div className="flex items-center gap-1.5">
                    <dt>
                      <MapPin aria-hidden="true" className="size-4" />
                      <span className="sr-only">Location</span>
                    </dt>
                    <dd>{job.location}</dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <dt>
                      <Clock aria-hidden="true" className="size-4" />
                      <span className="sr-only">Type</span>
                    </dt>
                    <dd>{job.type}</dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <dt>
                      <IndianRupee aria-hidden="true" className="size-4" />
                      <span className="sr-only">Salary</span>
                    </dt>
                    <dd>{job.salary}</dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <dt>
                      <Briefcase aria-hidden="true" className="size-4" />
                      <span className="sr-only">Department</span>
                    </dt>
                    <dd>{job.department}</dd>
                  </div>
                </dl>
                <p className="mt-4">{job.description}</p>
                <div className="mt-6 grid gap-6 md:grid-cols-2">
                  <div>
                    <h4 className="font-semibold">Requirements</h4>
                    <ul
                      className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground"
                      data-testid="job-requirements"
                    >
                      {job.requirements.slice(0, careerCardPreviewCount).map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4 className="font-semibold">Responsibilities</h4>
                    <ul
                      className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground"
                      data-testid="job-responsibilities"
                    >
                      {job.responsibilities.slice(0, careerCardPreviewCount).map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                </div>
                <a
                  href={jobApplicationHref(
                    siteConfig.contact.careersEmail,
                    job.title,
                    siteConfig.brandName,
                  )}
                  className="mt-8 inline-flex items-center gap-2 rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground hover:opacity-90"
                >
                  <Send aria-hidden="true" className="size-4" />
                  Apply Now
                  <span className="sr-only">: {job.title}</span>
                </a>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
