import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Portfolio",
    description:
      "Selected web, mobile and AI projects we have designed, built and shipped for startups and enterprises.",
    path: "/portfolio",
  });

export default function PortfolioPage() {
  return (
    <PageHeader
      title="Our Portfolio"
      lead="Selected web, mobile and AI projects we have designed, built and shipped for startups and enterprises."
    />
  );
}
