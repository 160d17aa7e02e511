import type { ComponentType } from "react";
import type { IslandName } from "~/lib/islands";

interface IslandProps<P extends object> {
  /** The island's name: its route's `handle` names it too (app/lib/islands.ts). */
  name: IslandName;
  /** What the island renders, on the server and again, hydrating, in the browser. */
  component: ComponentType<P>;
  /**
   * Its inputs, which the browser reads back from the element to hydrate it with the same ones:
   * keep them small (a query string, a few names), and let the island import its content itself.
   */
  props: P;
}

/**
 * The one part of a page React hydrates in the browser (docs/decisions/029). Renders the
 * component inside `<div data-island="{name}" data-props="{json}">`; the island's entry
 * (app/islands/{name}.tsx) finds that element and hydrates it with the same props.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
