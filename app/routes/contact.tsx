import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description:
      "Talk to our team about your project. We reply within 24 hours, Monday to Saturday.",
    path: "/contact",
  });

export default function ContactPage() {
  return (
    <PageHeader
      title="Contact Us"
      lead="Talk to our team about your project. We reply within 24 hours, Monday to Saturday."
    />
  );
}
