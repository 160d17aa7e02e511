import { data } from "react-router";
import type { Route } from "./+types/legal";
import { MarkdownArticle } from "~/components/content/markdown-article";
import { PageHeader } from "~/components/sections/page-header";
import { formatContentDate } from "~/lib/content/dates";
import { loaderMeta } from "~/lib/loader-meta";
import { pageRef, pathTo } from "~/route-paths";
import { getLegalDocument } from "~/content/documents";
import { workingFromAbroad } from "~/content/engagements";
import { pageMeta } from "~/lib/seo";

/** The routes this module serves; each route id names its Markdown file. */
const legalRoutes = ["privacy", "terms", "service-agreement", "payment", "disclaimer"] as const;
type LegalRouteId = (typeof legalRoutes)[number];

/**
 * Where a reader of the commercial terms goes next, after the legal text and outside it (the
 * Markdown holds the terms alone, dated by the spec): how the terms play out in each engagement,
 * for a client abroad, and how their systems and data are handled.
 */
const commercialSeeAlso = [
  { href: pathTo("engagements"), label: "How We Work Together" },
  {
    href: `${pathTo("engagements")}#${workingFromAbroad.id}`,
    label: "Working with Us from Outside India",
  },
  { href: pathTo("trust"), label: "Trust and Security" },
] as const;

const seeAlso: Partial<Record<LegalRouteId, readonly { href: string; label: string }[]>> = {
  payment: commercialSeeAlso,
  "service-agreement": commercialSeeAlso,
};

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
  return <LegalDocument doc={doc} links={seeAlso[loaderData.routeId]} />;
}

function LegalDocument({
  doc,
  links,
}: {
  doc: NonNullable<ReturnType<typeof getLegalDocument>>;
  links: readonly { href: string; label: string }[] | undefined;
}) {
  const { frontmatter, html, headings } = doc;
  const dateLabel = frontmatter.dateKind === "updated" ? "Last updated" : "Effective";
  return (
    <article>
      <PageHeader title={frontmatter.title} lead={frontmatter.description}>
        <p className="mt-4 text-sm font-medium text-muted-foreground">
          {/* Each date on one line; on a phone the second goes under the first. */}
          <span className="whitespace-nowrap">
            {dateLabel}:{" "}
            <time dateTime={frontmatter.date}>{formatContentDate(frontmatter.date)}</time>
          </span>
          {frontmatter.updated ? (
            <>
              {" · "}
              <span className="whitespace-nowrap">
                Last updated:{" "}
                <time dateTime={frontmatter.updated}>{formatContentDate(frontmatter.updated)}</time>
              </span>
            </>
          ) : null}
        </p>
      </PageHeader>
      <MarkdownArticle
        html={html}
        headings={headings}
        footer={links ? <SeeAlso links={links} /> : undefined}
      />
    </article>
  );
}

/** "See also: How We Work Together · … · Trust and Security", under the text. */
function SeeAlso({ links }: { links: readonly { href: string; label: string }[] }) {
  return (
    <nav aria-label="See also" className="border-t pt-6 text-sm" data-testid="legal-see-also">
      <span className="font-semibold">See also:</span>{" "}
      {links.map((link, index) => (
        <span key={link.href}>
          {index > 0 ? " · " : null}
          <a href={link.href} className="font-medium text-primary underline underline-offset-4">
            {link.label}
          </a>
        </span>
      ))}
    </nav>
  );
}
