/**
 * The leads list's filters (kind, status, delivery, owner), its keyset cursor and its search
 * terms: read from a query string and written back to one (the list, its CSV export and a lead's
 * page share them), and what a search term matches (the like patterns and the phone number's
 * digits). createDesk's listLeads applies them (app/server/desk.server.ts).
 */
import { sql, type RawBuilder } from "kysely";
import type { LeadKind, LeadStatus } from "./db.server";
import { leadKinds, leadStatuses } from "./db.server";

export interface LeadFilter {
  q?: string;
  /**
   * One kind of lead, or "sales": messages and call requests, the list's default (newsletter
   * sign-ups are no sales work); undefined: every kind.
   */
  kind?: LeadKind | "sales";
  /**
   * Sales leads with this status (never a newsletter sign-up, which has none); "due": the new
   * ones, the reply due soonest first (the oldest: the deadline grows with the received time);
   * "follow-up": the new and contacted ones whose follow-up date is the agency's today or
   * earlier, the earliest date first.
   */
  status?: LeadStatus | "due" | "follow-up";
  /** "failed": only leads with a delivery that gave up. */
  delivery?: "failed";
  /** "mine": only sales leads owned by `me`; "nobody": only those nobody owns. */
  owner?: "mine" | "nobody";
  /** The signed-in teammate's address, whom "mine" means (none: "mine" matches nothing). */
  me?: string;
  /** Only leads listed after this one (the last of the page before): keyset paging. */
  after?: LeadCursor;
  limit?: number;
}

/**
 * Where a page of the list ends: the last lead's time and id (the list's sort keys), and in the
 * follow-up list its follow-up date, which that list is sorted by first.
 */
export interface LeadCursor {
  followUpOn?: string | null;
  createdAt: string;
  id: string;
}

/**
 * The cursor as one URL value, "2026-11-26T07:45:12.345Z~id", or in the follow-up list
 * "2026-12-03~2026-11-26T07:45:12.345Z~id" (parseCursor reads it back).
 */
export function cursorParam(cursor: LeadCursor): string {
  return `${cursor.followUpOn ? `${cursor.followUpOn}~` : ""}${cursor.createdAt}~${cursor.id}`;
}
function parseCursor(value: string | null): LeadCursor | undefined {
  const match =
    /^(?:(\d{4}-\d\d-\d\d)~)?(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)~([\w-]{1,64})$/.exec(
      value ?? "",
    );
  if (!match) return undefined;
  return match[1]
    ? { followUpOn: match[1], createdAt: match[2]!, id: match[3]! }
    : { createdAt: match[2]!, id: match[3]! };
}

/**
 * The leads list's filters from a query string: the list, its CSV export and a lead's page (for
 * its way back to the list) read the same. Without a `kind` the list holds the sales leads;
 * `kind=all` adds the newsletter sign-ups.
 */
export function leadFilterOf(query: URLSearchParams): Required<Pick<LeadFilter, "q">> & LeadFilter {
  const kind = query.get("kind");
  const status = query.get("status");
  const owner = query.get("owner");
  return {
    q: (query.get("q") ?? "").slice(0, 200),
    kind: isLeadKind(kind) ? kind : kind === "all" ? undefined : "sales",
    status: isLeadStatus(status) || status === "due" || status === "follow-up" ? status : undefined,
    delivery: query.get("delivery") === "failed" ? "failed" : undefined,
    owner: owner === "mine" || owner === "nobody" ? owner : undefined,
    after: parseCursor(query.get("after")),
  };
}

/**
 * The query string of a list (leadFilterOf read back): what a lead's page carries, so that "All
 * leads" returns to the same filters, search and page.
 */
export function leadListQuery(filter: LeadFilter): Record<string, string | undefined> {
  return {
    q: filter.q?.trim() || undefined,
    kind: filter.kind === "sales" ? undefined : (filter.kind ?? "all"),
    status: filter.status,
    delivery: filter.delivery,
    owner: filter.owner,
    after: filter.after ? cursorParam(filter.after) : undefined,
  };
}

const isLeadKind = (value: unknown): value is LeadKind =>
  typeof value === "string" && (leadKinds as readonly string[]).includes(value);
export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (leadStatuses as readonly string[]).includes(value);

/** LIKE pattern for a search term, its own % and _ taken literally. */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The stored phone number as digits only: without the separators the forms accept in one
 * (whitespace, brackets, dots, dashes, slashes: app/forms/schemas.ts) and its leading +.
 */
const phoneDigits = [" ", "\t", "\u00a0", "\u202f", "(", ")", ".", "-", "/", "+"].reduce(
  (column, separator) => sql<string | null>`replace(${column}, ${separator}, '')`,
  sql.ref<string | null>("phone"),
);

/** A search term that can only be (part of) a phone number: digits and its separators. */
const phoneTerm = /^\+?[\d\s().\-/]*\d[\d\s().\-/]*$/;

/**
 * The digits to look for in stored numbers, for a number typed one way and stored another:
 * "098200 12345" (a trunk 0) finds "+91 98200 12345", and "+91 98200" (a country code) finds
 * "098200 12345". Without its leading zeros, and for a term with a "+", also without a country
 * code of one to three digits, while at least five digits remain to look for.
 */
function phoneSearchDigits(term: string): string[] {
  const digits = term.replace(/\D/g, "").replace(/^0+/, "");
  const withoutCountry = term.trim().startsWith("+")
    ? [1, 2, 3].map((length) => digits.slice(length)).filter((rest) => rest.length >= 5)
    : [];
  return [...new Set([digits, ...withoutCountry])].filter((candidate) => candidate !== "");
}

/**
 * What a search term matches, for the list's `q`: name, email, subject, message and the status
 * note, case-insensitively, and for a term of digits (and phone separators) the phone number's
 * digits (phoneSearchDigits), so "+91 98200" and "9820012345" both find "+91 98200 12345".
 */
export function leadSearchMatches(term: string): RawBuilder<boolean>[] {
  const pattern = likePattern(term);
  const phone = phoneTerm.test(term)
    ? phoneSearchDigits(term).map((digits) => sql<boolean>`${phoneDigits} like ${`%${digits}%`}`)
    : [];
  return [
    ...(["name", "email", "subject", "message", "status_note"] as const).map(
      (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
    ),
    ...phone,
  ];
}
