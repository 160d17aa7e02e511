import { data } from "react-router";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { listedPages } from "~/route-table";
import { nearestPath } from "~/server/http/nearest-path.server";
import type { Route } from "./+types/not-found";

/**
 * Catch-all route: answer with a real 404 status and render the not-found screen, naming the page
 * the visitor most likely meant. The production server renders it once per such page, as
 * `?near=<path>` (server.ts); rendered for the missing path itself (`react-router dev`), it finds
 * that page the same way.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pages = listedPages();
  const near =
    url.searchParams.get("near") ??
    nearestPath(
      url.pathname,
      pages.map((page) => page.path),
    );
  const page = pages.find((candidate) => candidate.path === near);
  return data({ nearest: page ? { path: page.path, label: page.label } : null }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundScreen nearest={loaderData.nearest} />;
}
