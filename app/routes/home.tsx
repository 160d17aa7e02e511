import { AboutSection } from "~/components/sections/about-section";
import { ContactSection } from "~/components/sections/contact-section";
import { FeaturedWorkSection } from "~/components/sections/featured-work-section";
import { HomeHero } from "~/components/sections/home-hero";
import { PortfolioSection } from "~/components/sections/portfolio-section";
import { ProcessSection } from "~/components/sections/process-section";
import { ServicesSection } from "~/components/sections/services-section";
import { TechStackSection } from "~/components/sections/tech-stack-section";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { pageRef } from "~/route-paths";
import { siteConfig } from "~/site.config";

/** After the brand, within the ~60 characters a search result shows before it cuts a title. */
export const homeTitle = "Web, Mobile & AI Development in India";

export const loader = () => ({
  meta: pageMeta({
    title: homeTitle,
    description: siteConfig.tagline,
    page: pageRef("home"),
    isHome: true,
  }),
});

export const meta = loaderMeta;

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <ServicesSection />
      <FeaturedWorkSection />
      <PortfolioSection swipeOnPhones />
      <ProcessSection />
      <TechStackSection />
      <TestimonialsSection />
      <AboutSection trustedBy={false} />
      <ContactSection />
    </>
  );
}
