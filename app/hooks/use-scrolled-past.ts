import { useSyncExternalStore } from "react";

function subscribeScroll(listener: () => void): () => void {
  window.addEventListener("scroll", listener, { passive: true });
  window.addEventListener("resize", listener, { passive: true });
  return () => {
    window.removeEventListener("scroll", listener);
    window.removeEventListener("resize", listener);
  };
}

/**
 * True once the page is scrolled strictly more than `thresholdPx` (the spec's thresholds are
 * "more than 20 px" and "more than 300 px"). False on the server: prerendered pages start at the top.
 * Components re-render only when the answer flips, not on every scroll event.
 */
export function useScrolledPast(thresholdPx: number): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > thresholdPx,
    () => false,
  );
}
