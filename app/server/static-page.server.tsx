import type { ReactNode } from "react";
import { pageMeta, type PageMetaInput } from "~/lib/seo";
import { renderStatic } from "./render-static.server";

/**
 * The loader data of a page that is only markup: its meta tags and its body rendered to HTML.
 * The route exports `meta = loaderMeta` and `default StaticPage`, and ships no code of its own.
 */
export function staticPage(request: Request, page: { meta: PageMetaInput; body: ReactNode }) {
  return {
    meta: pageMeta(page.meta),
    html: renderStatic(request, page.meta.page.routeId, page.body),
  };
}
