import type { ComponentProps } from "react";

/**
 * A block that fades and rises into place whenever it scrolls into view (threshold 0.1, and
 * again each time it comes back: spec section 4). Only markup, rendered on the server: one
 * observer for the whole page (`installReveals` in app/shell/shell.ts) marks the blocks.
 *
 * It never hides content by itself: the hidden start state applies only once the document has
 * the `motion-ready` class (set by the shell module) and the visitor has not asked for reduced
 * motion (see app.css). Blocks already on screen are marked in view before the class lands, so
 * they do not blink.
 */
export function Reveal(props: ComponentProps<"div">) {
  return <div data-reveal="" {...props} />;
}
