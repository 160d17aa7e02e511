import { PageHeader } from "~/components/sections/page-header";
import { PortfolioSection } from "~/components/sections/portfolio-section";
import { StaticPage } from "~/components/static-html";
import { loaderMeta } from "~/lib/loader-meta";
import { pageRef } from "~/route-paths";
import { staticPage } from "~/server/static-page.server";
import type { Route } from "./+types/portfolio";

export const loader = ({ request }: Route.LoaderArgs) =>
  staticPage(request, {
    meta: {
      title: "Portfolio",
      description:
        "Apps and platforms we designed and built: healthcare, fintech, eCommerce, education, SaaS and AI projects for clients in India and abroad.",
      page: pageRef("portfolio"),
    },
    body: (
      <>
        <PageHeader
          eyebrow="Portfolio"
          title="Our Work"
          lead="Eleven products we designed, built and still support, across healthcare, fintech, retail, education and more."
        />
        {/* The first row of cards is above the fold on desktop. */}
        <PortfolioSection headingHidden eagerCount={3} />
      </>
    ),
  });

export const meta = loaderMeta;
export default StaticPage;
