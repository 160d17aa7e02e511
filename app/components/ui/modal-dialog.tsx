import { clsx } from "clsx";
import { lockPageScroll } from "~/lib/scroll-lock";
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type RefObject,
} from "react";

interface ModalDialogProps extends Omit<ComponentProps<"dialog">, "open" | "onClose" | "onCancel"> {
  /** The visitor dismissed the dialog: Escape, or a click on the dimmed area around the content. */
  onDismiss: () => void;
  /** Runs on Escape before dismissing; return true to keep the dialog open (handled it). */
  onEscape?: () => boolean;
  /** Focused when the dialog opens; otherwise the browser focuses the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Focused when the dialog closes; otherwise focus returns to where it was before. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Focused on close when the return target has left the page meanwhile. */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The site's one modal: a native `<dialog>` opened with showModal(). The browser provides what a
 * modal needs (top layer, the rest of the page inert, focus kept inside, Escape), with no script
 * injecting styles, so the Content-Security-Policy needs no 'unsafe-inline' for styles.
 *
 * Mount it only while open; it opens on mount and closes on unmount. The element itself covers the
 * viewport and is transparent: put the visible panel inside it, and a click that lands on the
 * element itself (outside the panel) dismisses. Page scrolling is locked by app/lib/scroll-lock.ts.
 */
export function ModalDialog({
  onDismiss,
  onEscape,
  initialFocusRef,
  returnFocusRef,
  fallbackFocusRef,
  onClick,
  children,
  className,
  ...props
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // The latest callbacks, for the native listeners added once below.
  const dismiss = useEffectEvent(() => onDismiss());
  const escape = useEffectEvent(() => onEscape?.() ?? false);

  // Holds the page still once the dialog has painted (see lockPageScroll).
  useEffect(() => lockPageScroll(), []);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const returnTargets = [returnFocusRef?.current, fallbackFocusRef?.current];
    dialog.showModal();
    initialFocusRef?.current?.focus();

    const onCancel = (event: Event) => {
      // Escape: React state decides whether the dialog stays, so the browser never closes it.
      event.preventDefault();
      if (escape()) return;
      dismiss();
    };
    // The browser may still close it by itself (a second Escape with no activation between).
    const onNativeClose = () => dismiss();
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
      if (dialog.open) dialog.close();
      const target = [...returnTargets, previouslyFocused].find((el) => el?.isConnected);
      target?.focus();
    };
    // Opened once per mount; the refs are read at that moment on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    // The dialog element is the dimmed area; keyboard users dismiss with Escape.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && event.target === event.currentTarget) onDismiss();
      }}
      className={clsx(
        "fixed inset-0 m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 outline-none",
        className,
      )}
    >
      {children}
    </dialog>
  );
}
