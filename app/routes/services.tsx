import { data } from "react-router";
import type { Route } from "./+types/services";
import { PageHeader } from "~/components/sections/page-header";
import { services } from "~/content/services";
import { pageMeta } from "~/lib/seo";

export function loader({ params }: Route.LoaderArgs) {
  if (!params.slug) return { service: null };
  const service = services.find((s) => s.slug === params.slug);
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const service = loaderData?.service;
  return service
    ? pageMeta({
        title: `${service.title} Services`,
        description: `${service.title} by our team in India: planning, design, engineering and support for clients worldwide.`,
        path: `/services/${service.slug}`,
      })
    : pageMeta({
        title: "Our Services",
        description:
          "Web, mobile, AI/ML, UI/UX, SaaS, backend and custom software development services from a studio in India.",
        path: "/services",
      });
};

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <PageHeader
      title={service ? service.title : "Our Services"}
      lead="Design, engineering and support for web, mobile and AI products."
    />
  );
}
