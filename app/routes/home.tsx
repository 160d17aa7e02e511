import { AboutSection } from "~/components/sections/about-section";
import { ContactSection } from "~/components/sections/contact-section";
import { contactSectionHtml } from "~/components/sections/contact-section.static";
import { HomeHero } from "~/components/sections/home-hero";
import { PortfolioSection } from "~/components/sections/portfolio-section";
import { ServicesSection } from "~/components/sections/services-section";
import { TechStackSection } from "~/components/sections/tech-stack-section";
import { testimonialCardsHtml } from "~/components/sections/testimonials-cards.static";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { StaticHtml } from "~/components/static-html";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { pageRef } from "~/route-paths";
import { renderStatic } from "~/server/render-static.server";
import { siteConfig } from "~/site.config";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  return {
    meta: pageMeta({
      title: "Web, Mobile & AI App Development Agency in India",
      description: siteConfig.tagline,
      page: pageRef("home"),
      isHome: true,
    }),
    html: {
      top: renderStatic(
        request,
        "home",
        <>
          <HomeHero />
          <ServicesSection />
          <PortfolioSection />
          <TechStackSection />
        </>,
      ),
      about: renderStatic(request, "home-about", <AboutSection />),
    },
    testimonials: testimonialCardsHtml(request),
    contact: contactSectionHtml(request),
  };
}

export const meta = loaderMeta;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { html, testimonials, contact } = loaderData;
  return (
    <>
      <StaticHtml html={html.top} />
      <TestimonialsSection cardsHtml={testimonials} />
      <StaticHtml html={html.about} />
      <ContactSection html={contact} />
    </>
  );
}
