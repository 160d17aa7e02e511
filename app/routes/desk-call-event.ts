import { data } from "react-router";
import type { Route } from "./+types/desk-call-event";
import { callEvent } from "~/desk/call-event";
import { pathTo } from "~/route-paths";
import { configuredOriginOf } from "~/server/env.server";
import { deskResponseHeaders, requireDeskSession } from "~/server/desk-request.server";

/** GET /desk/leads/:id/call.ics: a call request's window as an event for the team's calendar. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = await requireDeskSession(request, context);
  const lead = await services.desk.lead(params.id);
  const leadUrl = `${configuredOriginOf(services.env)}${pathTo("desk-lead", { id: params.id })}`;
  const event = lead?.call ? callEvent({ ...lead, call: lead.call }, leadUrl, new Date()) : null;
  if (!event) throw data(null, { status: 404, headers: deskResponseHeaders });
  return new Response(event, {
    headers: {
      ...deskResponseHeaders,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="call-${params.id}.ics"`,
    },
  });
}
