/**
 * The shape of a real-user Core Web Vitals beacon, validated by the endpoint
 * (app/routes/web-vitals.ts). Kept apart from the browser reporter so zod stays out of the
 * client bundle.
 */
import { z } from "zod";

const webVitalNames = ["CLS", "FCP", "INP", "LCP", "TTFB"] as const;

export const webVitalBeaconSchema = z.strictObject({
  name: z.enum(webVitalNames),
  value: z.number().finite().nonnegative(),
  rating: z.enum(["good", "needs-improvement", "poor"]),
  id: z.string().min(1).max(100),
  navigationType: z.string().max(40),
  /** Path of the page the metric was measured on (no query string: it may hold personal data). */
  path: z.string().startsWith("/").max(300),
});
