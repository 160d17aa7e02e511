/**
 * The route actions of the visitor forms, in one place: guard → parse → spam check → validate →
 * store. Every answer is a FormResult; the status code tells proxies and scripts what happened.
 */
import { data } from "react-router";
import {
  contactFields,
  contactValuesFrom,
  newsletterFields,
  newsletterValuesFrom,
  spamFieldNames,
  type ContactField,
  type FormResult,
  type NewsletterField,
} from "~/lib/forms/fields";
import { contactSchema, fieldErrorsOf, newsletterSchema } from "~/lib/forms/schemas";
import { contactConsent } from "~/content/forms";
import { siteConfig } from "~/site.config";
import {
  BodyTooLargeError,
  UnsupportedBodyError,
  clientAddressOf,
  clientKey,
  isCrossSite,
  judgeSpam,
  parseFormBody,
  readBodyLimited,
} from "./form-guard.server";
import { leadServices, type LeadServices } from "./runtime.server";
import { log } from "./logger.server";

export const formMessages = {
  contactSuccess: `Thank you! Your message has been sent. We reply within ${siteConfig.contact.replyWithin}.`,
  newsletterSuccess:
    "Almost done: we have sent you an email. Open the link in it to confirm your subscription.",
  invalid: "Please correct the highlighted fields.",
  tooMany: (seconds: number) =>
    `You have sent several forms in a short time. Please wait ${seconds} seconds and try again.`,
  tooLarge: "That is more than this form can take. Please shorten your message and try again.",
  crossSite:
    "This form can only be sent from our own website. Please reload the page and try again.",
  unreadable: "We could not read the form. Please reload the page and try again.",
  unavailable: `We could not save your message just now. Please try again in a minute, or email ${siteConfig.contact.email}.`,
} as const;

type Guarded =
  | { ok: true; form: FormData; services: LeadServices }
  | { ok: false; response: ReturnType<typeof refused> };

function refused(status: number, message: string, retryAfterSeconds?: number) {
  const result: FormResult<never> = { status: "refused", message, retryAfterSeconds };
  const headers: Record<string, string> = {};
  if (retryAfterSeconds !== undefined) headers["Retry-After"] = String(retryAfterSeconds);
  return data(result, { status, headers });
}

/** Same-site, rate limit, size and type checks shared by every visitor form. */
async function guardPost(request: Request, context: unknown): Promise<Guarded> {
  if (isCrossSite(request)) return { ok: false, response: refused(403, formMessages.crossSite) };
  const services = await leadServices();
  const { env } = services;
  const retryAfter = services.rateLimiter.hit(clientKey(clientAddressOf(context)));
  if (retryAfter !== null) {
    return { ok: false, response: refused(429, formMessages.tooMany(retryAfter), retryAfter) };
  }
  try {
    const body = await readBodyLimited(request, env.FORM_BODY_LIMIT_BYTES);
    const form = await parseFormBody(body, request.headers.get("content-type"));
    return { ok: true, form, services };
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return { ok: false, response: refused(413, formMessages.tooLarge) };
    if (error instanceof UnsupportedBodyError)
      return { ok: false, response: refused(415, formMessages.unreadable) };
    throw error;
  }
}

/** The page a form was sent from (same-origin Referer path), else the form's own page. */
function sourcePageOf(request: Request, fallback: string): string {
  const referer = request.headers.get("referer");
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    if (url.host !== new URL(request.url).host && url.host !== request.headers.get("host"))
      return fallback;
    return url.pathname.slice(0, 200);
  } catch {
    return fallback; // not a URL: keep the form's own page
  }
}

async function caughtBot(
  services: LeadServices,
  form: FormData,
  formName: string,
): Promise<boolean> {
  const verdict = judgeSpam(
    form.get(spamFieldNames.honeypot),
    form.get(spamFieldNames.startedAt),
    services.formSecret,
    services.env.FORM_MIN_FILL_MS,
  );
  if (!verdict.bot) return false;
  await services.store.countSpam(formName, verdict.reason);
  return true;
}

function storageFailed(error: unknown) {
  log("error", "could not store a form submission", {
    error: error instanceof Error ? error.message : String(error),
  });
  return refused(503, formMessages.unavailable, 60);
}

export async function contactAction(request: Request, context: unknown) {
  const guarded = await guardPost(request, context);
  if (!guarded.ok) return guarded.response;
  const { form, services } = guarded;
  const success: FormResult<ContactField> = {
    status: "success",
    message: formMessages.contactSuccess,
  };
  // Bots get the very same answer as people, so they learn nothing.
  if (await caughtBot(services, form, "contact")) return data(success);
  const values = contactValuesFrom(form);
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    const result: FormResult<ContactField> = {
      status: "invalid",
      message: formMessages.invalid,
      fieldErrors: fieldErrorsOf(parsed.error, contactFields),
      values: {
        name: values.name,
        email: values.email,
        phone: values.phone,
        subject: values.subject,
        message: values.message,
        services: values.services,
        consent: values.consent,
      },
    };
    return data(result, { status: 400 });
  }
  try {
    await services.store.saveLead(parsed.data, {
      sourcePage: sourcePageOf(request, "/contact"),
      consentVersion: contactConsent.version,
    });
  } catch (error) {
    return storageFailed(error);
  }
  return data(success);
}

export async function newsletterAction(request: Request, context: unknown) {
  const guarded = await guardPost(request, context);
  if (!guarded.ok) return guarded.response;
  const { form, services } = guarded;
  const success: FormResult<NewsletterField> = {
    status: "success",
    message: formMessages.newsletterSuccess,
  };
  if (await caughtBot(services, form, "newsletter")) return data(success);
  const values = newsletterValuesFrom(form);
  const parsed = newsletterSchema.safeParse(values);
  if (!parsed.success) {
    const result: FormResult<NewsletterField> = {
      status: "invalid",
      message: formMessages.invalid,
      fieldErrors: fieldErrorsOf(parsed.error, newsletterFields),
      values: { email: values.email },
    };
    return data(result, { status: 400 });
  }
  try {
    await services.store.subscribe(parsed.data.email, sourcePageOf(request, "/newsletter"));
  } catch (error) {
    return storageFailed(error);
  }
  return data(success);
}

export type TokenActionResult = { status: "done" | "invalid" } | FormResult<never>;

/** Confirm and unsubscribe posts carry only a token; they share the same guards. */
export async function newsletterTokenAction(
  request: Request,
  context: unknown,
  kind: "confirm" | "unsubscribe",
) {
  const guarded = await guardPost(request, context);
  if (!guarded.ok) return guarded.response;
  const { form, services } = guarded;
  // One-click unsubscribe (RFC 8058) posts the token in the URL; the page's form posts it in the body.
  const fromBody = form.get("token");
  const token =
    typeof fromBody === "string" && fromBody
      ? fromBody
      : new URL(request.url).searchParams.get("token");
  if (!token || token.length > 200) return data({ status: "invalid" } as const, { status: 400 });
  const outcome =
    kind === "confirm"
      ? await services.store.confirmSubscription(token)
      : await services.store.unsubscribe(token);
  const done = outcome === "confirmed" || outcome === "unsubscribed";
  return data({ status: done ? "done" : "invalid" } as const, { status: done ? 200 : 400 });
}
