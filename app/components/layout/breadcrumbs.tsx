import { clsx } from "clsx";
import { ChevronRight } from "lucide-react";
import { breadcrumbsFor } from "~/lib/seo";

/**
 * The trail above a nested page's title, as its BreadcrumbList JSON-LD states it
 * (`breadcrumbsFor`, from the route table): Home, then the section the page belongs to. Search
 * engines expect structured data to describe what the page shows, and a visitor arriving from a
 * search sees where they are. The trail's last step, the page itself, is its <h1> just below.
 */
export function Breadcrumbs({
  path,
  title,
  centered = false,
  className,
}: {
  path: string;
  title: string;
  /** Under a centred page header. */
  centered?: boolean;
  className?: string;
}) {
  const crumbs = breadcrumbsFor(path, title);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className={clsx("text-sm text-muted-foreground", className)}>
      <ol
        className={clsx(
          "flex flex-wrap items-center gap-x-1.5 gap-y-1",
          centered && "justify-center",
        )}
      >
        {crumbs.slice(0, -1).map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-1.5">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" /> : null}
            <a
              href={crumb.path}
              className="inline-block py-1 underline-offset-4 hover:text-foreground hover:underline"
            >
              {crumb.name}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
