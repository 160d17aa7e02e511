import { data } from "react-router";
import type { Route } from "./+types/careers";
import { CareersSection, JobRole } from "~/components/sections/careers-section";
import { PageHeader } from "~/components/sections/page-header";
import { isRemote, jobOpenings } from "~/content/careers";
import { loaderMeta } from "~/lib/loader-meta";
import { jobPostingJsonLd } from "~/lib/structured-data";
import { pageRef, pathTo } from "~/route-paths";
import { pageMeta } from "~/lib/seo";
import { siteConfig } from "~/site.config";

/** Each opening as the meta description names it: "UI/UX Graphic Designer (Remote, Full-time)". */
const openings = jobOpenings.map((job) => `${job.title} (${job.location}, ${job.type})`).join(", ");

const jobById = (id: string | undefined) => jobOpenings.find((job) => job.id === id);

export function loader({ params }: Route.LoaderArgs) {
  if (!params.id) {
    return {
      id: null,
      meta: pageMeta({
        title: "Careers",
        // The roles themselves, from the content, so the description never promises one we lack.
        description: `Open roles at ${siteConfig.brandName}, a software agency building web, mobile and AI products since ${siteConfig.foundedYear}: ${openings}.`,
        page: pageRef("careers"),
      }),
    };
  }
  const job = jobById(params.id);
  if (!job) throw data(null, { status: 404 });
  return {
    id: job.id,
    meta: pageMeta({
      title: `${job.title} (${job.location}, ${job.type})`,
      description: `${job.title} (${job.location}, ${job.type}) at ${siteConfig.brandName}: the role, all its requirements and responsibilities, and how to apply.`,
      page: pageRef("careers", { id: job.id }),
      // The posting on the role's own page: search engines take job postings from a job's page,
      // never from a list of jobs.
      jsonLd: [
        jobPostingJsonLd({
          title: job.title,
          description: job.description,
          responsibilities: job.responsibilities,
          requirements: job.requirements,
          datePosted: job.datePosted,
          employmentType: job.type === "Full-time" ? "FULL_TIME" : "PART_TIME",
          remote: isRemote(job),
        }),
      ],
    }),
  };
}

export const meta = loaderMeta;

/** /careers lists the open positions; /careers/{id} is one role in full. */
export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const job = jobById(loaderData.id ?? undefined);
  if (job) {
    return (
      <>
        <PageHeader
          breadcrumbs={{ path: pathTo("careers", { id: job.id }), title: job.title }}
          eyebrow={`${job.department} · Open position`}
          title={job.title}
        />
        <JobRole job={job} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        eyebrow="Careers"
        title="Join Our Team"
        lead="Work on real products for clients around the world, with a team that values craft, kindness and growth."
      />
      <CareersSection />
    </>
  );
}
