import { useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandName } from "~/lib/islands";

/**
 * Hydrates the page's `<Island name={name}>` (app/components/island.tsx) with React DOM alone,
 * from the props the server rendered it with. The rest of the page is never touched.
 */
export function hydrateIsland<P extends object>(name: IslandName, Component: ComponentType<P>) {
  const element = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  if (!element) return;
  const props = JSON.parse(element.dataset.props ?? "{}") as P;
  hydrateRoot(
    element,
    <Hydrated>
      <Component {...props} />
    </Hydrated>,
  );
}

/** Runs once the island has hydrated. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Tests and tools wait for this mark. Then the clicks the shell module kept meanwhile on the
    // island's `data-replay` controls are made again (app/shell/shell.ts,
    // installIslandClickQueue).
    document.documentElement.dataset.hydrated = "";
    for (const name of window.__islandClicks?.splice(0) ?? []) {
      document.querySelector<HTMLElement>(`[data-replay="${CSS.escape(name)}"]`)?.click();
    }
  }, []);
  return children;
}
