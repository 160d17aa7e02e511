/**
 * Lead deliveries: every new lead goes, through the outbox (./outbox.server.ts), to each
 * configured destination besides mail:
 * - the lead webhook (LEAD_WEBHOOK_URL), a JSON event signed per Standard Webhooks
 *   (https://www.standardwebhooks.com/) with the spec's own library: `webhook-id` is the lead's
 *   id, so a receiver can drop a repeat; `webhook-timestamp` and `webhook-signature` are made at
 *   each attempt, so a retry a day later is not refused as a replay;
 * - Slack (SLACK_WEBHOOK_URL), an incoming-webhook message with a link to the lead in the desk.
 *
 * The bodies are composed and stored when the lead is (in its transaction); only the signature
 * is added at send time. Destination URLs are never stored: they are secrets (Slack's carries
 * its token) and an operator who changes one expects waiting deliveries to follow.
 */
import { Webhook } from "standardwebhooks";
import { agencyWindowRow, meetingRow, type StoredCall } from "~/desk/call-details";
import type { LeadKind, OutboxChannel } from "./db.server";

/** What a delivery says about a lead. */
export interface DeliveryLead {
  id: string;
  kind: LeadKind;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  services: readonly string[];
  sourcePage: string;
  /** A call request's call, day, window and zone, and how to meet ("video" or "phone"). */
  call: StoredCall | null;
  /** Where the visit came from (joined on the server, see visits.server.ts); null when unknown. */
  attribution?: DeliveryAttribution | null;
}

export interface DeliveryAttribution {
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** The estimate the lead carried (its summary), if it came from /estimate. */
  estimate: string | null;
}

/**
 * Wait before attempt n+1 after n failed attempts of a webhook or Slack delivery, after the
 * schedule Svix documents for Standard Webhooks: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. The
 * last attempt starts about 27.6 hours after the first; then the delivery is "failed" and waits
 * for a person (the desk's retry button).
 */
export const deliveryRetryDelaysMs: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];

/** A Retry-After longer than this is read as this: a delivery never sleeps for more than a day. */
const retryAfterCapMs = 24 * 3_600_000;

/** Retry-After (delay seconds or an HTTP date) in milliseconds from `now`; undefined if absent. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  let ms: number;
  if (/^\d+$/.test(trimmed)) ms = Number(trimmed) * 1000;
  else {
    const at = Date.parse(trimmed);
    if (Number.isNaN(at)) return undefined;
    ms = at - now;
  }
  return Math.min(Math.max(0, ms), retryAfterCapMs);
}

/** What one attempt got: the HTTP status (null when there was no answer) and why it failed. */
export interface HttpAttempt {
  status: number | null;
  error?: string;
  retryAfterMs?: number;
}

/**
 * Sends one stored delivery body; never throws (a failure is an attempt without a 2xx). `signal`
 * ends the attempt early: the worker stopping, with the process about to exit.
 */
export type SendHttp = (delivery: {
  leadId: string;
  body: string;
  signal?: AbortSignal;
}) => Promise<HttpAttempt>;

/**
 * Each attempt waits at most this long for an answer. OUTBOX_LEASE_MS must be longer (see
 * env.server.ts), so that one attempt fits in a lease even when a renewal comes late.
 */
export const httpTimeoutMs = 10_000;

async function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  stop: AbortSignal | undefined,
) {
  const timeout = AbortSignal.timeout(httpTimeoutMs);
  try {
    const response = await fetch(url, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", ...headers },
      redirect: "manual",
      signal: stop ? AbortSignal.any([timeout, stop]) : timeout,
    });
    // Only the status matters; the body is read (and dropped) so the connection is freed.
    await response.arrayBuffer().catch(() => undefined);
    const attempt: HttpAttempt = { status: response.status };
    if (response.status < 200 || response.status > 299) {
      attempt.error = `HTTP ${response.status}`;
      attempt.retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
    }
    return attempt;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return { status: null, error: cause instanceof Error ? cause.message : String(cause) };
  }
}

