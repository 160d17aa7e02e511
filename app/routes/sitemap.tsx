import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Sitemap",
    description: "Every page of the site in one place, grouped like the navigation.",
    path: "/sitemap",
  });

export default function SitemapPage() {
  return (
    <PageHeader
      title="Sitemap"
      lead="Every page of the site in one place, grouped like the navigation."
    />
  );
}
