/** The video showcase's demo clips by file name (public/videos/<name>.mp4 and its posters). */
import { aiCrmDemo } from "./ai-crm-demo.ts";
import type { DemoClip } from "./clip.ts";
import { paySetuUpiDemo } from "./paysetu-upi-demo.ts";
import { shipSureTrackingDemo } from "./shipsure-tracking-demo.ts";

export const demoClips: Record<string, DemoClip> = {
  "ai-crm-demo": aiCrmDemo,
  "shipsure-tracking-demo": shipSureTrackingDemo,
  "paysetu-upi-demo": paySetuUpiDemo,
};
