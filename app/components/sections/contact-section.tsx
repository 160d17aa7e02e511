import { ContactForm } from "~/components/forms/contact-form";
import { ContactDetails, ContactIntro } from "./contact-details";
import { sectionPaddingY } from "./section-heading";

/**
 * The three info cards, contact details with mail and phone links, business hours, the
 * Schedule a Call button and the "Send us a Message" form (posted in place by the shell module).
 */
export function ContactSection({
  headingHidden,
  prefill,
}: {
  headingHidden?: boolean;
  prefill?: Partial<Record<"subject" | "message", string>>;
}) {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className={`mx-auto max-w-7xl scroll-mt-20 px-4 sm:px-6 lg:px-8 ${sectionPaddingY(headingHidden)}`}
    >
      <ContactIntro headingHidden={headingHidden} />
      <div className="mt-12 grid gap-10 lg:grid-cols-5">
        <ContactDetails />
        {/* Its own height: once sent, the confirmation is short and the card with it. */}
        <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8 lg:col-span-3 lg:self-start">
          <ContactForm prefill={prefill} />
        </div>
      </div>
    </section>
  );
}
