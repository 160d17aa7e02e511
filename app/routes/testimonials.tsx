import { Link } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { pageMeta } from "~/lib/seo";
import { pageRef, pathTo } from "~/route-paths";

export const meta = () =>
  pageMeta({
    title: "Client Testimonials",
    description:
      "What founders, CTOs and operations leads say about working with our design and development team. Rated 5 out of 5.",
    page: pageRef("testimonials"),
  });

export default function TestimonialsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Testimonials"
        title="Loved by Our Clients"
        lead="Real feedback from the teams we design and build for."
      />
      <TestimonialsSection headingHidden />
      <p className="px-4 pb-20 text-center">
        <Link
          to={pathTo("contact")}
          className="inline-flex rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground hover:opacity-90"
        >
          Start Your Project
        </Link>
      </p>
    </>
  );
}
