/**
 * What the production server (server.ts) hands to React Router for each request it renders;
 * loaders and actions read these from their typed `context` argument. Under `react-router dev`
 * there is no server.ts and the context is empty: `servicesOf()` then opens the services itself.
 */
import type { RateLimitVerdict } from "./rate-limit.server";
import { leadServices, type LeadServices } from "./runtime.server";

declare module "react-router" {
  interface AppLoadContext {
    /** CSP nonce of this response; app/entry.server.tsx puts it on every inline script. */
    cspNonce?: string;
    /** The process's database, lead store, outbox and rate limiter. */
    services?: LeadServices;
    /** This post's count against the rate limit (server.ts counts every form post once). */
    postLimit?: RateLimitVerdict;
    /** The posting client's hashed address (clientKey), for limits of their own (desk sign-in). */
    clientKey?: string;
    /** The posting client's address, for the day's visitor hash (lead attribution); never stored. */
    clientAddress?: string;
  }
}

/** The services of this request, or (development server) the process's own. */
export function servicesOf(context: { services?: LeadServices }): Promise<LeadServices> {
  return context.services ? Promise.resolve(context.services) : leadServices();
}
