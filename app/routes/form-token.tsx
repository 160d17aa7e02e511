import type { Route } from "./+types/form-token";
import { signFormStart } from "~/server/form-input.server";
import { servicesOf } from "~/server/load-context.server";

/**
 * GET /forms/token: a signed "form shown at" time for the minimum fill-time check, and that
 * minimum, so the page can hold a quick visitor's post until the token is old enough rather than
 * have a person judged a bot (answered as one, and their entry dropped).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { formSecret, env } = await servicesOf(context);
  return Response.json(
    { token: signFormStart(formSecret), minFillMs: env.FORM_MIN_FILL_MS },
    { headers: { "Cache-Control": "no-store" } },
  );
}
