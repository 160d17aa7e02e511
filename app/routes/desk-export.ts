import type { Route } from "./+types/desk-export";
import { deskResponseHeaders, requireDeskSession } from "~/server/desk-request.server";
import { isLeadKind, isLeadStatus } from "~/server/desk.server";
import { deskLeadsToCsv } from "~/server/leads-export.server";

/** GET /desk/leads.csv: the leads the list shows (same filters), formula-safe for spreadsheets. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireDeskSession(request, context);
  const url = new URL(request.url);
  const kind = url.searchParams.get("kind");
  const status = url.searchParams.get("status");
  const leads = await services.desk.listLeads({
    q: (url.searchParams.get("q") ?? "").slice(0, 200),
    kind: isLeadKind(kind) ? kind : undefined,
    status: isLeadStatus(status) ? status : undefined,
    limit: 100_000,
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(deskLeadsToCsv(leads), {
    headers: {
      ...deskResponseHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
