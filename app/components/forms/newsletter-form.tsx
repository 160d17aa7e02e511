import { newsletterNote } from "~/content/forms";
import type { NewsletterField } from "~/forms/schemas";
import { FieldError, FormStatus, SpamTrapFields, invalidProps } from "./field";
import { useFormStartToken, useFormSubmission } from "./use-form-submission";
import { pathTo } from "~/route-paths";

async function validateNewsletter(form: FormData) {
  const { newsletterSchema, validateForm } = await import("~/forms/schemas");
  return validateForm<NewsletterField>(form, newsletterSchema);
}

const preloadSchemas = () => void import("~/forms/schemas");

/**
 * The newsletter box. Posts to /newsletter (double opt-in): without JavaScript the /newsletter
 * page shows the result; with JavaScript it is sent in place. `serverResult` is what the
 * /newsletter route answered to a plain post, when this form is rendered there.
 */
export function NewsletterForm({
  idPrefix = "newsletter",
  serverResult,
  enhance = false,
}: {
  idPrefix?: string;
  serverResult?: unknown;
  /**
   * Server-rendered markup the shell module posts in place (app/shell/forms.ts), for the site
   * shell on pages without React.
   */
  enhance?: boolean;
}) {
  const startToken = useFormStartToken();
  const { fetcher, formRef, outcome, result, errors, sending, onSubmit } = useFormSubmission({
    action: pathTo("newsletter"),
    validate: validateNewsletter,
    serverResult,
  });
  const typed = result?.status === "invalid" ? result.values.email : undefined;
  const emailId = `${idPrefix}-email`;
  const titleId = `${idPrefix}-title`;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={pathTo("newsletter")}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadSchemas}
      className="relative max-w-sm"
      aria-labelledby={titleId}
      data-form-status={outcome.status}
      data-enhance={enhance ? "" : undefined}
    >
      <h2 id={titleId} className="text-sm font-semibold">
        Subscribe to our newsletter
      </h2>
      <div className="mt-3 flex gap-2">
        <label htmlFor={emailId} className="sr-only">
          Email address
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@company.com"
          defaultValue={typeof typed === "string" ? typed : undefined}
          className="min-w-0 flex-1 rounded-lg border bg-background px-3 py-2 text-sm aria-[invalid=true]:border-destructive"
          {...invalidProps(emailId, errors.email)}
        />
        <button
          type="submit"
          disabled={sending}
          aria-disabled={sending}
          className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground disabled:cursor-wait disabled:opacity-70"
        >
          {sending ? "Sending…" : "Subscribe"}
        </button>
      </div>
      <FieldError id={emailId} error={errors.email} />
      <SpamTrapFields idPrefix={idPrefix} startToken={startToken} />
      <FormStatus id={`${idPrefix}-status`} outcome={outcome} className="mt-2" />
      <p className="mt-2 text-xs text-muted-foreground">
        {newsletterNote.before}
        <a href={newsletterNote.privacy.href} className="underline">
          {newsletterNote.privacy.label}
        </a>
        {newsletterNote.and}
        <a href={newsletterNote.terms.href} className="underline">
          {newsletterNote.terms.label}
        </a>
        {newsletterNote.after}
      </p>
    </fetcher.Form>
  );
}
