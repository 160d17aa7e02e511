import { useSyncExternalStore } from "react";
import { isNarrowPortrait } from "~/lib/video";
import { siteConfig } from "~/site.config";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  window.addEventListener("orientationchange", onChange);
  return () => {
    window.removeEventListener("resize", onChange);
    window.removeEventListener("orientationchange", onChange);
  };
}

const snapshot = () =>
  isNarrowPortrait(window.innerWidth, window.innerHeight, siteConfig.ui.phoneBreakpointPx);

/**
 * The showcase's narrow-portrait flag (window ≤ 768 px wide and in portrait), recomputed on every
 * resize. The server has no window and answers false; CSS media queries carry the same rule so
 * the server-rendered layout is already right on a phone.
 */
export function useNarrowPortrait(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
