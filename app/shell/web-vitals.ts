/**
 * Real-user Core Web Vitals (siteConfig.webVitals): a module of its own, which app/root.tsx puts
 * on every page only when reporting is switched on, so with it off nothing is downloaded. Each
 * metric goes to the endpoint as one small JSON beacon.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { siteConfig } from "~/site.config";

function send(metric: Metric): void {
  const beacon = {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
    path: window.location.pathname,
  };
  const { endpoint } = siteConfig.webVitals;
  const body = new Blob([JSON.stringify(beacon)], { type: "application/json" });
  // sendBeacon survives the page being closed; fetch with keepalive is the fallback.
  if (!navigator.sendBeacon?.(endpoint, body)) {
    void fetch(endpoint, { method: "POST", body, keepalive: true }).catch((error: unknown) => {
      console.warn("web-vitals beacon failed", error);
    });
  }
}

onCLS(send);
onFCP(send);
onINP(send);
onLCP(send);
onTTFB(send);
