import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of a server-rendered response, provided by
 * app/entry.server.tsx. Undefined for prerendered pages (their inline scripts are allowed by
 * hash) and in the browser, where the attribute is not needed after parsing.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
