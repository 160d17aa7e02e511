/**
 * Runs `callback` once the browser is idle after the current work (first paint, hydration), or
 * after `timeoutMs` at the latest when given. Safari has no requestIdleCallback; a short timeout
 * stands in. Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeoutMs?: number): () => void {
  const idle: Partial<Pick<Window, "requestIdleCallback">> = window;
  if (idle.requestIdleCallback) {
    const handle = idle.requestIdleCallback(
      callback,
      timeoutMs === undefined ? undefined : { timeout: timeoutMs },
    );
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}
