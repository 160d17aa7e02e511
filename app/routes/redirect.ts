import { data, redirect } from "react-router";
import type { Route } from "./+types/redirect";
import { redirectLocation } from "~/route-paths";
import { redirectFor } from "~/route-table";

// Serves every "redirect" entry of the route table with a permanent redirect. These paths are
// never prerendered, so the production server answers them live with a real 301.
export function loader({ url }: Route.LoaderArgs) {
  const target = redirectFor(url.pathname);
  if (!target) throw data(null, { status: 404 });
  return redirect(redirectLocation(target.to, url.search), 301);
}
