import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Careers",
    description:
      "Join a remote-friendly team building web, mobile and AI products for clients around the world.",
    path: "/careers",
  });

export default function CareersPage() {
  return (
    <PageHeader
      title="Careers"
      lead="Join a remote-friendly team building web, mobile and AI products for clients around the world."
    />
  );
}
