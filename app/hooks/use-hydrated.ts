import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False during the server render and hydration, true afterwards. Reading it never causes a
 * hydration mismatch (React renders the server snapshot while hydrating).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
