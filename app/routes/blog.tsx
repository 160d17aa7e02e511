import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Blog",
    description:
      "Notes on app costs, discovery calls and how we run software projects from first call to handover.",
    path: "/blog",
  });

export default function BlogPage() {
  return (
    <PageHeader
      title="Blog"
      lead="Notes on app costs, discovery calls and how we run software projects from first call to handover."
    />
  );
}
