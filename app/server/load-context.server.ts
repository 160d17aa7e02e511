/**
 * What the production server (server.ts) hands to React Router for each request it renders:
 * route loaders and actions read these from their `context` argument.
 */
declare module "react-router" {
  interface AppLoadContext {
    /** CSP nonce of this response; app/entry.server.tsx puts it on every inline script. */
    cspNonce?: string;
    /**
     * The client's address (from X-Forwarded-For when TRUST_PROXY is on), for rate limits.
     * Never log it.
     */
    clientAddress?: string;
  }
}

export {};
