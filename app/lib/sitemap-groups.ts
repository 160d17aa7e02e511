import type { ConcretePage, PageGroup } from "~/route-table";

/** Sitemap sections in the navigation's order (Home leads "Company" as it leads the navbar). */
export const sitemapGroupOrder: readonly PageGroup[] = [
  "Company",
  "Solutions",
  "Services",
  "Tech Stack",
  "Pricing",
  "Resources",
  "Policies",
];

export interface SitemapGroup {
  group: PageGroup;
  pages: ConcretePage[];
}

/** Groups listed pages by navigation group, keeping the route table's order within a group. */
export function groupPagesForSitemap(
  pages: ReadonlyArray<ConcretePage & { group: PageGroup }>,
): SitemapGroup[] {
  const order = [
    ...sitemapGroupOrder,
    ...pages.map((p) => p.group).filter((g) => !sitemapGroupOrder.includes(g)),
  ];
  return [...new Set(order)]
    .map((group) => ({
      group,
      pages: pages.filter((p) => p.group === group).map(({ path, label }) => ({ path, label })),
    }))
    .filter((g) => g.pages.length > 0);
}
