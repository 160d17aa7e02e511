import * as ToastPrimitive from "@radix-ui/react-toast";
import { cva } from "class-variance-authority";
import {
  CircleAlert,
  CircleCheck,
  Info,
  LoaderCircle,
  TriangleAlert,
  X,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import type { ToastRecord, ToastStore, ToastVariant } from "~/lib/toast-store";
import { siteConfig } from "~/site.config";

const { notifications } = siteConfig.ui;
/** How long the exit animation runs before a closed notification is forgotten. */
const EXIT_MS = 200;

const toastVariants = cva(
  "toast group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border bg-card p-4 pr-9 text-sm text-card-foreground shadow-lg",
  {
    variants: {
      variant: {
        default: "",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
        success: "",
        info: "",
        warning: "",
        error: "",
        loading: "",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

const icons: Partial<Record<ToastVariant, { Icon: LucideIcon; className: string }>> = {
  success: { Icon: CircleCheck, className: "text-success" },
  info: { Icon: Info, className: "text-primary" },
  warning: { Icon: TriangleAlert, className: "text-amber-600 dark:text-amber-400" },
  error: { Icon: CircleAlert, className: "text-destructive" },
  loading: { Icon: LoaderCircle, className: "animate-spin text-muted-foreground" },
};

/** Errors interrupt (assertive); everything else is announced politely. */
function isUrgent(variant: ToastVariant): boolean {
  return variant === "destructive" || variant === "error";
}

/** Radix Toast rendering of the store: the F8 region, swipe to dismiss, timers paused on hover. */
export default function ToastViewport({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <ToastPrimitive.Provider
      duration={notifications.durationMs}
      swipeDirection={notifications.swipeDirection}
      swipeThreshold={notifications.swipeThresholdPx}
      label="Notification"
    >
      {toasts.map((record) => (
        <ToastItem key={record.id} record={record} store={store} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...notifications.hotkey]}
        style={{ width: notifications.widthPx, gap: notifications.gapPx }}
        className="fixed right-0 bottom-0 z-[100] m-0 flex max-w-[100vw] list-none flex-col-reverse p-4 outline-none sm:right-2 sm:bottom-2"
      />
    </ToastPrimitive.Provider>
  );
}

function ToastItem({ record, store }: { record: ToastRecord; store: ToastStore }) {
  const icon = icons[record.variant];
  useEffect(() => {
    if (record.open) return;
    const handle = window.setTimeout(() => store.remove(record.id), EXIT_MS);
    return () => window.clearTimeout(handle);
  }, [record.open, record.id, store]);
  return (
    <ToastPrimitive.Root
      open={record.open}
      onOpenChange={(open) => {
        if (!open) store.dismiss(record.id);
      }}
      duration={record.durationMs}
      type={isUrgent(record.variant) ? "foreground" : "background"}
      className={toastVariants({ variant: record.variant })}
    >
      {icon ? (
        <icon.Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${icon.className}`} />
      ) : null}
      <div className="grid gap-1">
        {record.title ? (
          <ToastPrimitive.Title className="font-semibold">{record.title}</ToastPrimitive.Title>
        ) : null}
        {record.description ? (
          <ToastPrimitive.Description className="opacity-90">
            {record.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Close notification"
        className="absolute top-2.5 right-2.5 rounded-md p-1 opacity-60 transition-opacity hover:opacity-100 focus-visible:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
