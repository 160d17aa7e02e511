import { PageHeader } from "~/components/sections/page-header";
import { PortfolioSection } from "~/components/sections/portfolio-section";
import { loaderMeta } from "~/lib/loader-meta";
import { pageRef } from "~/route-paths";
import { pageMeta } from "~/lib/seo";

export const loader = () => ({
  meta: pageMeta({
    title: "Portfolio",
    description:
      "Apps and platforms we designed and built: healthcare, fintech, eCommerce, education, SaaS and AI projects for clients in India and abroad.",
    page: pageRef("portfolio"),
  }),
});

export const meta = loaderMeta;

export default function PortfolioPage() {
  return (
    <>
      <PageHeader
        eyebrow="Portfolio"
        title="Our Work"
        lead="Eleven products we designed, built and still support, across healthcare, fintech, retail, education and more."
      />
      {/* The first row of cards is above the fold on desktop. */}
      <PortfolioSection headingHidden eagerCount={3} />
    </>
  );
}
