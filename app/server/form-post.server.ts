/**
 * The one pipeline every visitor form goes through (contact, newsletter, request-a-call, and any
 * form added later):
 *
 *   body (size, strictly UTF-8) → rate limit → anti-spam → schema → save → answer
 *
 * The same-origin check, the body-size ceiling and the flood limit run before this, in the
 * server (app/server/http/post-guard.server.ts), for every post. A form is a zod object schema
 * plus a `save`: the field names are the schema's keys, nothing else lists them. Every answer is
 * a FormResult (serialisable, so plain and in-place posts share it) with the matching HTTP status
 * and, for 429 and 503, Retry-After; a route returns it from its action and exports
 * `headers = formPostHeaders` so a plain (no-JS) post's answer carries those headers too.
 */
import { data, type HeadersArgs, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { spamFieldNames, type FormResult } from "~/forms/fields";
import { fieldErrorsOf, formValuesOf } from "~/forms/schemas";
import { siteConfig } from "~/site.config";
import {
  BodyTooLargeError,
  UnreadableBodyError,
  UnsupportedBodyError,
  judgeSpam,
  parseFormBody,
  readBodyLimited,
} from "./form-input.server";
import { requestContext, servicesOf } from "./load-context.server";
import { log } from "./logger.server";
import type { LeadServices } from "./runtime.server";

const formMessages = {
  invalid: "Please correct the highlighted fields.",
  tooMany: (seconds: number) =>
    `You have sent several forms in a short time. Please wait ${seconds} seconds and try again.`,
  tooLarge: "That is more than this form can take. Please shorten your message and try again.",
  unreadable:
    "The form contained characters that could not be read. Please check what you typed and send it again.",
  unsupported: "We could not read the form. Please reload the page and try again.",
  unavailable: `We could not save your message just now. Please try again in a minute, or email ${siteConfig.contact.email}.`,
  /** For the newsletter's confirm and unsubscribe buttons, which keep their button. */
  linkUnavailable: `We could not do that just now. Please press the button again in a minute, or email ${siteConfig.contact.email}.`,
} as const;

/** Seconds a visitor is asked to wait after a storage failure (503). */
const unavailableRetrySeconds = 60;

type Answer<Field extends string> = ReturnType<typeof data<FormResult<Field>>>;
/** A form's typed values, as its page renders them back. */
type Values = Partial<Record<string, string | string[]>>;

function refused(
  status: number,
  message: string,
  { retryAfterSeconds, values }: { retryAfterSeconds?: number; values?: Values } = {},
): Answer<never> {
  const headers: Record<string, string> = {};
  if (retryAfterSeconds !== undefined) headers["Retry-After"] = String(retryAfterSeconds);
  return data({ status: "refused", message, retryAfterSeconds, values }, { status, headers });
}

/**
 * The answer when the database fails a post (down, locked, too slow): logged, and a 503 that says
 * to try again in a minute, with the visitor's values kept for the form.
 */
export function storageUnavailable(
  form: string,
  error: unknown,
  { values, kind = "form" }: { values?: Values; kind?: "form" | "link" } = {},
): Answer<never> {
  log(
    "error",
    kind === "link" ? "could not apply a newsletter link" : "could not store a form submission",
    {
      form,
      error: error instanceof Error ? error.message : String(error),
    },
  );
  return refused(503, kind === "link" ? formMessages.linkUnavailable : formMessages.unavailable, {
    retryAfterSeconds: unavailableRetrySeconds,
    values,
  });
}

/** A post that passed the rate limit and whose body could be read. */
export type ReadPost =
  { ok: true; form: FormData; services: LeadServices } | { ok: false; answer: Answer<never> };

/**
 * The first half of the pipeline, for every post: the body, then the rate limit's friendly
 * threshold. The body is read first (the server's flood limit and size ceiling have already run)
 * so that a visitor asked to wait gets back what they typed: `valuesOf` picks it out. Token
 * posts (newsletter confirm and unsubscribe) stop here and do their own thing.
 */
export async function readFormPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  valuesOf?: (form: FormData) => Values,
): Promise<ReadPost> {
  const services = await servicesOf(context);
  let form: FormData;
  try {
    const body = await readBodyLimited(request, services.env.FORM_BODY_LIMIT_BYTES);
    form = await parseFormBody(body, request.headers.get("content-type"));
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return { ok: false, answer: refused(413, formMessages.tooLarge) };
    if (error instanceof UnreadableBodyError)
      return { ok: false, answer: refused(400, formMessages.unreadable) };
    if (error instanceof UnsupportedBodyError)
      return { ok: false, answer: refused(415, formMessages.unsupported) };
    throw error;
  }
  const limit = context.get(requestContext).postLimit;
  if (limit?.overFormLimit) {
    const retryAfterSeconds = limit.retryAfterSeconds;
    return {
      ok: false,
      answer: refused(429, formMessages.tooMany(retryAfterSeconds), {
        retryAfterSeconds,
        values: valuesOf?.(form),
      }),
    };
  }
  return { ok: true, form, services };
}

