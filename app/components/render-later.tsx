import type { ReactNode } from "react";

/**
 * Lays out its child `<section>`s (and the cards of their grids) only near the viewport while the
 * page first loads, then one per idle period after load: `<StaticHtml renderLater>` for parts of
 * a page React renders. `renderLaterBootScript` (app/lib/document-behaviours.ts) and app.css act
 * on the sections of any `[data-render-later]` element; the wrapper takes no box of its own. A
 * section with a form gains nothing from it (see renderLaterBootScript).
 */
export function RenderLater({ children }: { children: ReactNode }) {
  return (
    <div data-render-later="" className="contents">
      {children}
    </div>
  );
}
