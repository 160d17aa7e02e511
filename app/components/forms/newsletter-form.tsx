import { newsletterNote } from "~/content/forms";
import type { NewsletterField } from "~/forms/schemas";
import {
  FieldError,
  FormStatus,
  SpamTrapFields,
  formAnswer,
  formEncoding,
  invalidProps,
} from "./field";
import { pathTo } from "~/route-paths";

/**
 * The newsletter box. Posts to /newsletter (double opt-in): without JavaScript the /newsletter
 * page shows the result; with it, the shell module sends it in place (app/shell/forms.ts).
 * `serverResult` is what the /newsletter route answered to a plain post, when this form is
 * rendered there (the footer's copy passes none).
 */
export function NewsletterForm({
  idPrefix = "newsletter",
  serverResult,
}: {
  idPrefix?: string;
  serverResult?: unknown;
}) {
  const { result, errors, text } = formAnswer<NewsletterField>(serverResult);
  const emailId = `${idPrefix}-email`;
  const titleId = `${idPrefix}-title`;
  return (
    <form
      method="post"
      encType={formEncoding}
      action={pathTo("newsletter")}
      noValidate
      data-enhance=""
      className="relative max-w-sm"
      aria-labelledby={titleId}
      data-form-status={result?.status ?? "idle"}
    >
      <h2 id={titleId} className="text-sm font-semibold">
        Subscribe to Our Newsletter
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
          defaultValue={text("email")}
          className="min-w-0 flex-1 rounded-full border bg-background px-4 py-2 text-sm aria-[invalid=true]:border-destructive"
          {...invalidProps(emailId, errors.email)}
        />
        <button
          type="submit"
          className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground disabled:cursor-wait disabled:opacity-70"
        >
          Subscribe
        </button>
      </div>
      <FieldError id={emailId} error={errors.email} />
      <SpamTrapFields idPrefix={idPrefix} />
      <FormStatus id={`${idPrefix}-status`} result={result} className="mt-2" oneField />
      {/* A link's name never breaks across lines: in the footer's 24rem column at 1440 px the
          line broke inside "Terms of Service", leaving "of Service" alone below. */}
      <p className="mt-2 text-xs text-pretty text-muted-foreground">
        {newsletterNote.before}
        <a href={newsletterNote.privacy.href} className="whitespace-nowrap underline">
          {newsletterNote.privacy.label}
        </a>
        {newsletterNote.and}
        <a href={newsletterNote.terms.href} className="whitespace-nowrap underline">
          {newsletterNote.terms.label}
        </a>
        {newsletterNote.after}
      </p>
    </form>
  );
}
