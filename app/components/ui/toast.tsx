import { lazy, startTransition, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { whenIdle } from "~/lib/idle";
import { createToastStore, type ToastInput } from "~/lib/toast-store";
import { siteConfig } from "~/site.config";

/** The one notification store of the site. */
export const toastStore = createToastStore({
  maxVisible: siteConfig.ui.notifications.maxVisible,
  defaultDurationMs: siteConfig.ui.notifications.durationMs,
});

export interface ToastHandle {
  id: string;
  update: (patch: ToastInput) => void;
  dismiss: () => void;
}

/**
 * Shows a notification: `toast({ title: "Message sent", variant: "success" })`.
 * Variants: default, destructive, success, info, warning, error, loading (stays until updated).
 */
export function toast(input: ToastInput): ToastHandle {
  const id = toastStore.add(input);
  return {
    id,
    update: (patch) => toastStore.update(id, patch),
    dismiss: () => toastStore.dismiss(id),
  };
}

// Radix Toast is loaded after first paint: it is not needed to show the page, and keeping it out
// of the island's first load keeps that page's JavaScript small.
const ToastViewport = lazy(() => import("./toast-viewport"));

/** Mounted once, in the estimate's island ("Copy a link"), its only user. */
export function Toaster() {
  const [idle, setIdle] = useState(false);
  const hasToasts = useSyncExternalStore(
    toastStore.subscribe,
    () => toastStore.getSnapshot().length > 0,
    () => false,
  );

  // A transition: mounting Radix's region may yield to a tap instead of filling one long task.
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);

  if (!idle && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport store={toastStore} />
    </Suspense>
  );
}
