import { useActionData } from "react-router";
import { contactConsent, serviceInterests } from "~/content/forms";
import type { ContactField } from "~/forms/schemas";
import {
  FieldError,
  FormStatus,
  PersonFields,
  SpamTrapFields,
  TextField,
  invalidProps,
} from "./field";
import { useFormStartToken, useFormSubmission } from "./use-form-submission";
import { pathTo } from "~/route-paths";
import { buttonClasses } from "~/components/ui/button";

/** Client-side check with the same zod schema the server uses; zod loads only when needed. */
async function validateContact(form: FormData) {
  const { contactSchema, validateForm } = await import("~/forms/schemas");
  return validateForm<ContactField>(form, contactSchema);
}

const preloadSchemas = () => void import("~/forms/schemas");

/**
 * "Send us a Message" (spec section 3). A route action form: without JavaScript it posts to the
 * contact route and the page comes back with the result; with JavaScript it is checked and
 * sent in place.
 */
export function ContactForm({
  action = pathTo("contact"),
  prefill = {},
}: {
  action?: string;
  /** Starting text, e.g. from /contact?plan=growth or an estimate's "Send this estimate". */
  prefill?: Partial<Record<"subject" | "message", string>>;
}) {
  const serverResult = useActionData();
  const startToken = useFormStartToken();
  const { fetcher, formRef, outcome, result, errors, sending, onSubmit } = useFormSubmission({
    action,
    validate: validateContact,
    serverResult,
  });
  const noValues: Partial<Record<ContactField, string | string[]>> = {};
  const values = result?.status === "invalid" ? result.values : { ...noValues, ...prefill };
  const text = (field: ContactField) => {
    const value = values[field];
    return typeof value === "string" ? value : undefined;
  };
  const chosen = new Set(Array.isArray(values.services) ? values.services : []);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadSchemas}
      className="relative space-y-5"
      aria-labelledby="contact-form-title"
      data-form-status={outcome.status}
    >
      <h2 id="contact-form-title" className="text-2xl font-bold">
        Send us a Message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields idOf={(field) => `contact-${field}`} value={text} errors={errors} />
        <TextField
          id="contact-subject"
          name="subject"
          label="Subject"
          required
          defaultValue={text("subject")}
          error={errors.subject}
        />
      </div>
      <TextField
        id="contact-message"
        name="message"
        label="Message"
        multiline
        required
        defaultValue={text("message")}
        error={errors.message}
      />
      <fieldset {...invalidProps("contact-services", errors.services)}>
        <legend className="text-sm font-medium">Services you are interested in</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {serviceInterests.map((service, index) => (
            <label key={service} className="flex items-center gap-2 text-sm">
              <input
                id={index === 0 ? "contact-services" : undefined}
                type="checkbox"
                name="services"
                value={service}
                defaultChecked={chosen.has(service)}
                className="size-4"
              />
              {service}
            </label>
          ))}
        </div>
        <FieldError id="contact-services" error={errors.services} />
      </fieldset>
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input
            id="contact-consent"
            type="checkbox"
            name="consent"
            value="yes"
            required
            defaultChecked={text("consent") === "yes"}
            className="mt-0.5 size-4"
            {...invalidProps("contact-consent", errors.consent)}
          />
          <span>
            {contactConsent.before}
            <a href={contactConsent.linkHref} className="font-medium text-primary underline">
              {contactConsent.linkLabel}
            </a>
            {contactConsent.after}
          </span>
        </label>
        <FieldError id="contact-consent" error={errors.consent} />
      </div>
      <SpamTrapFields idPrefix="contact" startToken={startToken} />
      <button
        type="submit"
        disabled={sending}
        aria-disabled={sending}
        className={buttonClasses({ size: "lg" })}
      >
        {sending ? "Sending…" : "Send Message"}
      </button>
      <FormStatus id="contact-form-status" outcome={outcome} />
    </fetcher.Form>
  );
}
