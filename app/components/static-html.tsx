import type { ReactNode } from "react";
import { useMatches } from "react-router";

type StaticTag = "div" | "ul";

interface StaticHtmlProps {
  /** Names this block within the page; the markup fetched for a client-side navigation is matched by it. */
  id: string;
  /**
   * The block's content, written `{import.meta.env.SSR && <Content />}` at the call site: the
   * literal condition lets the client build drop `<Content />` and every module only it imports.
   */
  children?: ReactNode;
  as?: StaticTag;
  className?: string;
  "aria-hidden"?: true;
  inert?: true;
  /**
   * The block's sections, and the cards of their grids, are laid out only near the viewport
   * while the page first loads, then one per idle period after load (`renderLaterBootScript`,
   * app/lib/document-behaviours.ts). `<RenderLater>` does the same for sections React renders.
   */
  renderLater?: boolean;
}

/**
 * Markup the server renders and the browser never re-renders: most of a page is text, links and
 * pictures that need no React in the browser, so neither the components that draw it nor the
 * content they read are in the client's JavaScript (docs/decisions/011).
 *
 * - On the server the children render as usual, inside `<div data-static-html="{id}">`.
 * - Hydration keeps that DOM as it is (an element with `dangerouslySetInnerHTML` is not
 *   compared), and the markup is not repeated in the hydration data.
 * - On a client-side navigation, the route's `clientLoader` (`withStaticHtml`) fetches the
 *   page's HTML and this block takes its part by id.
 *
 * Links and booking buttons inside work through the document's delegated handlers
 * (app/lib/document-behaviours.ts), and without JavaScript as plain links.
 */
export function StaticHtml({
  id,
  children,
  as: Tag = "div",
  className = "contents",
  renderLater = false,
  ...rest
}: StaticHtmlProps) {
  const fetched = useFetchedStaticHtml(id);
  const later = renderLater ? { "data-render-later": "" } : {};
  if (import.meta.env.SSR) {
    return (
      <Tag data-static-html={id} className={className} {...later} {...rest}>
        {children}
      </Tag>
    );
  }
  return (
    <Tag
      data-static-html={id}
      className={className}
      {...later}
      {...rest}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: fetched ?? "" }}
    />
  );
}

/** The markup of block `id` that a route's `clientLoader` fetched, if any. */
function useFetchedStaticHtml(id: string): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.loaderData as { staticHtml?: Record<string, string> } | undefined;
    const html = data?.staticHtml?.[id];
    if (html !== undefined) return html;
  }
  return undefined;
}
