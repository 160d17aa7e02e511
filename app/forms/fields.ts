/**
 * Limits and result shapes of the visitor forms. Kept apart from the zod schemas (./schemas.ts),
 * which only the server runs, so that the shell module (the anti-spam field names) can use them
 * without bundling zod. Field names are the schemas' keys
 * (`ContactField` is `keyof ContactInput`); nothing here lists them.
 */

export const contactLimits = {
  nameMax: 100,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
  emailMax: 254,
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
  callNoteMax: 1000,
} as const;

/**
 * The phone number the forms give as an example. Not India's: most of our callers are abroad, and
 * an Indian example (it was our own number) read as "Indian numbers only". It is from the London
 * range Ofcom keeps for drama, so it rings nobody if someone types it.
 */
export const phoneExample = "+44 20 7946 0958";

/** Names of the anti-spam fields; people never see or fill them. */
export const spamFieldNames = {
  /** Honeypot: a field only bots fill in. */
  honeypot: "website",
  /** Signed time at which the form was shown (minimum fill time). */
  startedAt: "form_started",
} as const;

/** What a form post answers: the action's data, which the form's page renders. */
export type FormResult<Field extends string> =
  | { status: "success"; message: string }
  | {
      status: "invalid";
      message: string;
      fieldErrors: Partial<Record<Field, string>>;
      values: Partial<Record<Field, string | string[]>>;
    }
  | {
      status: "refused";
      message: string;
      retryAfterSeconds?: number;
      /** What was typed, when the body could be read: a plain post's page keeps it. */
      values?: Partial<Record<Field, string | string[]>>;
    };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * Narrows what an action answered (its action data) to a FormResult. Only string messages
 * and string (or string list) values survive, so components can trust what they render.
 */
export function asFormResult<Field extends string>(value: unknown): FormResult<Field> | undefined {
  if (!isRecord(value) || typeof value.message !== "string") return undefined;
  if (value.status === "success") return { status: "success", message: value.message };
  if (value.status === "refused") {
    const retry = value.retryAfterSeconds;
    return {
      status: "refused",
      message: value.message,
      retryAfterSeconds: typeof retry === "number" ? retry : undefined,
      values: typedValues<Field>(value.values),
    };
  }
  if (value.status !== "invalid" || !isRecord(value.fieldErrors)) return undefined;
  const fieldErrors: Partial<Record<Field, string>> = {};
  for (const [field, error] of Object.entries(value.fieldErrors)) {
    if (typeof error === "string") fieldErrors[field as Field] = error;
  }
  return {
    status: "invalid",
    message: value.message,
    fieldErrors,
    values: typedValues<Field>(value.values),
  };
}

/** The typed values of an answer: strings and string lists only. */
function typedValues<Field extends string>(
  value: unknown,
): Partial<Record<Field, string | string[]>> {
  const values: Partial<Record<Field, string | string[]>> = {};
  for (const [field, typed] of Object.entries(isRecord(value) ? value : {})) {
    if (typeof typed === "string") values[field as Field] = typed;
    else if (Array.isArray(typed))
      values[field as Field] = typed.filter((v): v is string => typeof v === "string");
  }
  return values;
}
