import { CareersSection } from "~/components/sections/careers-section";
import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/seo";
import { siteConfig } from "~/site.config";

export const meta = () =>
  pageMeta({
    title: "Careers",
    description: `Join ${siteConfig.brandName}: remote design and engineering roles at a software agency building web, mobile and AI products since ${siteConfig.foundedYear}.`,
    path: "/careers",
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
