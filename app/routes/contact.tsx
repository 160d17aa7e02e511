import { ContactSection } from "~/components/sections/contact-section";
import { FaqSection } from "~/components/sections/faq-section";
import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/seo";
import { siteConfig } from "~/site.config";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description: `Talk to our team about your project. We reply within ${siteConfig.contact.replyWithin}, Monday to Saturday.`,
    path: "/contact",
  });

export default function ContactPage() {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Get in Touch"
        lead={`Tell us about your project. We reply within ${siteConfig.contact.replyWithin}, Monday to Saturday.`}
      />
      <ContactSection headingHidden />
      <FaqSection />
    </>
  );
}
