import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { routeTable } from "./route-table";

// Generated from the one route table; edit `app/route-table.ts`, not this file.
export default [
  ...routeTable.map((entry) =>
    entry.pattern === ""
      ? index(entry.file, { id: entry.id })
      : route(entry.pattern, entry.file, { id: entry.id }),
  ),
  // Anything else renders the not-found screen with a real 404 status.
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
