import { AboutSection } from "~/components/sections/about-section";
import { ContactSection } from "~/components/sections/contact-section";
import { PageHeader } from "~/components/sections/page-header";
import { ServicesSection } from "~/components/sections/services-section";
import { aboutHeadline } from "~/content/company";
import { loaderMeta } from "~/lib/loader-meta";
import { pageMeta } from "~/lib/seo";
import { pageRef, pathTo } from "~/route-paths";
import { buttonClasses } from "~/components/ui/button";

export const loader = () => ({
  meta: pageMeta({
    title: "About Us",
    description: aboutHeadline.lead,
    page: pageRef("about"),
  }),
});

export const meta = loaderMeta;

export default function AboutPage() {
  return (
    <>
      <AboutBody />
      <ContactSection />
    </>
  );
}

/** About: headline, statistics, story (#story), expertise, Trusted By and #services (#contact follows). */
function AboutBody() {
  return (
    <>
      <PageHeader
        eyebrow={aboutHeadline.eyebrow}
        title={aboutHeadline.title}
        lead={aboutHeadline.lead}
      >
        <p className="mt-8 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:justify-center sm:gap-4">
          <a href="#story" className={buttonClasses({ size: "lg" })}>
            Our Story
          </a>
          <a href={pathTo("team")} className={buttonClasses({ variant: "secondary", size: "lg" })}>
            Meet the Team
          </a>
          <a href="#services" className={buttonClasses({ variant: "secondary", size: "lg" })}>
            Our Services
          </a>
          <a href="#contact" className={buttonClasses({ variant: "secondary", size: "lg" })}>
            Contact Us
          </a>
        </p>
      </PageHeader>
      <AboutSection headingHidden />
      <ServicesSection />
    </>
  );
}
