import { CareersSection } from "~/components/sections/careers-section";
import { PageHeader } from "~/components/sections/page-header";
import { jobOpenings } from "~/content/careers";
import { pageMeta } from "~/lib/seo";
import { jobPostingJsonLd } from "~/lib/structured-data";
import { siteConfig } from "~/site.config";
import { pageRef } from "~/route-paths";

export const meta = () =>
  pageMeta({
    title: "Careers",
    description: `Join ${siteConfig.brandName}: remote design and engineering roles at a software agency building web, mobile and AI products since ${siteConfig.foundedYear}.`,
    page: pageRef("careers"),
    jsonLd: jobOpenings.map((job) =>
      jobPostingJsonLd({
        title: job.title,
        description: job.description,
        datePosted: job.datePosted,
        employmentType: job.type === "Full-time" ? "FULL_TIME" : "PART_TIME",
        remote: job.location === "Remote",
      }),
    ),
  });

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
