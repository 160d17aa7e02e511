/**
 * The visitor forms' validation, which the server's form pipeline runs on every post
 * (app/server/form-actions.server.ts). Pure: no server code and no DOM, so the form components
 * can import its field types.
 */
import { z } from "zod";
import {
  callMeetings,
  callRequestDaysAhead,
  callTimeWindows,
  callTypes,
  unstatedCallMeeting,
} from "~/content/call-request";
import { serviceInterests } from "~/content/forms";
import { isTimeZone } from "~/lib/agency-time";
import { formatIndianNumber } from "~/lib/indian-number";
import { contactLimits, phoneExample } from "./fields";

/** NUL and other C0 controls (except tab and line breaks) never belong in a form field. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function text(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .refine((value) => !controlCharacters.test(value), "Remove the unsupported characters");
}

/**
 * A one-line field (a name, a phone number, a subject): a text input cannot hold a line break, so
 * one comes only from a crafted post, and would start a new line where the field is written out
 * (a mail's subject, a calendar event's title).
 */
function oneLine(requiredMessage: string) {
  return text(requiredMessage).refine((value) => !/[\r\n]/.test(value), "Keep this on one line");
}

const emailField = text("Enter your email address")
  .pipe(z.string().min(1, "Enter your email address"))
  .pipe(z.string().max(contactLimits.emailMax, "Enter a valid email address"))
  .pipe(z.email("Enter a valid email address"));

/** Separators people type in phone numbers; they are dropped before counting digits. */
const phoneSeparators = /[\s().\-/]/g;
const phonePattern = new RegExp(
  `^\\+?[0-9]{${contactLimits.phoneDigitsMin},${contactLimits.phoneDigitsMax}}$`,
);
const isPhoneNumber = (value: string) => phonePattern.test(value.replace(phoneSeparators, ""));
const phoneFormatMessage = `Enter a phone number with country code, e.g. ${phoneExample}`;

export const contactSchema = z.object({
  name: oneLine("Enter your name")
    .pipe(z.string().min(1, "Enter your name"))
    .pipe(
      z
        .string()
        .max(contactLimits.nameMax, `Keep your name under ${contactLimits.nameMax} characters`),
    ),
  email: emailField,
  phone: oneLine("Enter a valid phone number")
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isPhoneNumber(value), phoneFormatMessage),
  subject: oneLine("Enter a subject")
    .pipe(z.string().min(1, "Enter a subject"))
    .pipe(
      z
        .string()
        .max(
          contactLimits.subjectMax,
          `Keep the subject under ${contactLimits.subjectMax} characters`,
        ),
    ),
  message: text("Enter your message")
    .pipe(z.string().min(1, "Enter your message"))
    .pipe(
      z
        .string()
        .min(
          contactLimits.messageMin,
          `Tell us a little more (at least ${contactLimits.messageMin} characters)`,
        )
        .max(
          contactLimits.messageMax,
          `Keep your message under ${formatIndianNumber(contactLimits.messageMax)} characters`,
        ),
    ),
  services: z
    .array(z.enum(serviceInterests, { error: "Choose services from the list" }), {
      error: "Choose services from the list",
    })
    .max(serviceInterests.length, "Choose services from the list")
    .refine((list) => new Set(list).size === list.length, "Choose each service once"),
  consent: z.literal("yes", {
    error: "Please agree to the Privacy Policy so that we may answer you",
  }),
  // Set by the shell module (a hidden field): only the answer's "we reply by" uses it, and a
  // zone nobody knows reads as ours, never as an error the visitor could not fix.
  timeZone: z.string().refine(isTimeZone).optional().catch(undefined),
});

export type ContactInput = z.infer<typeof contactSchema>;

export const newsletterSchema = z.object({ email: emailField });

/** An ISO day (YYYY-MM-DD) as the number of days since 1970, UTC. */
const dayNumber = (isoDay: string) => Math.floor(Date.parse(`${isoDay}T00:00:00Z`) / 86_400_000);

/**
 * The request-a-call form. The preferred day must be from yesterday (a visitor west of us may
 * still be on "today" when our clock has moved on) up to `callRequestDaysAhead` days ahead. The
 * phone number is required for a phone call only: a video call's invite goes to the email.
 */
export function callRequestSchemaAt(now: Date) {
  const today = Math.floor(now.getTime() / 86_400_000);
  return z
    .object({
      name: contactSchema.shape.name,
      email: emailField,
      // Checked when given, whatever the meeting; required for a phone call, below.
      phone: contactSchema.shape.phone,
      call: z.enum(callTypes, { error: "Choose which call you would like" }),
      // A post without it came from a page served before the form asked: a phone call, as that
      // form said, never an error about a choice its visitor was not shown.
      meeting: z
        .enum(
          callMeetings.map((m) => m.id),
          { error: "Choose how we should meet" },
        )
        .default(unstatedCallMeeting),
      day: z
        .string({ error: "Choose a day" })
        .pipe(z.iso.date({ error: "Choose a day" }))
        .refine((day) => dayNumber(day) >= today - 1, "Choose today or a later day")
        .refine(
          (day) => dayNumber(day) <= today + callRequestDaysAhead,
          `Choose a day within the next ${callRequestDaysAhead} days`,
        ),
      window: z.enum(
        callTimeWindows.map((w) => w.id),
        { error: "Choose a time of day" },
      ),
      timeZone: z
        .string({ error: "Choose your time zone" })
        .refine(isTimeZone, "Choose your time zone"),
      note: text("Add a note")
        .optional()
        .transform((value) => (value ? value : undefined))
        .pipe(
          z
            .string()
            .max(
              contactLimits.callNoteMax,
              `Keep the note under ${contactLimits.callNoteMax} characters`,
            )
            .optional(),
        ),
      consent: contactSchema.shape.consent,
    })
    .refine((input) => input.meeting !== "phone" || input.phone !== undefined, {
      path: ["phone"],
      message: "Enter your phone number, so that we can call you",
      // Zod skips an object's check once any field has failed outright (an unticked consent is
      // missing, not wrong); this one waits only for the two fields it reads, so a missing
      // number is named with the form's other errors, not on the next try.
      when: ({ issues }) =>
        !issues.some((issue) => ["phone", "meeting"].includes(String(issue.path?.[0]))),
    });
}

export type CallRequestInput = z.infer<ReturnType<typeof callRequestSchemaAt>>;
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** Field names of a form are its schema's keys. */
export type ContactField = keyof ContactInput;
export type NewsletterField = keyof NewsletterInput;
export type CallRequestField = keyof CallRequestInput;

interface FormLike {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
}

/**
 * The plain object a schema parses, read from posted form data by the schema's own keys: a
 * list field (z.array) takes every value, any other field its one string. Files are ignored.
 */
export function formValuesOf(
  form: FormLike,
  schema: z.ZodObject,
): Record<string, string | string[] | undefined> {
  const values: Record<string, string | string[] | undefined> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    if (field instanceof z.ZodArray) {
      values[name] = form.getAll(name).filter((v): v is string => typeof v === "string");
    } else {
      const value = form.get(name);
      values[name] = typeof value === "string" ? value : undefined;
    }
  }
  return values;
}

/** The first message per field, in the schema's field order. */
export function fieldErrorsOf<Field extends string>(
  error: z.ZodError,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && errors[key as Field] === undefined) {
      errors[key as Field] = issue.message;
    }
  }
  return errors;
}
