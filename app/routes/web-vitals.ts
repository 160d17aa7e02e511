import type { Route } from "./+types/web-vitals";
import { webVitalBeaconSchema } from "~/lib/web-vitals-beacon";
import { siteConfig } from "~/site.config";

/**
 * Receives real-user Core Web Vitals beacons and logs each as one JSON line on stdout, where the
 * agency's log collector picks them up. Answers 404 while reporting is switched off.
 */
export async function action({ request }: Route.ActionArgs) {
  const { enabled, maxBodyBytes } = siteConfig.webVitals;
  if (!enabled) return new Response(null, { status: 404 });
  if (request.method !== "POST") return new Response(null, { status: 405 });
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBodyBytes) return new Response(null, { status: 413 });
  const text = await request.text();
  if (text.length > maxBodyBytes) return new Response(null, { status: 413 });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return new Response(null, { status: 400 }); // not JSON: a bad beacon, nothing to log
  }
  const parsed = webVitalBeaconSchema.safeParse(json);
  if (!parsed.success) return new Response(null, { status: 400 });
  console.log(JSON.stringify({ type: "web-vital", at: new Date().toISOString(), ...parsed.data }));
  return new Response(null, { status: 204 });
}
