/**
 * Composes the emails the site sends. Visitor text is escaped in the HTML part and kept
 * inert in the plain-text part (no header injection: subjects are single-line).
 */
import { callDetails, callRequestLabels, type StoredCall } from "~/desk/call-details";
import { formatAgencyTime } from "~/lib/agency-time";
import { escapeMarkup } from "~/lib/escape-markup";
import { siteConfig } from "~/site.config";

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * Plain text has no markup to escape, but a visitor's line must not pose as our own
 * structure: line breaks become "\n  " (indented) and other control characters are dropped.
 */
function escapePlainText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, "\n")
      // eslint-disable-next-line no-control-regex -- dropping control characters is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "")
      .replace(/\n/g, "\n  ")
  );
}

/** Mail subjects are one line; anything else could smuggle headers. */
function singleLine(value: string, max = 120): string {
  // eslint-disable-next-line no-control-regex -- header-breaking characters are the point
  const flat = value.replace(/[\r\n\t\u0000-\u001F\u007F]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function htmlDocument(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeMarkup(title)}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">${body}</body></html>`;
}

function paragraph(value: string): string {
  return `<p style="white-space:pre-wrap">${escapeMarkup(value)}</p>`;
}

export interface LeadForMail {
  id: string;
  kind: "contact" | "call_request";
  /** Call requests: which call, when, in which time zone, and how to meet. */
  call: StoredCall | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  services: readonly string[];
  sourcePage: string;
  consentVersion: string;
  createdAt: string;
  /** The lead's page in the desk, where it is worked. */
  deskUrl: string;
}

/**
 * The agency's notification about a new lead: a contact message or a call request, with a link
 * to the lead in the desk.
 */
export function leadNotificationMail(lead: LeadForMail): ComposedMail {
  const heading = lead.kind === "call_request" ? "New call request" : "New contact message";
  const rows: Array<[string, string]> = [
    ["Name", lead.name],
    ["Email", lead.email],
    ["Phone", lead.phone ?? "—"],
    ["Subject", lead.subject],
    ...(lead.call
      ? callDetails(lead.call)
      : ([["Services", lead.services.length ? lead.services.join(", ") : "—"]] as Array<
          [string, string]
        >)),
    ["Page", lead.sourcePage],
    ["Received", formatAgencyTime(lead.createdAt)],
    ["Consent", `version ${lead.consentVersion}`],
    ["Lead id", lead.id],
  ];
  const text = [
    `${heading} for ${siteConfig.brandName}`,
    "",
    ...rows.map(([label, value]) => `${label}: ${escapePlainText(value)}`),
    "",
    "Message:",
    `  ${escapePlainText(lead.message)}`,
    "",
    `Open in the desk: ${lead.deskUrl}`,
    "",
  ].join("\n");
  const html = htmlDocument(
    heading,
    `<h1 style="font-size:20px">${heading}</h1><table cellpadding="4">${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeMarkup(label)}</th><td>${escapeMarkup(value)}</td></tr>`,
      )
      .join("")}</table><h2 style="font-size:16px">Message</h2>${paragraph(lead.message)}` +
      `<p><a href="${escapeMarkup(lead.deskUrl)}">Open in the desk</a></p>`,
  );
  return {
    subject: singleLine(
      // The inbox says at a glance whether to send an invite or to dial.
      lead.kind === "call_request" && lead.call
        ? `${callRequestLabels[lead.call.meeting]}: ${lead.name}, ${lead.call.day} (${lead.call.timeZone})`
        : `New lead: ${lead.subject} (${lead.name})`,
    ),
    text,
    html,
    // Replying goes straight to the visitor.
    headers: { "Reply-To": singleLine(lead.email, 254) },
  };
}

/** The double opt-in mail: one link that confirms the subscription. */
export function newsletterConfirmationMail(confirmUrl: string, ttlHours: number): ComposedMail {
  const brand = siteConfig.brandName;
  const text = [
    `Please confirm your subscription to the ${brand} newsletter:`,
    "",
    confirmUrl,
    "",
    `The link works once and expires in ${ttlHours} hours. If you did not ask for this, ignore this email and you will not hear from us again.`,
    "",
  ].join("\n");
  const html = htmlDocument(
    "Confirm your subscription",
    `<p>Please confirm your subscription to the ${escapeMarkup(brand)} newsletter:</p><p><a href="${escapeMarkup(confirmUrl)}">Confirm my subscription</a></p><p>The link works once and expires in ${ttlHours} hours. If you did not ask for this, ignore this email and you will not hear from us again.</p>`,
  );
  return { subject: `Confirm your ${brand} newsletter subscription`, text, html, headers: {} };
}

/**
 * Any newsletter mail. The unsubscribe link is appended here, so no newsletter can be sent
 * without it, and offered as one-click List-Unsubscribe (RFC 8058) for mail clients.
 */
function newsletterMail(
  content: { subject: string; text: string; html: string },
  unsubscribeUrl: string,
): ComposedMail {
  return {
    subject: singleLine(content.subject),
    text: `${content.text}\n\n--\nUnsubscribe: ${unsubscribeUrl}\n`,
    html: htmlDocument(
      content.subject,
      `${content.html}<hr><p style="font-size:12px;color:#555"><a href="${escapeMarkup(unsubscribeUrl)}">Unsubscribe</a> from the ${escapeMarkup(siteConfig.brandName)} newsletter.</p>`,
    ),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** Sent once a subscription is confirmed: the first newsletter mail, with its unsubscribe link. */
export function newsletterWelcomeMail(unsubscribeUrl: string): ComposedMail {
  const brand = siteConfig.brandName;
  return newsletterMail(
    {
      subject: `Welcome to the ${brand} newsletter`,
      text: `You are subscribed to the ${brand} newsletter. Expect one email a month with what we build and learn.`,
      html: `<p>You are subscribed to the ${escapeMarkup(brand)} newsletter. Expect one email a month with what we build and learn.</p>`,
    },
    unsubscribeUrl,
  );
}

/** The desk's one-time sign-in link. Opening it shows a button; the link alone signs nobody in. */
export function deskSignInMail(signInUrl: string, ttlMinutes: number): ComposedMail {
  const brand = siteConfig.brandName;
  const text = [
    `Sign in to the ${brand} desk:`,
    "",
    signInUrl,
    "",
    `The link works once, for ${ttlMinutes} minutes, and only for this address. If you did not ask for it, ignore this email: nobody can sign in without opening it.`,
    "",
  ].join("\n");
  const html = htmlDocument(
    "Sign in to the desk",
    `<p>Sign in to the ${escapeMarkup(brand)} desk:</p><p><a href="${escapeMarkup(signInUrl)}">Open the desk sign-in page</a></p><p>The link works once, for ${ttlMinutes} minutes, and only for this address. If you did not ask for it, ignore this email: nobody can sign in without opening it.</p>`,
  );
  return { subject: `Your ${brand} desk sign-in link`, text, html, headers: {} };
}
