/**
 * What the production server (server.ts) hands to React Router for each request it renders.
 * React Router 8 passes loaders, actions and the server entry a `RouterContextProvider`; this
 * request's values travel in it under `requestContext`, read with `context.get(requestContext)`.
 * Under `react-router dev` there is no server.ts and the values are empty: `servicesOf()` then
 * opens the process's services itself.
 */
import { createContext, RouterContextProvider, type RouterContext } from "react-router";
import type { RateLimitVerdict } from "./rate-limit.server";
import { leadServices, type LeadServices } from "./runtime.server";

export interface RequestValues {
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

/**
 * The key is looked up by identity, and this module is bundled twice: into server.ts (which sets
 * the values) and into React Router's server build (whose loaders read them). One key per process,
 * kept on `globalThis` under a registered symbol, makes both copies agree.
 */
const keySymbol = Symbol.for("agency-website.request-context");
type KeyHolder = { [keySymbol]?: RouterContext<RequestValues> };
export const requestContext: RouterContext<RequestValues> = ((globalThis as KeyHolder)[
  keySymbol
] ??= createContext<RequestValues>({}));

/** The context React Router is given for one request. */
export function routerContextFor(values: RequestValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, values);
  return context;
}

/** The services of this request, or (development server) the process's own. */
export function servicesOf(context: Readonly<RouterContextProvider>): Promise<LeadServices> {
  const { services } = context.get(requestContext);
  return services ? Promise.resolve(services) : leadServices();
}
