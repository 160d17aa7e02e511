import type { ReactNode } from "react";

/**
 * Lays out its children (sections, the footer) only near the viewport while the page first
 * loads, then one per idle period after load, like `<StaticHtml renderLater>`, for parts of a
 * page React renders: `renderLaterBootScript` (app/lib/document-behaviours.ts) and app.css act
 * on the children of any `[data-render-later]` element. The wrapper takes no box of its own.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  return (
    <div data-render-later="" className="contents">
      {children}
    </div>
  );
}
