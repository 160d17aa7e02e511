import { AboutSection } from "~/components/sections/about-section";
import { ContactSection } from "~/components/sections/contact-section";
import { HomeHero } from "~/components/sections/home-hero";
import { PortfolioSection } from "~/components/sections/portfolio-section";
import { ServicesSection } from "~/components/sections/services-section";
import { TechStackSection } from "~/components/sections/tech-stack-section";
import { TestimonialsSection } from "~/components/sections/testimonials-section";
import { pageMeta } from "~/lib/seo";
import { siteConfig } from "~/site.config";
import { pageRef } from "~/route-paths";

export const meta = () =>
  pageMeta({
    title: "Web, Mobile & AI App Development Agency in India",
    description: siteConfig.tagline,
    page: pageRef("home"),
    isHome: true,
  });

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <ServicesSection />
      <PortfolioSection />
      <TechStackSection />
      <TestimonialsSection />
      <AboutSection />
      <ContactSection />
    </>
  );
}
