import { Link } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { testimonialCardsHtml } from "~/components/sections/testimonials-cards.static";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { StaticHtml } from "~/components/static-html";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { pageRef, pathTo } from "~/route-paths";
import { renderStatic } from "~/server/render-static.server";
import type { Route } from "./+types/testimonials";

export function loader({ request }: Route.LoaderArgs) {
  return {
    meta: pageMeta({
      title: "Client Testimonials",
      description:
        "What founders, CTOs and operations leads say about working with our design and development team. Rated 5 out of 5.",
      page: pageRef("testimonials"),
    }),
    html: {
      header: renderStatic(
        request,
        "testimonials-header",
        <PageHeader
          eyebrow="Testimonials"
          title="Loved by Our Clients"
          lead="Real feedback from the teams we design and build for."
        />,
      ),
      cta: renderStatic(
        request,
        "testimonials-cta",
        <p className="px-4 pb-20 text-center">
          <Link
            to={pathTo("contact")}
            className="inline-flex rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground hover:opacity-90"
          >
            Start Your Project
          </Link>
        </p>,
      ),
    },
    cards: testimonialCardsHtml(request),
  };
}

export const meta = loaderMeta;

export default function TestimonialsPage({ loaderData }: Route.ComponentProps) {
  const { html, cards } = loaderData;
  return (
    <>
      <StaticHtml html={html.header} />
      <TestimonialsSection cardsHtml={cards} headingHidden />
      <StaticHtml html={html.cta} />
    </>
  );
}
