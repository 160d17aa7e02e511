import { startTransition, useEffect, useState } from "react";
import { whenIdle } from "~/lib/idle";
// Types only (erased from the bundle): the Radix module itself is loaded on demand below. The
// props are declared there, so the two files never import each other.
import type { TooltipProps } from "./tooltip-radix";

type RadixTooltipModule = typeof import("./tooltip-radix");

// Radix Tooltip (with its positioning engine) is about 18 KB gzipped. A tooltip only opens after
// a 700 ms hover, so it is loaded once the browser is idle after first paint instead of with the
// page. Until then the trigger renders on its own (its accessible name never depends on the tooltip).
let radixTooltip: RadixTooltipModule | null = null;
let loading: Promise<RadixTooltipModule> | null = null;

function loadRadixTooltip(): Promise<RadixTooltipModule> {
  loading ??= import("./tooltip-radix").then((module) => (radixTooltip = module));
  return loading;
}

/**
 * A short hint on hover or keyboard focus, with the spec's delays (700 ms open, 300 ms skip;
 * section 9). It supplements, never replaces, the trigger's own accessible name.
 */
export function Tooltip(props: TooltipProps) {
  // Already loaded (a later page): render the Radix tooltip at once; while hydrating: not yet.
  const [module, setModule] = useState(radixTooltip);
  useEffect(() => {
    if (module) return;
    let mounted = true;
    const cancel = whenIdle(() => {
      loadRadixTooltip()
        // As a transition, so React may pause the swap to Radix's components between them and
        // a tap (a plain update here rendered them all in one long task after every first load).
        .then((loaded) => mounted && startTransition(() => setModule(() => loaded)))
        .catch((error: unknown) => {
          console.warn("Tooltip: could not load; triggers keep working without hints", error);
        });
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, [module]);
  if (!module) return props.children;
  return <module.RadixTooltip {...props} />;
}
