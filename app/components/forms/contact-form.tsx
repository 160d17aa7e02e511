import { Form, Link } from "react-router";
import { contactConsent, serviceInterests } from "~/content/forms";

const inputClass =
  "mt-1 block w-full rounded-lg border bg-background px-3 py-2 text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring";

/**
 * "Send us a Message" (spec section 3). Posts to the contact route's action; the leads issue
 * adds validation, storage and the in-place submission state.
 */
export function ContactForm({ action = "/contact" }: { action?: string }) {
  return (
    <Form method="post" action={action} className="space-y-5" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-2xl font-bold">
        Send us a Message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className="text-sm font-medium">
            Name
          </label>
          <input
            id="contact-name"
            name="name"
            autoComplete="name"
            required
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="contact-email" className="text-sm font-medium">
            Email
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="contact-phone" className="text-sm font-medium">
            Phone <span className="text-muted-foreground">(Optional)</span>
          </label>
          <input
            id="contact-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="contact-subject" className="text-sm font-medium">
            Subject
          </label>
          <input id="contact-subject" name="subject" required className={inputClass} />
        </div>
      </div>
      <div>
        <label htmlFor="contact-message" className="text-sm font-medium">
          Message
        </label>
        <textarea id="contact-message" name="message" rows={5} required className={inputClass} />
      </div>
      <fieldset>
        <legend className="text-sm font-medium">Services you are interested in</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {serviceInterests.map((service) => (
            <label key={service} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="services" value={service} className="size-4" />
              {service}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="consent" value="yes" required className="mt-0.5 size-4" />
        <span>
          {contactConsent.before}
          <Link to={contactConsent.linkHref} className="font-medium text-primary underline">
            {contactConsent.linkLabel}
          </Link>
          {contactConsent.after}
        </span>
      </label>
      <button
        type="submit"
        className="inline-flex rounded-full bg-primary px-6 py-3 font-semibold text-primary-foreground hover:opacity-90"
      >
        Send Message
      </button>
    </Form>
  );
}
