import type { MetaDescriptor } from "react-router";

/**
 * The route `meta` export of every page: the descriptors its loader computed with `pageMeta`
 * (app/lib/seo.ts), so each route computes its head in one place, on the server.
 */
export function loaderMeta({
  loaderData,
}: {
  loaderData?: { meta: MetaDescriptor[] } | undefined;
}): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
