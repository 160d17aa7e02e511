import { AboutSection } from "~/components/sections/about-section";
import { ContactSection } from "~/components/sections/contact-section";
import { PageHeader } from "~/components/sections/page-header";
import { ServicesSection } from "~/components/sections/services-section";
import { aboutHeadline } from "~/content/company";
import { pageMeta } from "~/lib/seo";
import { pageRef } from "~/route-paths";

export const meta = () =>
  pageMeta({
    title: "About Us",
    description: aboutHeadline.lead,
    page: pageRef("about"),
  });

/** About: headline, statistics, story (#story), expertise, Trusted By, #services and #contact. */
export default function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow={aboutHeadline.eyebrow}
        title={aboutHeadline.title}
        lead={aboutHeadline.lead}
      >
        <p className="mt-8 flex flex-wrap justify-center gap-4">
          <a
            href="#story"
            className="rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground hover:opacity-90"
          >
            Our Story
          </a>
          <a
            href="#services"
            className="rounded-full border bg-card px-6 py-3 font-semibold hover:bg-muted"
          >
            Our Services
          </a>
          <a
            href="#contact"
            className="rounded-full border bg-card px-6 py-3 font-semibold hover:bg-muted"
          >
            Contact Us
          </a>
        </p>
      </PageHeader>
      <AboutSection headingHidden />
      <ServicesSection />
      <ContactSection />
    </>
  );
}
