import { useActionData } from "react-router";
import { serviceInterests } from "~/content/forms";
import { contactLimits } from "~/forms/fields";
import type { ContactField } from "~/forms/schemas";
import { formatIndianNumber } from "~/lib/indian-number";
import {
  ConsentField,
  FieldError,
  FormStatus,
  PersonFields,
  SendAgainLink,
  SendAgainMark,
  SentHeading,
  SpamTrapFields,
  TextField,
  untilSent,
  formAnswer,
  formEncoding,
  invalidProps,
} from "./field";
import { contactFormAnchor, pathTo } from "~/route-paths";
import { buttonClasses } from "~/components/ui/button";

/**
 * "Send us a Message" (spec section 3). A plain form that posts to the contact route: without
 * JavaScript the page comes back with the result; with it, the shell module sends it in place
 * and shows the same answer inline (app/shell/forms.ts).
 */
export function ContactForm({
  // A plain post's answer page opens at the form, where its outcome is.
  action = `${pathTo("contact")}#${contactFormAnchor}`,
  prefill = {},
}: {
  action?: string;
  /** Starting text, e.g. from /contact?plan=growth or an estimate's "Send this estimate". */
  prefill?: Partial<Record<"subject" | "message", string>>;
}) {
  const { result, errors, values, text } = formAnswer<ContactField>(useActionData());
  const typedOrPrefill = (field: "subject" | "message") => text(field) ?? prefill[field];
  const chosen = new Set(Array.isArray(values.services) ? values.services : []);

  return (
    <form
      method="post"
      encType={formEncoding}
      action={action}
      noValidate
      data-enhance=""
      className="relative space-y-5"
      aria-labelledby={contactFormAnchor}
      data-form-status={result?.status ?? "idle"}
    >
      <SendAgainMark id="contact-form-again" />
      <h2 id={contactFormAnchor} className="text-2xl font-bold">
        Send us a Message
      </h2>
      <SentHeading level={3}>Message sent</SentHeading>
      {/* Arriving from an estimate, a plan or the NDA link: say the text came along (until a
          send in place empties the form, which removes the note: app/shell/forms.ts). */}
      {!result && (prefill.subject || prefill.message) ? (
        <p data-until-sent="" className="text-sm text-muted-foreground">
          We have filled in the{" "}
          {[prefill.subject ? "subject" : null, prefill.message ? "message" : null]
            .filter(Boolean)
            .join(" and ")}{" "}
          for you. Add anything you like about your project, then send it.
        </p>
      ) : null}
      {/* A plain post's answer opens here (the action's #fragment): its outcome first. */}
      {result ? <FormStatus id="contact-form-status" result={result} /> : null}
      <div className={`space-y-5 ${untilSent}`}>
        <div className="grid gap-5 sm:grid-cols-2">
          <PersonFields idOf={(field) => `contact-${field}`} value={text} errors={errors} />
          <TextField
            id="contact-subject"
            name="subject"
            label="Subject"
            required
            defaultValue={typedOrPrefill("subject")}
            error={errors.subject}
          />
        </div>
        <TextField
          id="contact-message"
          name="message"
          label="Message"
          multiline
          required
          hint={`${contactLimits.messageMin} to ${formatIndianNumber(contactLimits.messageMax)} characters`}
          defaultValue={typedOrPrefill("message")}
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
                  className="size-4 shrink-0 accent-[var(--primary)]"
                />
                {service}
              </label>
            ))}
          </div>
          <FieldError id="contact-services" error={errors.services} />
        </fieldset>
        <ConsentField
          id="contact-consent"
          checked={text("consent") === "yes"}
          error={errors.consent}
        />
        <SpamTrapFields idPrefix="contact" />
        {/*
        The visitor's time zone, filled in by the shell module, so the answer says when our reply
        is due in their time, as the page's own reply line does; without it, in ours.
      */}
        <input type="hidden" name="timeZone" defaultValue="" data-visitor-time-zone="" />
        <button type="submit" className={buttonClasses({ size: "lg" })}>
          Send Message
        </button>
      </div>
      {result ? null : <FormStatus id="contact-form-status" result={result} />}
      <SendAgainLink markId="contact-form-again">Send Another Message</SendAgainLink>
    </form>
  );
}
