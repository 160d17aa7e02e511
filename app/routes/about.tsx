import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "About Us",
    description:
      "Founded in 2015, we are a software studio in India building web, mobile, AI and custom software for clients worldwide.",
    path: "/about",
  });

export default function AboutPage() {
  return (
    <PageHeader
      title="About Us"
      lead="Founded in 2015, we are a software studio in India building web, mobile, AI and custom software for clients worldwide."
    />
  );
}
