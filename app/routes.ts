import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { patternOf, routeTable } from "./route-table";

// Generated from the one route table; edit `app/route-table.ts`, not this file.
export default [
  ...routeTable.map((entry) =>
    patternOf(entry) === ""
      ? index(entry.file, { id: entry.id })
      : route(patternOf(entry), entry.file, { id: entry.id }),
  ),
  // Anything else renders the not-found screen with a real 404 status.
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
