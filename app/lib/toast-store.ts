/**
 * State of the notification system (spec section 9), kept apart from React and Radix so any
 * module can raise a notification with `toast(…)` and so the rules are unit-testable:
 * at most `maxVisible` open at once (the oldest is dismissed to make room), a default duration,
 * loading notifications stay until they are updated or dismissed.
 */

export type ToastVariant =
  "default" | "destructive" | "success" | "info" | "warning" | "error" | "loading";

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until dismissed. */
  durationMs?: number;
}

export interface ToastRecord {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
  /** False once dismissed; the record stays until its exit animation ends and it is removed. */
  open: boolean;
}

export interface ToastStoreOptions {
  maxVisible: number;
  defaultDurationMs: number;
}

export interface ToastStore {
  getSnapshot: () => readonly ToastRecord[];
  subscribe: (listener: () => void) => () => void;
  add: (input: ToastInput) => string;
  update: (id: string, patch: ToastInput) => void;
  /** Closes one notification, or all of them without an id. */
  dismiss: (id?: string) => void;
  /** Forgets a closed notification (after its exit animation). */
  remove: (id: string) => void;
}

export function createToastStore({ maxVisible, defaultDurationMs }: ToastStoreOptions): ToastStore {
  let toasts: readonly ToastRecord[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();

  const set = (next: readonly ToastRecord[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const durationFor = (variant: ToastVariant, requested: number | undefined) =>
    requested ?? (variant === "loading" ? Infinity : defaultDurationMs);

  return {
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(input) {
      counter += 1;
      const id = `toast-${counter}`;
      const variant = input.variant ?? "default";
      const record: ToastRecord = {
        id,
        title: input.title,
        description: input.description,
        variant,
        durationMs: durationFor(variant, input.durationMs),
        open: true,
      };
      const next = [...toasts, record];
      // Make room: close the oldest open notifications beyond the visible limit.
      let excess = next.filter((t) => t.open).length - maxVisible;
      set(
        next.map((t) => {
          if (excess > 0 && t.open) {
            excess -= 1;
            return { ...t, open: false };
          }
          return t;
        }),
      );
      return id;
    },
    update(id, patch) {
      set(
        toasts.map((t) => {
          if (t.id !== id) return t;
          const variant = patch.variant ?? t.variant;
          // A loading notification that turns into a result gets a normal lifetime.
          const durationMs =
            patch.durationMs ??
            (patch.variant && patch.variant !== t.variant
              ? durationFor(variant, undefined)
              : t.durationMs);
          return { ...t, ...patch, variant, durationMs };
        }),
      );
    },
    dismiss(id) {
      set(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
    },
    remove(id) {
      set(toasts.filter((t) => t.id !== id));
    },
  };
}
