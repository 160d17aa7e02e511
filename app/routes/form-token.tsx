import { signFormStart } from "~/server/form-guard.server";
import { leadServices } from "~/server/runtime.server";

/** GET /forms/token: a signed "form shown at" time for the minimum fill-time check. */
export async function loader() {
  const { formSecret } = await leadServices();
  return Response.json(
    { token: signFormStart(formSecret) },
    { headers: { "Cache-Control": "no-store" } },
  );
}