interface SaveMeta {
  /** The page the form was sent from (same-origin Referer path), else the form's own page. */
  sourcePage: string;
  services: LeadServices;
  /** Who sent it, for the day's visitor hash (attribution); neither part is stored. */
  visitor: { address: string | undefined; userAgent: string | undefined };
}

export interface FormDefinition<Schema extends z.ZodObject> {
  /** Short name for spam counters and logs: "contact", "newsletter", "call-request". */
  name: string;
  schema: Schema;
  /** The page the form lives on, when the Referer does not say. */
  page: string;
  /**
   * Shown after a successful save (and to caught bots, who must learn nothing, so it is made
   * from the raw fields, before they are checked).
   */
  successMessage: string | ((values: Values) => string);
  /** Stores the input durably; resolves only after the commit. */
  save(input: z.output<Schema>, meta: SaveMeta): Promise<void>;
}

/** Runs one post through the whole pipeline and answers it. */
export async function handleFormPost<Schema extends z.ZodObject>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  definition: FormDefinition<Schema>,
): Promise<Answer<Extract<keyof z.output<Schema>, string>>> {
  type Field = Extract<keyof z.output<Schema>, string>;
  const valuesOf = (form: FormData): Values => formValuesOf(form, definition.schema);
  const read = await readFormPost(request, context, valuesOf);
  if (!read.ok) return read.answer;
  const { form, services } = read;
  const values = valuesOf(form);
  const { successMessage } = definition;
  const success: FormResult<Field> = {
    status: "success",
    message: typeof successMessage === "string" ? successMessage : successMessage(values),
  };

  const verdict = judgeSpam(
    form.get(spamFieldNames.honeypot),
    form.get(spamFieldNames.startedAt),
    services.formSecret,
    services.env.FORM_MIN_FILL_MS,
  );
  if (verdict.bot) {
    // Bots get the very same answer as people, so they learn nothing; they are only counted,
    // and a count the database cannot take is only logged (it must not tell them apart either).
    await services.store.countSpam(definition.name, verdict.reason).catch((error: unknown) =>
      log("warn", "could not count a refused post", {
        form: definition.name,
        error: String(error),
      }),
    );
    return data(success);
  }

  const parsed = definition.schema.safeParse(values);
  if (!parsed.success) {
    const invalid: FormResult<Field> = {
      status: "invalid",
      message: formMessages.invalid,
      fieldErrors: fieldErrorsOf<Field>(parsed.error),
      values: values as Partial<Record<Field, string | string[]>>,
    };
    return data(invalid, { status: 400 });
  }
  try {
    await definition.save(parsed.data, {
      sourcePage: sourcePageOf(request, definition.page),
      services,
      visitor: {
        address: context.get(requestContext).clientAddress,
        userAgent: request.headers.get("user-agent") ?? undefined,
      },
    });
  } catch (error) {
    return storageUnavailable(definition.name, error, { values });
  }
  return data(success);
}

/** The page a form was sent from (same-origin Referer path), else the form's own page. */
function sourcePageOf(request: Request, fallback: string): string {
  const referer = request.headers.get("referer");
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    // server.ts gives the request its public origin, so a same-origin Referer matches it.
    if (url.origin !== new URL(request.url).origin) return fallback;
    return url.pathname.slice(0, 200);
  } catch {
    return fallback; // not a URL: keep the form's own page
  }
}

/**
 * A form route's `headers` export: a plain (no-JS) post's page carries the action's Retry-After.
 * React Router takes document headers only from `headers` exports, never from the action alone.
 */
export function formPostHeaders({ actionHeaders }: HeadersArgs): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
