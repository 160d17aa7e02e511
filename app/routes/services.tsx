import { data } from "react-router";
import type { Route } from "./+types/services";
import { PageHeader } from "~/components/sections/page-header";
import { ServicesSection } from "~/components/sections/services-section";
import { services } from "~/content/services";
import { pageMeta } from "~/lib/seo";
import { pageRef } from "~/route-paths";

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
        description: service.description,
        page: pageRef("services", { slug: service.slug }),
      })
    : pageMeta({
        title: "Our Services",
        description:
          "Web, mobile, AI/ML, UI/UX, SaaS, backend and custom software development services from a studio in India.",
        page: pageRef("services"),
      });
};

/** /services and /services/{slug}: one screen; a slug page brings its service into view. */
export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow={service ? `${service.category} service` : "Services"}
        title={service ? `${service.title} Services` : "Our Services"}
        lead={
          service
            ? service.description
            : "Design, engineering and support for web, mobile and AI products, from one team."
        }
      />
      <ServicesSection selectedSlug={service?.slug} headingHidden />
    </>
  );
}
