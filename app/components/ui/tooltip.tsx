import { useEffect, useSyncExternalStore } from "react";
import { whenIdle } from "~/lib/idle";
// Types only (erased from the bundle): the Radix module itself is loaded on demand below. The
// props are declared there, so the two files never import each other.
import type { TooltipProps } from "./tooltip-radix";

type RadixTooltipModule = typeof import("./tooltip-radix");

// Radix Tooltip (with its positioning engine) is about 18 KB gzipped. A tooltip only opens after
// a 700 ms hover, so it is loaded once the browser is idle after first paint instead of with the
// page. Until then the trigger renders on its own (its accessible name never depends on the tooltip).
let radixTooltip: RadixTooltipModule | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadRadixTooltip(): Promise<void> {
  loading ??= import("./tooltip-radix").then((module) => {
    radixTooltip = module;
    for (const listener of listeners) listener();
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A short hint on hover or keyboard focus, with the spec's delays (700 ms open, 300 ms skip;
 * section 9). It supplements, never replaces, the trigger's own accessible name.
 */
export function Tooltip(props: TooltipProps) {
  const module = useSyncExternalStore(
    subscribe,
    () => radixTooltip,
    () => null,
  );
  useEffect(() => {
    if (module) return;
    return whenIdle(() => {
      loadRadixTooltip().catch((error: unknown) => {
        console.warn("Tooltip: could not load; triggers keep working without hints", error);
      });
    });
  }, [module]);
  if (!module) return props.children;
  return <module.RadixTooltip {...props} />;
}
