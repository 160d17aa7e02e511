import type { Route } from "./+types/form-token";
import { signFormStart } from "~/server/form-input.server";
import { servicesOf } from "~/server/load-context.server";

/** GET /forms/token: a signed "form shown at" time for the minimum fill-time check. */
export async function loader({ context }: Route.LoaderArgs) {
  const { formSecret } = await servicesOf(context);
  return Response.json(
    { token: signFormStart(formSecret) },
    { headers: { "Cache-Control": "no-store" } },
  );
}
