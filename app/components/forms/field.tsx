import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { contactConsent } from "~/content/forms";
import { asFormResult, phoneExample, spamFieldNames, type FormResult } from "~/forms/fields";
import { formStatusClass } from "~/forms/form-status";

export const inputClass =
  "mt-1 block w-full rounded-lg border bg-background px-3 py-2 text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive";

/**
 * What a form shows when its page is the server's answer to a plain post of it: the outcome, each
 * field's error and the typed values (kept on a refusal too: a visitor asked to wait a minute
 * must not type it all again). On any other render (and when JavaScript posts the form in place,
 * app/shell/forms.ts) there is no answer, and the form starts empty.
 */
export function formAnswer<Field extends string>(serverResult: unknown) {
  const result = asFormResult<Field>(serverResult);
  const errors: Partial<Record<Field, string>> =
    result?.status === "invalid" ? result.fieldErrors : {};
  const values: Partial<Record<Field, string | string[]>> =
    (result?.status === "success" ? undefined : result?.values) ?? {};
  /** A field's typed text, for a text control's default value. */
  const text = (field: Field) => {
    const value = values[field];
    return typeof value === "string" ? value : undefined;
  };
  return { result, errors, values, text };
}

/**
 * How every visitor form is encoded when posted without JavaScript: as multipart, like the
 * shell's in-place post (`new FormData`). URL-encoding spends 9 bytes on each character of Hindi
 * or Tamil, so a message within the 5,000-character limit could pass the body ceiling
 * (FORM_BODY_LIMIT_BYTES) and be refused, typed text and all; multipart carries UTF-8 as is.
 */
export const formEncoding = "multipart/form-data";

/** The ids of a field's error message and hint, for aria-describedby. */
const errorIdOf = (id: string) => `${id}-error`;
const hintIdOf = (id: string) => `${id}-hint`;

/** A field's error message, announced with the field through aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorIdOf(id)} className="mt-1 text-sm font-medium text-destructive">
      {error}
    </p>
  );
}

/**
 * ARIA attributes that tie a control to its hint (when `hinted`) and its error message; the one
 * place they are set.
 */
export function invalidProps(
  id: string,
  error: string | undefined,
  { hinted = false }: { hinted?: boolean } = {},
) {
  const describedBy = [hinted && hintIdOf(id), error && errorIdOf(id)].filter(Boolean).join(" ");
  return {
    "aria-invalid": Boolean(error),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
}

interface TextFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  error?: string;
  defaultValue?: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  /** What the field takes (limits, formats), shown with it before anything is typed. */
  hint?: string;
}

