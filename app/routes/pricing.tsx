import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Pricing Plans",
    description:
      "Transparent app development pricing in INR: Starter, Growth and Enterprise plans, add-ons and a discovery call.",
    path: "/pricing",
  });

export default function PricingPage() {
  return (
    <PageHeader
      title="Pricing Plans"
      lead="Transparent app development pricing in INR: Starter, Growth and Enterprise plans, add-ons and a discovery call."
    />
  );
}
