import { data } from "react-router";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { listedPages } from "~/route-table";
import { nearestPage } from "~/server/http/nearest-path.server";
import type { Route } from "./+types/not-found";

/** The pages a 404 may name, listed once (so `nearestPage` indexes them once). */
const pages = listedPages();

/**
 * Catch-all route: answer with a real 404 status and render the not-found screen, naming the page
 * the visitor most likely meant. The production server renders it once per such page, as
 * `?near=<path>` (server.ts); rendered for a missing path that matches no route
 * (`react-router dev`), it finds that page the same way. (An unknown slug of a real route, such as
 * /portfolio/medrise, rendered by React Router, gets the screen from the root's error boundary,
 * without one; the production server answers it from memory like any other missing path.)
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get("near");
  const page =
    asked === null
      ? nearestPage(url.pathname, pages)
      : (pages.find((candidate) => candidate.path === asked) ?? null);
  return data({ nearest: page ? { path: page.path, label: page.label } : null }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundScreen nearest={loaderData.nearest} />;
}
