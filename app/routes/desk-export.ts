import type { Route } from "./+types/desk-export";
import { agencyDay } from "~/lib/agency-time";
import { deskResponseHeaders, requireDeskSession } from "~/server/desk-request.server";
import { leadFilterOf } from "~/server/lead-filter.server";
import { deskLeadsToCsv, exportFileName } from "~/server/leads-export.server";

/**
 * The most leads one file holds: years of an agency's leads, in one response the server builds in
 * memory. Beyond it, `npm run leads -- export` has no limit (README, "Leads command line").
 */
const exportMaxLeads = 100_000;

/** GET /desk/leads.csv: the leads the list shows (same filters), formula-safe for spreadsheets. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, session } = await requireDeskSession(request, context);
  // Every lead the filters match, on every page of the list.
  const filters = leadFilterOf(new URL(request.url).searchParams);
  const leads = await services.desk.listLeads({
    ...filters,
    me: session.email,
    after: undefined,
    limit: exportMaxLeads,
  });
  const day = agencyDay(new Date());
  // The byte-order mark tells Excel on Windows the file is UTF-8: without it, "–" and names
  // like "Zoë" or "अनन्या" open as mojibake.
  return new Response(`\uFEFF${deskLeadsToCsv(leads)}`, {
    headers: {
      ...deskResponseHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(filters, day)}"`,
    },
  });
}
