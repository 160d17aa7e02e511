/**
 * The visitor forms: each is a schema, a page and a save, run through the one pipeline in
 * ./form-post.server.ts. Routes call these from their `action` exports.
 */
import { data, type RouterContextProvider } from "react-router";
import { callTimeWindows, callTypes } from "~/content/call-request";
import { companyFacts } from "~/content/facts";
import { contactConsent } from "~/content/forms";
import { callRequestSchemaAt, contactSchema, newsletterSchema } from "~/forms/schemas";
import { pathTo } from "~/route-paths";
import { pickedDay, pickedDayText } from "~/lib/call-windows";
import { replyByText } from "~/lib/reply-by";
import { handleFormPost, readFormPost, storageUnavailable } from "./form-post.server";
import type { LeadServices } from "./runtime.server";

/** The visit a lead came from; a counting failure never stops a lead from being stored. */
async function attributionOf(
  services: LeadServices,
  visitor: { address: string | undefined; userAgent: string | undefined },
) {
  return services.visits.attribution(visitor.address, visitor.userAgent).catch(() => null);
}

/** "your discovery call": the call a request was for, as the answer names it. */
const callNameOf = (values: { call?: string | string[] }) => {
  const call = callTypes.find((type) => type === values.call) ?? "freeConsultation";
  return `your ${companyFacts.calls[call].name.toLowerCase()}`;
};

/** A posted field's text, trimmed; "" when it is missing or repeated. */
const textOf = (value: string | string[] | undefined) =>
  typeof value === "string" ? value.trim() : "";

/** The zone a form sent (the call request's choice, the contact form's hidden field), if one. */
const zoneOf = (values: { timeZone?: string | string[] }) => textOf(values.timeZone) || undefined;

/**
 * " on Wednesday 2 December, afternoon (12:00–16:00 your time)": the day and window a call
 * request asked for, as its answer repeats them, so the visitor can check what we will act on.
 */
function askedFor(values: { day?: string | string[]; window?: string | string[] }): string {
  const day = pickedDay(textOf(values.day));
  const window = callTimeWindows.find((w) => w.id === values.window);
  // The answer is written before the schema has checked the post (a post refused as spam gets
  // the same one), so a day that is no calendar day ("2026-13-45") is left out, not formatted.
  if (!window || !day) return "";
  // The window is on the clock of the zone the form chose.
  const label = window.label.replace(/\)$/, " your time)");
  return ` ${pickedDayText(day)}, ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

/**
 * Each form's answer: what happens next, to which address, and when the reply is due, with
 * Sunday not counted (a Saturday evening message: Monday), in the visitor's zone when the form
 * sent one we know, else in ours.
 */
const successMessages = {
  contact: (values: { timeZone?: string | string[] }) =>
    `Thank you! Your message has been sent. We reply ${replyByText(new Date(), zoneOf(values))}.`,
  newsletter: (values: { email?: string | string[] }) =>
    `Almost done: we have sent an email to ${textOf(values.email) || "your address"}. Open the link in it to confirm your subscription; if it has not arrived in a few minutes, look in your spam folder.`,
  // A video call's answer is its invite, due when a reply is; a phone call is confirmed by
  // phone, so the email reply is promised apart. A post without a meeting asked for a phone call
  // (the schema's reading too).
  callRequest: (values: {
    email?: string | string[];
    timeZone?: string | string[];
    meeting?: string | string[];
    call?: string | string[];
    day?: string | string[];
    window?: string | string[];
  }) => {
    const replyBy = replyByText(new Date(), zoneOf(values));
    const call = `${callNameOf(values)}${askedFor(values)}`;
    // A post refused as spam gets this answer too, with or without an address.
    const email = textOf(values.email);
    return values.meeting === "video"
      ? `Thank you! We will email ${email || "you"} a video call invite for ${call}, ${replyBy}.`
      : `Thank you! We will call you to confirm ${call}, and reply ${email ? `to ${email}` : "by email"} ${replyBy}.`;
  },
};

export function contactAction(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormPost(request, context, {
    name: "contact",
    schema: contactSchema,
    page: pathTo("contact"),
    successMessage: successMessages.contact,
    async save(input, { sourcePage, services, visitor }) {
      await services.store.saveLead(input, {
        sourcePage,
        consentVersion: contactConsent.version,
        attribution: await attributionOf(services, visitor),
      });
    },
  });
}

export function newsletterAction(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormPost(request, context, {
    name: "newsletter",
    schema: newsletterSchema,
    page: pathTo("newsletter"),
    successMessage: successMessages.newsletter,
    async save(input, { sourcePage, services }) {
      // Known, confirmed or capped addresses get the same answer: nothing is revealed.
      await services.store.subscribe(input.email, sourcePage);
    },
  });
}

/** Confirm and unsubscribe posts carry only a token; they share the pipeline's first half. */
export async function newsletterTokenAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kind: "confirm" | "unsubscribe",
) {
  const read = await readFormPost(request, context);
  if (!read.ok) return read.answer;
  const { form, services } = read;
  // One-click unsubscribe (RFC 8058) posts the token in the URL; the page's form posts it in the
  // body.
  const fromBody = form.get("token");
  const token =
    typeof fromBody === "string" && fromBody
      ? fromBody
      : new URL(request.url).searchParams.get("token");
  if (!token || token.length > 200) return data({ status: "invalid" } as const, { status: 400 });
  const outcome = await (
    kind === "confirm"
      ? services.store.confirmSubscription(token)
      : services.store.unsubscribe(token)
  ).catch((error: unknown) => storageUnavailable(`newsletter-${kind}`, error, { kind: "link" }));
  // The database failed: a 503, and the page keeps its button to press again in a minute.
  if (typeof outcome !== "string") return outcome;
  if (outcome === "already-confirmed") return data({ status: "already" } as const);
  const done = outcome === "confirmed" || outcome === "unsubscribed";
  return data({ status: done ? "done" : "invalid" } as const, { status: done ? 200 : 400 });
}

/** The request-a-call form (/book, and the booking modal when the calendar cannot load). */
export function callRequestAction(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormPost(request, context, {
    name: "call-request",
    // Checked against today's date, so a day in the past is refused.
    schema: callRequestSchemaAt(new Date()),
    page: pathTo("book"),
    successMessage: successMessages.callRequest,
    async save(input, { sourcePage, services, visitor }) {
      await services.store.saveCallRequest(input, {
        sourcePage,
        consentVersion: contactConsent.version,
        attribution: await attributionOf(services, visitor),
      });
    },
  });
}
