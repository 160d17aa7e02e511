import { RenderLater } from "~/components/render-later";
import { AboutSection } from "~/components/sections/about-section";
import { ContactSection } from "~/components/sections/contact-section";
import { FeaturedWorkSection } from "~/components/sections/featured-work-section";
import { HomeHero } from "~/components/sections/home-hero";
import { PortfolioSection } from "~/components/sections/portfolio-section";
import { ProcessSection } from "~/components/sections/process-section";
import { ServicesSection } from "~/components/sections/services-section";
import { TechStackSection } from "~/components/sections/tech-stack-section";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { StaticHtml } from "~/components/static-html";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { withStaticHtml } from "~/lib/static-html-loader";
import { pageRef } from "~/route-paths";
import { siteConfig } from "~/site.config";
import type { Route } from "./+types/home";

export const loader = () => ({
  meta: pageMeta({
    title: "Web, Mobile & AI App Development Agency in India",
    description: siteConfig.tagline,
    page: pageRef("home"),
    isHome: true,
  }),
});

export const clientLoader = (args: Route.ClientLoaderArgs) => withStaticHtml(args);
export const meta = loaderMeta;

export default function HomePage() {
  return (
    <>
      <StaticHtml id="home">{import.meta.env.SSR && <HomeHero />}</StaticHtml>
      {/* Below the hero: 600 of the page's 1,100 elements, laid out as the visitor nears them
          while the page loads (StaticHtml renderLater). */}
      <StaticHtml id="home-sections" renderLater>
        {import.meta.env.SSR && (
          <>
            <ServicesSection />
            <FeaturedWorkSection />
            <PortfolioSection />
            <ProcessSection />
            <TechStackSection />
          </>
        )}
      </StaticHtml>
      <RenderLater>
        <TestimonialsSection />
      </RenderLater>
      <StaticHtml id="home-about" renderLater>
        {import.meta.env.SSR && <AboutSection />}
      </StaticHtml>
      <ContactSection />
    </>
  );
}
