import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/**
 * Renders a page's static parts to HTML in its loader, for `<StaticHtml>`. A memory router at the
 * page's own path gives `<Link>` its context (links render as plain `<a href>`); `prefix` keeps
 * the `useId` values of separately rendered parts from colliding with each other or with the
 * hydrated parts of the page.
 */
export function renderStatic(request: Request, prefix: string, node: ReactNode): string {
  const { pathname, search } = new URL(request.url);
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[pathname + search]}>{node}</MemoryRouter>,
    { identifierPrefix: `${prefix}-` },
  );
}
