/**
 * Markup rendered on the server (`renderStatic`, app/server/render-static.server.tsx) and shown
 * as is. Neither the components that drew it nor their content reach the browser's JavaScript:
 * most of a page is text, links and pictures that need no React in the browser.
 *
 * Hydration keeps the server's DOM (React does not compare inner HTML when it hydrates), so the
 * string is only applied on a client-side navigation, from the route's loader data. Links and
 * booking buttons inside it work through the document's delegated handlers
 * (app/lib/document-behaviours.ts), and without JavaScript as plain links.
 */
export function StaticHtml({ html }: { html: string }) {
  return (
    <div
      data-static-html=""
      className="contents"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The whole component of a page whose loader is `staticPage` (app/server/static-page.server.tsx). */
export function StaticPage({ loaderData }: { loaderData: { html: string } }) {
  return <StaticHtml html={loaderData.html} />;
}
