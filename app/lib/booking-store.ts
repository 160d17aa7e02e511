/**
 * Which booking modal is open, if any. Every booking button writes here and one host in the site
 * shell renders the modal, so there is a single modal for all buttons, and it survives the button
 * that opened it unmounting (menus close themselves when a booking link is chosen).
 */
import type { BookingEventKey } from "~/site.config";

export interface BookingRequest {
  event: BookingEventKey;
  /** The button that opened the modal; focus goes back to it on close. */
  trigger: HTMLElement | null;
  /**
   * Where focus goes instead when the trigger is gone by then: the toggle of the menu or dropdown
   * the trigger sat in (those close as a link in them is chosen).
   */
  fallback: HTMLElement | null;
}

/** The control (`aria-controls`) of the closest panel around `element`, if any. */
function toggleOfPanelAround(element: HTMLElement | null): HTMLElement | null {
  for (let node = element?.parentElement; node; node = node.parentElement) {
    if (!node.id) continue;
    const toggle = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(node.id)}"]`);
    if (toggle) return toggle;
  }
  return null;
}

export interface BookingStore {
  getSnapshot: () => BookingRequest | null;
  subscribe: (listener: () => void) => () => void;
  open: (event: BookingEventKey, trigger: HTMLElement | null) => void;
  close: () => void;
}

export function createBookingStore(): BookingStore {
  let current: BookingRequest | null = null;
  const listeners = new Set<() => void>();
  const set = (next: BookingRequest | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: (event, trigger) => set({ event, trigger, fallback: toggleOfPanelAround(trigger) }),
    close: () => {
      if (current) set(null);
    },
  };
}

/** The page's one booking store. */
export const bookingStore = createBookingStore();

interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A plain primary-button click. Anything else (ctrl/meta: new tab, shift: new window, alt:
 * download, middle button) keeps the browser's own meaning for the link.
 */
export function isPlainLeftClick(event: ClickLike): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
