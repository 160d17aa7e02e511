import { PageHeader } from "~/components/sections/page-header";
import { loaderMeta } from "~/lib/loader-meta";
import { groupPagesForSitemap, listedPages } from "~/route-table";
import { pageRef } from "~/route-paths";
import { pageMeta } from "~/lib/seo";

const description =
  "Every page of the site in one place, grouped like the navigation: services, app solutions, tech stack, work, pricing and policies.";

// Generated from the route table at build time, so a new page appears here by itself.
export const loader = () => ({
  meta: pageMeta({ title: "Sitemap", description, page: pageRef("sitemap") }),
});

export const meta = loaderMeta;

export default function SitemapPage() {
  return <SitemapBody groups={groupPagesForSitemap(listedPages())} />;
}

function SitemapBody({ groups }: { groups: ReturnType<typeof groupPagesForSitemap> }) {
  return (
    <>
      <PageHeader title="Sitemap" lead={description} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-24 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map(({ group, pages }) => {
          const headingId = `sitemap-${group.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
          return (
            <section key={group} aria-labelledby={headingId}>
              <h2 id={headingId} className="text-lg font-semibold">
                {group}
              </h2>
              <ul className="mt-3 space-y-2 text-muted-foreground">
                {pages.map((page) => (
                  <li key={page.path}>
                    <a
                      href={page.path}
                      className="underline-offset-4 hover:text-foreground hover:underline"
                    >
                      {page.label}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}