/** A labelled input or textarea with its hint and error message, both read with the field. */
export function TextField({
  id,
  name,
  label,
  error,
  defaultValue,
  type = "text",
  autoComplete,
  required,
  multiline,
  rows = 5,
  maxLength,
  placeholder,
  hint,
}: TextFieldProps) {
  const shared = {
    id,
    name,
    defaultValue,
    required,
    maxLength,
    placeholder,
    className: inputClass,
    ...invalidProps(id, error, { hinted: Boolean(hint) }),
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea rows={rows} {...shared} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...shared} />
      )}
      {/* Under the control, so controls side by side in a grid stay level. */}
      {hint ? (
        <p id={hintIdOf(id)} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

type PersonField = "name" | "email" | "phone";

/** Callers abroad and at home alike: the number is dialled from India. */
const phoneHint = `With country code, e.g. ${phoneExample}`;

/**
 * Where a form asks whether we are to call (the request-a-call form's meeting): the form element
 * is this group, and the choice that needs a phone number carries `data-phone-required`.
 */
export const phoneChoiceGroup = "group/phone-choice";

/**
 * Who is asking: name, email and a phone, the same three fields in every lead form; the phone is
 * optional except where we are to call back. `idOf` names each field's element (the forms keep
 * their own ids), `value` is its starting text.
 */
export function PersonFields({
  idOf,
  value,
  errors,
  phoneRequired = false,
  phoneRequiredByChoice = false,
}: {
  idOf: (field: PersonField) => string;
  value: (field: PersonField) => string | undefined;
  errors: Partial<Record<PersonField, string>>;
  /** Whether the phone is required as the form is rendered. */
  phoneRequired?: boolean;
  /**
   * The phone is required only while the form's `data-phone-required` choice is checked (inside
   * `phoneChoiceGroup`): "(Optional)" is hidden by CSS then, with or without JavaScript, and the
   * shell keeps `required` in step (app/shell/forms.ts). The server's schema decides either way.
   */
  phoneRequiredByChoice?: boolean;
}) {
  return (
    <>
      <TextField
        id={idOf("name")}
        name="name"
        label="Name"
        autoComplete="name"
        required
        defaultValue={value("name")}
        error={errors.name}
      />
      <TextField
        id={idOf("email")}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        defaultValue={value("email")}
        error={errors.email}
      />
      <TextField
        id={idOf("phone")}
        name="phone"
        type="tel"
        label={
          phoneRequiredByChoice ? (
            <>
              Phone{" "}
              <span className="text-muted-foreground group-has-[[data-phone-required]:checked]/phone-choice:hidden">
                (Optional)
              </span>
            </>
          ) : phoneRequired ? (
            "Phone"
          ) : (
            <>
              Phone <span className="text-muted-foreground">(Optional)</span>
            </>
          )
        }
        hint={phoneHint}
        autoComplete="tel"
        required={phoneRequired}
        defaultValue={value("phone")}
        error={errors.phone}
      />
    </>
  );
}

/**
 * The lead forms' consent checkbox (contact and request-a-call): the Privacy Policy's link and
 * wording come from app/content/forms.ts, so both forms ask the same thing.
 */
export function ConsentField({
  id,
  checked,
  error,
}: {
  id: string;
  checked: boolean;
  error?: string;
}) {
  return (
    <div>
      <label className="flex items-start gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          name="consent"
          value="yes"
          required
          defaultChecked={checked}
          className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
          {...invalidProps(id, error)}
        />
        <span>
          {contactConsent.before}
          <a href={contactConsent.linkHref} className="font-medium text-primary underline">
            {contactConsent.linkLabel}
          </a>
          {contactConsent.after}
        </span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * The anti-spam fields: a honeypot that only bots fill in and the signed time the form was shown,
 * which the shell module fills in once the page is idle (a prerendered page cannot carry a
 * per-visit time; without JavaScript it stays empty, see judgeSpam). Both are hidden from people
 * and from assistive technology.
 */
export function SpamTrapFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-website`}>Leave this field empty</label>
        <input
          id={`${idPrefix}-website`}
          name={spamFieldNames.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={spamFieldNames.startedAt} defaultValue="" />
    </>
  );
}

/**
 * The form's one outcome, shown inline where the visitor is looking and announced once: it is a
 * polite live region, emptied while an in-place post is sending (app/shell/forms.ts), so each new
 * result is a change screen readers read out. Where it sits is the form's choice: beside the
 * submit button for an in-place post, under the form's heading on a plain post's answer page,
 * which opens at the form.
 */
export function FormStatus({
  id,
  result,
  className = "",
  oneField = false,
}: {
  id: string;
  result: FormResult<string> | undefined;
  className?: string;
  /**
   * A one-field form (the newsletter's): its field's own error says what is wrong, so "Please
   * correct the highlighted fields" beside it is for screen readers only, not a second error.
   */
  oneField?: boolean;
}) {
  return (
    <p
      id={id}
      role="status"
      aria-live="polite"
      data-status={result?.status ?? "idle"}
      className={
        result && !(oneField && result.status === "invalid")
          ? formStatusClass(result.status, className)
          : "sr-only"
      }
    >
      {result?.message}
    </p>
  );
}

/**
 * A lead form's fields and its send button, until it is sent. Once it is (a plain post's answer
 * page, or an in-place post: app/shell/forms.ts sets the form's `data-form-status`), its
 * confirmation takes their place, so an emptied form under "Thank you!" does not invite the same
 * request twice. The form's own heading stays: it names the form, and links open at it. The
 * `sent:` variant is app.css's.
 */
export const untilSent = "sent:hidden";

/**
 * A sent form's confirmation, between its heading and its outcome (the form's `FormStatus`,
 * which says what happens next and when we reply): hidden until the form is sent. The shell
 * focuses it after an in-place send (app/shell/forms.ts), so a keyboard or screen-reader user
 * lands on it rather than on the page body, where the hidden button left them.
 */
export function SentHeading({ level, children }: { level: 3 | 4; children: ReactNode }) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <Heading
      tabIndex={-1}
      data-form-sent-heading=""
      className="hidden items-center gap-2 text-lg font-semibold outline-none sent:flex"
    >
      <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
      {children}
    </Heading>
  );
}

/**
 * The mark "Send another" leads to, first in a lead form: without JavaScript, the link's target,
 * which brings the form (emptied by the server's answer) back in place of its confirmation and
 * scrolls to its top. `id` is unique on the page.
 */
export function SendAgainMark({ id }: { id: string }) {
  return <span id={id} data-send-again="" />;
}

/**
 * The way to a second request from a sent form's confirmation, to the form's `SendAgainMark`. With
 * JavaScript the shell takes the click: the form's status goes back to idle (and with it the
 * confirmation), and focus to its first field.
 */
export function SendAgainLink({ markId, children }: { markId: string; children: ReactNode }) {
  return (
    <p className="hidden text-sm sent:block">
      <a
        href={`#${markId}`}
        data-form-again=""
        className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
      >
        {children}
      </a>
    </p>
  );
}
