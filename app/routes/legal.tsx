import { data } from "react-router";
import type { Route } from "./+types/legal";
import { MarkdownArticle } from "~/components/content/markdown-article";
import { PageHeader } from "~/components/sections/page-header";
import { formatContentDate } from "~/lib/content/dates";
import { loaderMeta } from "~/lib/loader-meta";
import { pageRef, pathTo } from "~/route-paths";
import { getLegalDocument } from "~/content/documents";
import { pageMeta } from "~/lib/seo";

/** The routes this module serves; each route id names its Markdown file. */
const legalRoutes = ["privacy", "terms", "service-agreement", "payment", "disclaimer"] as const;

// One module serves every legal page (`/payment` renders app/content/legal/payment.md).
export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/+$/, "");
  const routeId = legalRoutes.find((id) => pathTo(id) === path);
  const doc = routeId && getLegalDocument(routeId);
  if (!routeId || !doc) throw data(null, { status: 404 });
  return {
    routeId,
    meta: pageMeta({
      title: doc.frontmatter.title,
      description: doc.frontmatter.description,
      page: pageRef(routeId),
    }),
  };
}

export const meta = loaderMeta;

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const doc = getLegalDocument(loaderData.routeId);
  // The loader made the same lookup and answered 404 when it failed.
  if (!doc) throw new Error(`No legal document for route ${loaderData.routeId}`);
  return <LegalDocument doc={doc} />;
}

function LegalDocument({ doc }: { doc: NonNullable<ReturnType<typeof getLegalDocument>> }) {
  const { frontmatter, html, headings } = doc;
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
