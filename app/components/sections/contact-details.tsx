import { CalendarDays, Clock, Mail, MapPin, Phone } from "lucide-react";
import { BookingButton } from "~/components/booking-button";
import { buttonClasses } from "~/components/ui/button";
import { BusinessHoursList, ReplyByLine } from "~/components/business-hours";
import { contactHighlights } from "~/content/company";
import { companyFacts } from "~/content/facts";
import { siteConfig } from "~/site.config";
import { IconCard } from "./icon-card";
import { SectionHeading } from "./section-heading";

/** "Production incidents are answered around the clock, weekends included." */
const supportMeaning = companyFacts.support.meaning;

const { contact } = siteConfig;

export function ContactIntro({ headingHidden }: { headingHidden?: boolean }) {
  return (
    <>
      <SectionHeading
        id="contact-title"
        eyebrow="Contact"
        title="Let's talk about your project"
        lead={`Tell us what you want to build. We reply within ${contact.replyWithin}.`}
        visuallyHidden={headingHidden}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {contactHighlights.map((card) => (
          <li key={card.title}>
            <IconCard card={card} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** Contact details, business hours and the Schedule a Call card, beside the form. */
export function ContactDetails() {
  return (
    <div className="space-y-8 lg:col-span-2">
      <div className="rounded-2xl border bg-card p-6 shadow-sm">
        <h3 className="text-xl font-semibold">Contact Information</h3>
        <ul className="mt-4 space-y-4">
          <li className="flex items-center gap-3">
            <Mail aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <a
              href={`mailto:${contact.email}`}
              className="font-medium underline-offset-4 hover:underline"
            >
              {contact.email}
            </a>
          </li>
          <li className="flex items-center gap-3">
            <Phone aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <a
              href={`tel:${contact.phone}`}
              className="font-medium underline-offset-4 hover:underline"
            >
              {contact.phoneDisplay}
            </a>
          </li>
          <li className="flex items-center gap-3">
            <MapPin aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <span>
              {contact.location.city}, {contact.location.region}, {contact.location.country}
              <span className="block text-sm text-muted-foreground">
                {contact.location.summary}
              </span>
            </span>
          </li>
        </ul>
      </div>
      <div className="rounded-2xl border bg-card p-6 shadow-sm">
        <h3 className="flex items-center gap-2 text-xl font-semibold">
          <Clock aria-hidden="true" className="size-5 text-primary" />
          Business Hours
        </h3>
        <BusinessHoursList className="mt-4" />
        <p className="mt-4 text-sm text-muted-foreground">
          We reply to every message within {contact.replyWithin}.
        </p>
        <ReplyByLine className="mt-1" />
        {/* The hours are the office's; the 24/7 support promise is for live products. */}
        <p className="mt-3 text-sm text-muted-foreground">
          For products we support, {supportMeaning.charAt(0).toLowerCase()}
          {supportMeaning.slice(1)}
        </p>
      </div>
      <div className="rounded-2xl bg-band p-6 text-band-foreground">
        <h3 className="text-xl font-semibold">Prefer to talk?</h3>
        <p className="mt-2">Pick a time that suits you for a free consultation call.</p>
        <BookingButton
          event="freeConsultation"
          className={`mt-4 ${buttonClasses({ variant: "inverse" })}`}
        >
          <CalendarDays aria-hidden="true" className="size-4" />
          Schedule a Call
        </BookingButton>
      </div>
    </div>
  );
}
