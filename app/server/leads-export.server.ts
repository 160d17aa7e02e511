/**
 * CSV exports of stored leads: `npm run leads -- export --format csv` and the desk's
 * /desk/leads.csv. Both write the same columns for what every lead has, in one list; each adds
 * what only it holds (the CLI the consent record, the desk what the team's list shows: status,
 * note, subscription, failed deliveries, and attribution).
 */
import { agencyWindowRow } from "~/desk/call-details";
import { agencyZone, formatAgencyTime } from "~/lib/agency-time";
import type { LeadFilter } from "./lead-filter.server";
import type { DeskLead } from "./desk.server";
import type { LeadContent, StoredLead } from "./leads-store.server";

type Column<Lead> = [name: string, value: (lead: Lead) => string];

/** "ist": the agency's zone, as the desk names it, for the columns in its time. */
const zone = agencyZone.label.toLowerCase();

/**
 * What every stored lead has, whichever export writes it. Stored times are UTC (ISO, ending in
 * Z); beside them, the agency's time as the desk shows it, so a spreadsheet matches the desk.
 */
const leadColumns: Array<Column<LeadContent>> = [
  ["id", (l) => l.id],
  ["kind", (l) => l.kind],
  ["created_at", (l) => l.createdAt],
  [`received_${zone}`, (l) => formatAgencyTime(l.createdAt)],
  ["name", (l) => l.name],
  ["email", (l) => l.email],
  ["phone", (l) => phoneAsText(l.phone)],
  ["subject", (l) => l.subject],
  ["message", (l) => l.message],
  ["services", (l) => l.services.join("; ")],
  ["source_page", (l) => l.sourcePage],
  ["call_type", (l) => l.call?.type ?? ""],
  ["preferred_day", (l) => l.call?.day ?? ""],
  ["time_window", (l) => l.call?.window ?? ""],
  ["time_zone", (l) => l.call?.timeZone ?? ""],
  // "phone" for a call request from before the form asked: it offered nothing else.
  ["meeting", (l) => l.call?.meeting ?? ""],
  [`call_window_${zone}`, (l) => (l.call ? agencyWindowRow(l.call)[1] : "")],
];

/**
 * A phone number as text in a spreadsheet: "09820012345" or "9820012345" typed as a number would
 * lose its leading zero or turn into 9.82E+09. Every number gets the apostrophe that csvField
 * gives one starting with "+", so the column reads alike and a script strips one mark, always.
 */
function phoneAsText(phone: string | null): string {
  return phone ? `'${phone}` : "";
}

const cliColumns: Array<Column<StoredLead>> = [
  ...leadColumns,
  ["consent_version", (l) => l.consentVersion],
  ["consent_at", (l) => l.consentAt],
];

const deskColumns: Array<Column<DeskLead>> = [
  ...leadColumns,
  // None for a newsletter sign-up, which is no sales work.
  ["status", (l) => l.status ?? ""],
  ["status_note", (l) => l.statusNote ?? ""],
  ["status_changed_at", (l) => l.statusChangedAt ?? ""],
  [`status_changed_${zone}`, (l) => (l.statusChangedAt ? formatAgencyTime(l.statusChangedAt) : "")],
  ["status_changed_by", (l) => l.statusChangedBy ?? ""],
  // The note's last change, apart from the status's (a save may change the note alone).
  ["note_changed_at", (l) => l.noteChangedAt ?? ""],
  [`note_changed_${zone}`, (l) => (l.noteChangedAt ? formatAgencyTime(l.noteChangedAt) : "")],
  ["note_changed_by", (l) => l.noteChangedBy ?? ""],
  // The agency's day to chase the lead on (it is a day in IST already, so it has no _ist twin).
  ["follow_up_on", (l) => l.followUpOn ?? ""],
  ["owner", (l) => l.owner ?? ""],
  // As the list shows them: a newsletter lead's subscription as it stands now ("none" without
  // one on record; empty for other kinds), and the channels whose delivery gave up.
  [
    "subscription_status",
    (l) => (l.kind === "newsletter" ? (l.subscription?.status ?? "none") : ""),
  ],
  ["subscription_changed_at", (l) => l.subscription?.at ?? ""],
  [
    `subscription_changed_${zone}`,
    (l) => (l.subscription?.at ? formatAgencyTime(l.subscription.at) : ""),
  ],
  ["delivery_failed", (l) => l.failedDeliveries.join("; ")],
  ["landing_page", (l) => l.attribution.landingPage ?? ""],
  ["referrer_host", (l) => l.attribution.referrerHost ?? ""],
  ["utm_source", (l) => l.attribution.utmSource ?? ""],
  ["utm_medium", (l) => l.attribution.utmMedium ?? ""],
  ["utm_campaign", (l) => l.attribution.utmCampaign ?? ""],
  ["estimate", (l) => l.attribution.estimate ?? ""],
];

/**
 * One CSV field (RFC 4180). Visitor text starting with = + - @ (or tab/CR) gets a leading
 * apostrophe so that spreadsheets never run it as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function toCsv<Lead>(columns: ReadonlyArray<Column<Lead>>, leads: readonly Lead[]): string {
  const lines = [columns.map(([name]) => name).join(",")];
  for (const lead of leads) lines.push(columns.map(([, get]) => csvField(get(lead))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** The CLI's export: every lead with its consent record. */
export const leadsToCsv = (leads: readonly StoredLead[]) => toCsv(cliColumns, leads);

/**
 * The desk's export: the list's leads with their status and note (when and by whom each
 * changed), follow-up date and owner, a newsletter lead's subscription, failed deliveries, and
 * attribution.
 */
export const deskLeadsToCsv = (leads: readonly DeskLead[]) => toCsv(deskColumns, leads);

/**
 * The file's name says what it holds, so two exports of one day keep apart in a downloads
 * folder: "leads-2026-11-30.csv" for the list as it opens, "leads-due-mine-2026-11-30.csv" for
 * its Reply due view of one's own leads, "leads-search-..." for a search.
 */
export function exportFileName(filters: LeadFilter, day: string): string {
  const parts = [
    filters.kind === "sales" ? undefined : (filters.kind ?? "all"),
    filters.status,
    filters.delivery === "failed" ? "failed-deliveries" : undefined,
    filters.owner,
    filters.q?.trim() ? "search" : undefined,
  ].filter(Boolean);
  return `leads-${[...parts, day].join("-")}.csv`;
}
