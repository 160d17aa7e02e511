import { clsx } from "clsx";
import { afterFirstFrame } from "~/lib/after-first-frame";
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
}

/**
 * The islands' modal, which the video player uses (the booking dialog is the shell's own,
 * app/shell/booking.ts): a native `<dialog>` opened with showModal(). The browser provides what a
 * modal needs (top layer, the rest of the page inert, focus kept inside, Escape), with no script
 * injecting styles, so the Content-Security-Policy needs no 'unsafe-inline' for styles.
 *
 * Mount it only while open; it opens on mount and closes on unmount. The element itself covers the
 * viewport: put the visible panel inside it, and a click that lands on the element itself (outside
 * the panel) dismisses. Page scrolling is locked by app/lib/scroll-lock.ts.
 *
 * It becomes modal one frame after it appears. showModal() makes the rest of the page inert, and
 * the browser restyles every element of it: on a slow phone that was ~40 ms of a 150 ms tap on
 * the video showcase, and over 100 ms on the home page. So the first frame shows the dialog with
 * its `open` attribute only (above the page, dimming it itself, focus where it was), and the next
 * task calls showModal() and moves focus in: one focus move, as before, a frame later.
 */
export function ModalDialog({
  onDismiss,
  onEscape,
  initialFocusRef,
  returnFocusRef,
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
    const returnTarget = returnFocusRef?.current;
    // Shown, not yet modal: no focusing steps and no inert page in this frame.
    dialog.setAttribute("open", "");
    const makeModal = afterFirstFrame(() => {
      dialog.removeAttribute("open");
      dialog.showModal();
      initialFocusRef?.current?.focus();
    });

    const onCancel = (event: Event) => {
      // Escape: React state decides whether the dialog stays, so the browser never closes it.
      event.preventDefault();
      if (escape()) return;
      dismiss();
    };
    // The browser may still close it by itself (a second Escape with no activation between).
    // A close left over from removing the `open` attribute above finds it open again: ignored.
    const onNativeClose = () => {
      if (!dialog.open) dismiss();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    return () => {
      makeModal.cancel();
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
      if (dialog.open) dialog.close();
      const target = [returnTarget, previouslyFocused].find((el) => el?.isConnected);
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
        // z-[100]: above the fixed header while not yet in the top layer.
        "fixed inset-0 z-[100] m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 outline-none",
        // The dimmed page behind: the ::backdrop once the dialog is modal, and the dialog's own
        // background in its first frame, before it is (see above).
        "backdrop:bg-black/90 [&:not(:modal)]:bg-black/90",
        className,
      )}
    >
      {children}
    </dialog>
  );
}
