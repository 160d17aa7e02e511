import type { ReactNode } from "react";

type StaticTag = "div" | "ul";

interface StaticHtmlProps {
  /** Names this block within the page. */
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
}

/**
 * Markup the server renders and the browser never re-renders, on a page that hydrates for an
 * island (docs/decisions/017): neither the components that draw it nor the content they read are
 * in the client's JavaScript. On the server the children render inside
 * `<div data-static-html="{id}">`; in the browser the element is empty with
 * `dangerouslySetInnerHTML`, which hydration does not compare, so the server's DOM stays as it is.
 * (Pages without an island do not hydrate at all; there it is only a wrapper.)
 *
 * Links and booking buttons inside work as plain links and through the shell module.
 */
export function StaticHtml({
  id,
  children,
  as: Tag = "div",
  className = "contents",
  ...rest
}: StaticHtmlProps) {
  if (import.meta.env.SSR) {
    return (
      <Tag data-static-html={id} className={className} {...rest}>
        {children}
      </Tag>
    );
  }
  return (
    <Tag
      data-static-html={id}
      className={className}
      {...rest}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}
