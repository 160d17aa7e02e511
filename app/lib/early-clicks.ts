/**
 * Clicks made before React has hydrated. Scripts load after the first paint, so on a slow phone
 * the menu button, the theme toggle and the other controls marked `data-replay="…"` are on screen
 * for a moment before they have handlers. The inline boot script (`earlyClicksBootScript`, in
 * the document's head) records clicks on them in that window, with the browser's default action
 * stopped; once the shell has hydrated, `replayEarlyClicks` clicks each recorded control again,
 * in order, exactly once, and recording stops.
 *
 * Links, `<details>`, and form buttons need none of this: they work natively before hydration.
 */

declare global {
  interface Window {
    /** The recorded `data-replay` names; null once replayed. */
    __earlyClicks?: string[] | null;
  }
}

export const earlyClicksBootScript = `(function(){var q=[];window.__earlyClicks=q;document.addEventListener("click",function(e){if(window.__earlyClicks!==q)return;var t=e.target,c=t&&t.closest&&t.closest("[data-replay]");if(!c)return;e.preventDefault();e.stopImmediatePropagation();q.push(c.getAttribute("data-replay"))},true)})()`;

export function replayEarlyClicks(): void {
  const queue = window.__earlyClicks ?? [];
  window.__earlyClicks = null;
  for (const name of queue) {
    document.querySelector<HTMLElement>(`[data-replay="${CSS.escape(name)}"]`)?.click();
  }
}
