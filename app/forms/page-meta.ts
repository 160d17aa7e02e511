import type { MetaDescriptor } from "react-router";
import { pageMeta, type PageMetaInput } from "~/lib/seo";
import { ogImagePath, pathTo } from "~/route-paths";

/**
 * Metadata of the newsletter utility pages (/newsletter, confirm, unsubscribe): the usual layers,
 * but kept out of search results and sharing the home page's image (they have none of their own).
 */
export function formPageMeta(input: Omit<PageMetaInput, "image">): MetaDescriptor[] {
  return pageMeta({ ...input, image: ogImagePath(pathTo("home")) }).map((descriptor) =>
    "name" in descriptor && descriptor.name === "robots"
      ? { name: "robots", content: "noindex, follow" }
      : descriptor,
  );
}
