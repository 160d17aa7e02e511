import { data } from "react-router";
import type { Route } from "./+types/legal";
import { MarkdownArticle } from "~/components/content/markdown-article";
import { PageHeader } from "~/components/sections/page-header";
import { formatContentDate } from "~/lib/content/dates";
import { pageMeta } from "~/lib/seo";
import { pageRef, pathTo } from "~/route-paths";
import { getLegalDocument } from "~/server/content.server";

/** The routes this module serves; each route id names its Markdown file. */
const legalRoutes = ["privacy", "terms", "service-agreement", "payment", "disclaimer"] as const;

// One module serves every legal page (`/payment` renders app/content/legal/payment.md).
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const routeId = legalRoutes.find((id) => pathTo(id) === path);
  const doc = routeId && getLegalDocument(routeId);
  if (!routeId || !doc) throw data(null, { status: 404 });
  return { routeId, ...doc };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta({
        title: loaderData.frontmatter.title,
        description: loaderData.frontmatter.description,
        page: pageRef(loaderData.routeId),
      })
    : [];

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { frontmatter, html, headings } = loaderData;
  const dateLabel = frontmatter.dateKind === "updated" ? "Last updated" : "Effective";
  return (
    <article>
      <PageHeader title={frontmatter.title} lead={frontmatter.description}>
        <p className="mt-4 text-sm font-medium text-muted-foreground">
          {dateLabel}:{" "}
          <time dateTime={frontmatter.date}>{formatContentDate(frontmatter.date)}</time>
        </p>
      </PageHeader>
      <MarkdownArticle html={html} headings={headings} />
    </article>
  );
}
