/** CSV export of stored leads for `npm run leads -- export --format csv`. */
import type { DeskLead } from "./desk.server";
import type { StoredLead } from "./leads-store.server";

const csvColumns: Array<[string, (lead: StoredLead) => string]> = [
  ["id", (l) => l.id],
  ["kind", (l) => l.kind],
  ["created_at", (l) => l.createdAt],
  ["name", (l) => l.name],
  ["email", (l) => l.email],
  ["phone", (l) => l.phone ?? ""],
  ["subject", (l) => l.subject],
  ["message", (l) => l.message],
  ["services", (l) => l.services.join("; ")],
  ["consent_version", (l) => l.consentVersion],
  ["consent_at", (l) => l.consentAt],
  ["source_page", (l) => l.sourcePage],
  ["call_type", (l) => l.call?.type ?? ""],
  ["preferred_day", (l) => l.call?.day ?? ""],
  ["time_window", (l) => l.call?.window ?? ""],
  ["time_zone", (l) => l.call?.timeZone ?? ""],
];

/**
 * One CSV field (RFC 4180). Visitor text starting with = + - @ (or tab/CR) gets a leading
 * apostrophe so that spreadsheets never run it as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function leadsToCsv(leads: readonly StoredLead[]): string {
  const lines = [csvColumns.map(([name]) => name).join(",")];
  for (const lead of leads) lines.push(csvColumns.map(([, get]) => csvField(get(lead))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

const deskCsvColumns: Array<[string, (lead: DeskLead) => string]> = [
  ["id", (l) => l.id],
  ["kind", (l) => l.kind],
  ["created_at", (l) => l.createdAt],
  ["status", (l) => l.status],
  ["status_note", (l) => l.statusNote ?? ""],
  ["name", (l) => l.name],
  ["email", (l) => l.email],
  ["phone", (l) => l.phone ?? ""],
  ["subject", (l) => l.subject],
  ["message", (l) => l.message],
  ["services", (l) => l.services.join("; ")],
  ["source_page", (l) => l.sourcePage],
  ["landing_page", (l) => l.attribution.landingPage ?? ""],
  ["referrer_host", (l) => l.attribution.referrerHost ?? ""],
  ["utm_source", (l) => l.attribution.utmSource ?? ""],
  ["utm_medium", (l) => l.attribution.utmMedium ?? ""],
  ["utm_campaign", (l) => l.attribution.utmCampaign ?? ""],
  ["estimate", (l) => l.attribution.estimate ?? ""],
];

/** The desk's CSV export: the list's leads with their status and note. */
export function deskLeadsToCsv(leads: readonly DeskLead[]): string {
  const lines = [deskCsvColumns.map(([name]) => name).join(",")];
  for (const lead of leads) {
    lines.push(deskCsvColumns.map(([, get]) => csvField(get(lead))).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
