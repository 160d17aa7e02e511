/**
 * Field names, limits and result shapes of the visitor forms. Kept apart from the zod schemas
 * (./schemas.ts) so that components can use them without loading zod on every page; the
 * schemas load on demand when a visitor starts filling in a form.
 */

export const contactLimits = {
  nameMax: 100,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
  emailMax: 254,
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
} as const;

export type ContactField =
  "name" | "email" | "phone" | "subject" | "message" | "services" | "consent";
export type NewsletterField = "email";

/** Field order on the page: focus goes to the first invalid one. */
export const contactFields: readonly ContactField[] = [
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "services",
  "consent",
];
export const newsletterFields: readonly NewsletterField[] = ["email"];

/** Names of the anti-spam fields; people never see or fill them. */
export const spamFieldNames = {
  /** Honeypot: a field only bots fill in. */
  honeypot: "website",
  /** Signed time at which the form was shown (minimum fill time). */
  startedAt: "form_started",
} as const;

/** What a form post answers; serialisable so the same shape serves HTML and in-place posts. */
export type FormResult<Field extends string> =
  | { status: "success"; message: string }
  | {
      status: "invalid";
      message: string;
      fieldErrors: Partial<Record<Field, string>>;
      values: Partial<Record<Field, string | string[]>>;
    }
  | { status: "refused"; message: string; retryAfterSeconds?: number };

interface FormLike {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
}

/** Turns posted form data into the plain object the schemas expect (files are ignored). */
export function contactValuesFrom(form: FormLike) {
  const str = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    name: str("name"),
    email: str("email"),
    phone: str("phone"),
    subject: str("subject"),
    message: str("message"),
    services: form.getAll("services").filter((v): v is string => typeof v === "string"),
    consent: str("consent"),
  };
}

export function newsletterValuesFrom(form: FormLike) {
  const value = form.get("email");
  return { email: typeof value === "string" ? value : undefined };
}

export function firstInvalidField<Field extends string>(
  errors: Partial<Record<Field, string>>,
  fields: readonly Field[],
): Field | undefined {
  return fields.find((field) => errors[field] !== undefined);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * Narrows what an action answered (fetcher or action data) to a FormResult for `fields`. Only
 * known field names survive, so the result can be trusted by the components.
 */
export function asFormResult<Field extends string>(
  value: unknown,
  fields: readonly Field[],
): FormResult<Field> | undefined {
  if (!isRecord(value) || typeof value.message !== "string") return undefined;
  if (value.status === "success") return { status: "success", message: value.message };
  if (value.status === "refused") {
    const retry = value.retryAfterSeconds;
    return {
      status: "refused",
      message: value.message,
      retryAfterSeconds: typeof retry === "number" ? retry : undefined,
    };
  }
  if (value.status !== "invalid" || !isRecord(value.fieldErrors)) return undefined;
  const fieldErrors: Partial<Record<Field, string>> = {};
  const values: Partial<Record<Field, string | string[]>> = {};
  const rawValues = isRecord(value.values) ? value.values : {};
  for (const field of fields) {
    const error = value.fieldErrors[field];
    if (typeof error === "string") fieldErrors[field] = error;
    const typed = rawValues[field];
    if (typeof typed === "string") values[field] = typed;
    else if (Array.isArray(typed))
      values[field] = typed.filter((v): v is string => typeof v === "string");
  }
  return { status: "invalid", message: value.message, fieldErrors, values };
}
