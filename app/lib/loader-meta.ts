import type { MetaDescriptor } from "react-router";

/**
 * The route `meta` export of every page: the descriptors its loader computed with `pageMeta`
 * (app/lib/seo.ts). Computing them in the loader keeps the SEO and structured-data code, and the
 * content they read, out of the browser's JavaScript; a client-side navigation gets them with
 * the page's loader data.
 */
export function loaderMeta({
  loaderData,
}: {
  loaderData?: { meta: MetaDescriptor[] } | undefined;
}): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
