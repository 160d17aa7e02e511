import { useSyncExternalStore } from "react";
import { parseCurrency, type CurrencyId } from "~/lib/currency";

/** Watches <html data-currency>, which the currency boot script sets and changes. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ["data-currency"] });
  return () => observer.disconnect();
}

/**
 * The remembered currency choice (app/lib/locale-boot.ts marks <html> with it before the first
 * paint): null on the server and while hydrating, which cannot know it, so it never causes a
 * hydration mismatch; the choice after that.
 */
export function useRememberedCurrency(): CurrencyId | null {
  return useSyncExternalStore(
    subscribe,
    () => parseCurrency(document.documentElement.getAttribute("data-currency")),
    () => null,
  );
}
