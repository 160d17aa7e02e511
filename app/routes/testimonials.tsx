import { PageHeader } from "~/components/sections/page-header";
import { buttonClasses } from "~/components/ui/button";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { pageRef, pathTo } from "~/route-paths";

export const loader = () => ({
  meta: pageMeta({
    title: "Client Testimonials",
    description:
      "What founders, CTOs and operations leads say about working with our design and development team. Rated 5 out of 5.",
    page: pageRef("testimonials"),
  }),
});

export const meta = loaderMeta;

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
        <a href={pathTo("contact")} className={buttonClasses({ size: "lg" })}>
          Start Your Project
        </a>
      </p>
    </>
  );
}
