import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

const isModulePreload = (node: ReactNode) =>
  isValidElement<{ rel?: unknown }>(node) &&
  node.type === "link" &&
  node.props.rel === "modulepreload";

/**
 * React Router's `<Scripts/>` for a page with an island, less its module preloads.
 *
 * React hoists every `<link rel="modulepreload">` into the head, so the 11 to 16 modules of React,
 * React Router and the island (~120 KB gzip) were fetched at once with the hero image, the
 * stylesheet and the font, and on a throttled phone they pushed LCP from 1.4 s to 2.3 s
 * (docs/performance.md). Without them the hydration script at the end of the body fetches the same
 * modules after the page's own resources, a round trip or two later, which the island can spare:
 * its native controls work before it hydrates and the shell keeps early clicks
 * (docs/first-load.md). If React Router changes the shape of what `<Scripts/>` renders, nothing is
 * filtered out and the page is as before, only slower to paint.
 */
export function IslandScripts() {
  // A plain call, not an element, so its output can be filtered; its hooks run as this component's.
  const scripts: ReactElement<{ children?: ReactNode }> | null = Scripts({});
  if (!scripts) return null;
  return <>{Children.toArray(scripts.props.children).filter((node) => !isModulePreload(node))}</>;
}
