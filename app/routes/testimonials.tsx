import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Client Testimonials",
    description:
      "What founders and product leaders say about working with our team on their apps and platforms.",
    path: "/testimonials",
  });

export default function TestimonialsPage() {
  return (
    <PageHeader
      title="What Our Clients Say"
      lead="What founders and product leaders say about working with our team on their apps and platforms."
    />
  );
}
