import type { ReactNode } from "react";
import { RatesNote } from "~/components/indicative-price";
import type { TocHeading } from "~/lib/content/markdown";
import { siteConfig } from "~/site.config";

interface MarkdownArticleProps {
  /** HTML rendered at build time from the repository's own Markdown (trusted content). */
  html: string;
  headings: readonly TocHeading[];
  /** What follows the text (a post's way back and next step), under the text's own column. */
  footer?: ReactNode;
}

/** A long text with readable typography and, when it has enough sections, a table of contents. */
export function MarkdownArticle({ html, headings, footer }: MarkdownArticleProps) {
  const sections = headings.filter((h) => h.depth === 2);
  const showToc = sections.length >= siteConfig.content.tocMinHeadings;
  return (
    <div
      className={
        showToc
          ? "mx-auto grid max-w-6xl gap-10 px-4 pb-24 lg:grid-cols-[16rem_minmax(0,1fr)]"
          : "mx-auto max-w-3xl px-4 pb-24"
      }
    >
      {showToc ? (
        <nav
          aria-labelledby="toc-heading"
          className="self-start rounded-xl border bg-card p-5 text-sm lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
        >
          <h2 id="toc-heading" className="font-semibold">
            On This Page
          </h2>
          <ol className="mt-3 space-y-2 text-muted-foreground">
            {sections.map((heading) => (
              <li key={heading.id}>
                <a
                  href={`#${heading.id}`}
                  className="underline-offset-4 hover:text-foreground hover:underline"
                >
                  {heading.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />
      {/* A text that states our prices converts them once a buyer has chosen a currency
          (app/content/documents.ts); this says at what rates. */}
      {html.includes("data-fx=") ? (
        <RatesNote
          whenConverted
          className={`max-w-[70ch] text-xs text-muted-foreground ${showToc ? "lg:col-start-2" : "mt-6"}`}
        />
      ) : null}
      {footer ? <div className={showToc ? "lg:col-start-2" : "mt-10"}>{footer}</div> : null}
    </div>
  );
}