/**
 * The webhook sender. `secrets` is LEAD_WEBHOOK_SECRET split on spaces: with two (while
 * rotating) every attempt carries both signatures, so a receiver holding either accepts it.
 */
export function webhookSender(url: string, secrets: readonly string[]): SendHttp {
  const signers = secrets.map((secret) => new Webhook(secret));
  return async ({ leadId, body, signal }) => {
    const timestamp = new Date();
    const signature = signers.map((signer) => signer.sign(leadId, timestamp, body)).join(" ");
    return post(
      url,
      body,
      {
        "webhook-id": leadId,
        "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
        "webhook-signature": signature,
      },
      signal,
    );
  };
}

export function slackSender(url: string): SendHttp {
  return ({ body, signal }) => post(url, body, {}, signal);
}

const kindLabels: Record<LeadKind, string> = {
  contact: "Contact message",
  call_request: "Call request",
  newsletter: "Newsletter subscription",
};

/** The Standard Webhooks event type of a lead. */
const eventTypes: Record<LeadKind, string> = {
  contact: "lead.contact",
  call_request: "lead.call_request",
  newsletter: "lead.newsletter",
};

/** The webhook's JSON body (Standard Webhooks' recommended `type`, `timestamp`, `data`). */
export function leadWebhookBody(lead: DeliveryLead, deskUrl: string): string {
  return JSON.stringify({
    type: eventTypes[lead.kind],
    timestamp: lead.createdAt,
    data: {
      id: lead.id,
      kind: lead.kind,
      createdAt: lead.createdAt,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      subject: lead.subject,
      message: lead.message,
      services: lead.services,
      call: lead.call,
      sourcePage: lead.sourcePage,
      attribution: lead.attribution ?? null,
      deskUrl,
    },
  });
}

/** Slack's mrkdwn: &, < and > are its control characters; a visitor's text must not be markup. */
function slackEscape(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function oneLine(value: string, max = 200): string {
  // eslint-disable-next-line no-control-regex -- flattening control characters is the point
  const flat = value.replace(/[\u0000-\u001F\u007F]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * The Slack message: who, how to reach them, what (a call request's meeting, and its window in
 * the agency's time, ready to call back), which page and source, and a link to the lead in the
 * desk.
 */
export function slackLeadBody(lead: DeliveryLead, deskUrl: string): string {
  const attribution = lead.attribution;
  const source =
    [
      attribution?.referrerHost,
      attribution?.utmCampaign && `campaign ${attribution.utmCampaign}`,
      attribution?.utmSource && `utm ${attribution.utmSource}`,
    ]
      .filter(Boolean)
      .join(", ") || "direct or unknown";
  const lines = [
    `*${kindLabels[lead.kind]}* from ${slackEscape(oneLine(lead.name || lead.email))} (${slackEscape(oneLine(lead.email))})`,
    lead.phone ? `Phone: ${slackEscape(oneLine(lead.phone))}` : "",
    lead.subject ? `> ${slackEscape(oneLine(lead.subject))}` : "",
    lead.call ? slackEscape(meetingRow(lead.call).join(": ")) : "",
    lead.call ? slackEscape(agencyWindowRow(lead.call).join(": ")) : "",
    lead.message ? `> ${slackEscape(oneLine(lead.message, 300))}` : "",
    `Page: ${slackEscape(lead.sourcePage)}${attribution?.landingPage ? ` · landed on ${slackEscape(attribution.landingPage)}` : ""} · Source: ${slackEscape(source)}`,
    attribution?.estimate ? `Estimate: ${slackEscape(oneLine(attribution.estimate))}` : "",
    `<${deskUrl}|Open in the desk>`,
  ].filter(Boolean);
  return JSON.stringify({ text: lines.join("\n") });
}

/** The HTTP channels configured by the environment, and their senders. */
export interface HttpDestinations {
  webhook?: SendHttp;
  slack?: SendHttp;
}

export function httpChannelsOf(destinations: HttpDestinations): OutboxChannel[] {
  return (["webhook", "slack"] as const).filter((channel) => destinations[channel] !== undefined);
}
