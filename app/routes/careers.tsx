import { CareersSection } from "~/components/sections/careers-section";
import { PageHeader } from "~/components/sections/page-header";
import { isRemote, jobOpenings } from "~/content/careers";
import { loaderMeta } from "~/lib/loader-meta";
import { jobPostingJsonLd } from "~/lib/structured-data";
import { pageRef } from "~/route-paths";
import { pageMeta } from "~/lib/seo";
import { siteConfig } from "~/site.config";

/** Each opening as the meta description names it: "UI/UX Graphic Designer (Remote, Full-time)". */
const openings = jobOpenings.map((job) => `${job.title} (${job.location}, ${job.type})`).join(", ");

export const loader = () => ({
  meta: pageMeta({
    title: "Careers",
    // The roles themselves, from the content, so the description never promises one we lack.
    description: `Open roles at ${siteConfig.brandName}, a software agency building web, mobile and AI products since ${siteConfig.foundedYear}: ${openings}.`,
    page: pageRef("careers"),
    jsonLd: jobOpenings.map((job) =>
      jobPostingJsonLd({
        title: job.title,
        description: job.description,
        responsibilities: job.responsibilities,
        requirements: job.requirements,
        datePosted: job.datePosted,
        employmentType: job.type === "Full-time" ? "FULL_TIME" : "PART_TIME",
        remote: isRemote(job),
      }),
    ),
  }),
});

export const meta = loaderMeta;

export default function CareersPage() {
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
