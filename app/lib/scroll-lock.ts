import { afterFirstFrame } from "./after-first-frame";

let holders = 0;

/**
 * Holds the page still behind an overlay (the phone menu, a modal) until the returned function
 * is called; overlapping holders are counted. The lock lands after the overlay's first frame:
 * stopping the root from scrolling makes the browser restyle and lay out the whole page, which
 * delayed the overlay's appearance by ~60 ms on a slow phone (React runs the effects of a click
 * before the browser paints, so an effect alone is not late enough).
 */
export function lockPageScroll(): () => void {
  let state: "waiting" | "held" | "released" = "waiting";
  const lock = afterFirstFrame(() => {
    if (state !== "waiting") return;
    state = "held";
    holders += 1;
    document.documentElement.dataset.scrollLocked = "";
  });
  return () => {
    if (state === "waiting") {
      lock.cancel();
    } else if (state === "held") {
      holders -= 1;
      if (holders === 0) delete document.documentElement.dataset.scrollLocked;
    }
    state = "released";
  };
}
