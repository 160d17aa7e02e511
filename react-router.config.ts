import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/route-table";

export default {
  // Server rendering stays on for what cannot be static: the 404 page, form actions and
  // query-string variants such as /apps?q=…; every static page is prerendered to HTML.
  ssr: true,
  prerender: prerenderPaths,
} satisfies Config;
