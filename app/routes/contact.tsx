import type { Route } from "./+types/contact";
import { ContactSection } from "~/components/sections/contact-section";
import { FaqSection } from "~/components/sections/faq-section";
import { PageHeader } from "~/components/sections/page-header";
import { faqs } from "~/content/faq";
import { pageMeta } from "~/lib/seo";
import { faqPageJsonLd } from "~/lib/structured-data";
import { contactAction } from "~/server/form-actions.server";
import { formPostHeaders } from "~/server/form-post.server";
import { siteConfig } from "~/site.config";
import { pageRef, pathTo } from "~/route-paths";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description: `Talk to our team about your project. We reply within ${siteConfig.contact.replyWithin}, Monday to Saturday.`,
    page: pageRef("contact"),
    jsonLd: [faqPageJsonLd(faqs, pathTo("contact"))],
  });

/** The contact form posts here (stored as a lead; see app/server/form-actions.server.ts). */
/** A plain (no-JS) post's answer carries the action's Retry-After. */
export const headers = formPostHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

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
