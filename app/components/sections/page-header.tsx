import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";

interface PageHeaderProps {
  /** Above it all, a nested page's breadcrumb trail (the trail and the page's title). */
  breadcrumbs?: { path: string; title: string };
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The heading block at the top of an inner page: the page's single <h1> and its lead text. */
export function PageHeader({ breadcrumbs, eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <header className="mx-auto max-w-4xl px-4 pt-32 pb-12 text-center">
      {breadcrumbs ? <Breadcrumbs {...breadcrumbs} centered className="mb-5" /> : null}
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
        {title}
      </h1>
      {lead ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{lead}</p> : null}
      {children}
    </header>
  );
}
