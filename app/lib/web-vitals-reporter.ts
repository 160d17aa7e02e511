/**
 * The browser side of real-user Core Web Vitals reporting (siteConfig.webVitals). Nothing here
 * runs unless reporting is enabled.
 */
import type { Metric } from "web-vitals";
import { siteConfig } from "~/site.config";

/**
 * Starts reporting in the browser. `web-vitals` is imported dynamically so that, with reporting
 * off, its code is never downloaded; with it on, it loads after hydration.
 */
export async function startWebVitalsReporting(): Promise<void> {
  const { enabled, endpoint } = siteConfig.webVitals;
  if (!enabled) return;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import("web-vitals");
  const send = (metric: Metric) => {
    const beacon = {
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      navigationType: metric.navigationType,
      path: window.location.pathname,
    };
    const body = new Blob([JSON.stringify(beacon)], { type: "application/json" });
    // sendBeacon survives the page being closed; fetch with keepalive is the fallback.
    if (!navigator.sendBeacon?.(endpoint, body)) {
      void fetch(endpoint, { method: "POST", body, keepalive: true }).catch((error: unknown) => {
        console.warn("web-vitals beacon failed", error);
      });
    }
  };
  onCLS(send);
  onFCP(send);
  onINP(send);
  onLCP(send);
  onTTFB(send);
}
