/**
 * The booking dialog, one per page (app/components/layout/booking-dialog.tsx renders it): a plain
 * click on any booking link (`a[data-booking]`) opens it on the provider's page for that event,
 * in an <iframe> created only then. The provider counts as loaded only when its page says so
 * (the embed's ready message, `isProviderReady`): a frame's `load` event fires on the browser's
 * error page too. Without that message within `calendarTimeoutMs`, the request-a-call form takes
 * the frame's place, so a visitor never looks at a broken page. The visitor can switch to the
 * form at any time. Modified clicks (new tab, new window) keep the link's own meaning: /book.
 */
import { afterFirstFrame } from "~/lib/after-first-frame";
import { siteConfig } from "~/site.config";
import { clearSent, fillToken, fitToVisitor } from "./forms";

/** How long the provider's page may take to say it is ready before the form replaces it. */
export const calendarTimeoutMs = 8_000;

const providerOrigin = new URL(siteConfig.scheduling.origin).origin;

/**
 * Cal.com's embedded page posts `{ originator: "CAL", type, ... }` to its parent; `__iframeReady`
 * once its embed code runs and `linkReady` once the booking page has rendered. Either means a
 * real page of the provider is on screen, not a browser error page.
 */
export function isProviderReady(data: unknown): boolean {
  if (!data || typeof data !== "object") return false;
  const message = data as { originator?: unknown; type?: unknown };
  return (
    message.originator === "CAL" &&
    (message.type === "__iframeReady" || message.type === "linkReady")
  );
}

interface BookingEventInfo {
  label: string;
  /** The provider's page in embed mode and the frame's accessible name (bookingFrame()). */
  frame: { src: string; title: string };
  url: string;
}

interface Hooks {
  isPlainLeftClick: (event: MouseEvent) => boolean;
  lockPageScroll: () => () => void;
}

/** The toggle (`aria-controls`) of the menu or dropdown around `element`, if any. */
function toggleOfPanelAround(element: Element): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (!node.id) continue;
    const toggle = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(node.id)}"]`);
    if (toggle) return toggle;
  }
  return null;
}

/** Whether `event` is the provider's ready message from `frame`. */
const isReadyMessageFrom = (frame: HTMLIFrameElement, event: MessageEvent) =>
  event.source === frame.contentWindow &&
  event.origin === providerOrigin &&
  isProviderReady(event.data);

/**
 * Puts the provider's page `src` in `box`, covered by `loading` until the provider says it is
 * ready; without that word within `calendarTimeoutMs`, or at once when the provider cannot be
 * reached at all, removes the frame and calls `onTimeout`.
 * Returns the way to take the frame out early (idempotent). Used by the dialog and by /book.
 */
function embedProviderPage(
  box: HTMLElement,
  loading: HTMLElement,
  { src, title, onTimeout }: { src: string; title: string; onTimeout: () => void },
): () => void {
  const frame = document.createElement("iframe");
  frame.title = title;
  frame.className = "block size-full border-0";
  /** Settled: the provider said it is ready, or the frame was taken out. */
  let done = false;
  const settle = () => {
    done = true;
    clearTimeout(timer);
    window.removeEventListener("message", onMessage);
    box.setAttribute("aria-busy", "false");
    loading.hidden = true;
  };
  const remove = () => {
    settle();
    frame.remove();
  };
  const onMessage = (event: MessageEvent) => {
    if (isReadyMessageFrom(frame, event)) settle();
  };
  const giveUp = () => {
    if (done) return;
    remove();
    onTimeout();
  };
  const timer = setTimeout(giveUp, calendarTimeoutMs);
  // Listen before the frame loads: the provider (or a test's stub) may answer at once.
  window.addEventListener("message", onMessage);
  // A request of our own fails outright where the frame would only show an error page: a name
  // that does not resolve, a refused connection, a blocked request. Then the visitor need not
  // wait for the timeout. Its answer is opaque and unread; a slow provider, or one that answers
  // with an error page, still has until the timeout to say it is ready.
  fetch(src, { method: "HEAD", mode: "no-cors", credentials: "omit", cache: "no-store" }).catch(
    giveUp,
  );
  frame.src = src;
  box.prepend(frame);
  box.setAttribute("aria-busy", "true");
  loading.hidden = false;
  return remove;
}

/**
 * Runs `callback` once the page has painted its own content (its first contentful paint), so the
 * provider's page, on another origin, never competes with that paint for the network or the main
 * thread. Without paint timing, after the next frame.
 */
function afterFirstContentfulPaint(callback: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes.includes("paint")) {
    afterFirstFrame(callback);
    return;
  }
  const painted = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    painted.disconnect();
    callback();
  });
  painted.observe({ type: "paint", buffered: true });
}

/**
 * /book's own calendar, on the dialog's rule. The frame goes in after the page's first paint, when
 * its box is in view (without JavaScript there is no frame: the box's `<noscript>` note). If
 * the provider has not said it is ready within `calendarTimeoutMs`, a note pointing to the
 * request-a-call form beside it takes the frame's place.
 */
export function installPageCalendar(): void {
  const box = document.querySelector<HTMLElement>("[data-booking-page-calendar]");
  const loading = box?.querySelector<HTMLElement>("[data-booking-page-loading]");
  const fallback = box?.querySelector<HTMLElement>("[data-booking-page-fallback]");
  if (!box || !loading || !fallback) return;
  const inView = new IntersectionObserver(([entry]) => {
    if (!entry?.isIntersecting) return;
    inView.disconnect();
    embedProviderPage(box, loading, {
      src: box.dataset.embed ?? "",
      title: box.dataset.title ?? "",
      onTimeout: () => {
        // The note alone needs no calendar-sized box: it shrinks to the note (data-failed).
        box.dataset.failed = "";
        fallback.hidden = false;
      },
    });
  });
  afterFirstContentfulPaint(() => inView.observe(box));
}

export function installBooking({ isPlainLeftClick, lockPageScroll }: Hooks): void {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-booking-dialog]");
  if (!dialog) return;
  const events = JSON.parse(dialog.dataset.events ?? "{}") as Record<string, BookingEventInfo>;
  const template = dialog.querySelector<HTMLTemplateElement>("template[data-booking-panel]");
  if (!template) return;
  const part = <T extends HTMLElement>(name: string) => {
    const element = dialog.querySelector<T>(`[data-booking-${name}]`);
    if (!element) throw new Error(`booking dialog: no [data-booking-${name}]`);
    return element;
  };
  /** The dialog's parts, put in place on the first booking click. */
  let parts: ReturnType<typeof instantiate> | null = null;
  function instantiate() {
    dialog!.append(template!.content.cloneNode(true));
    const form = dialog!.querySelector("form");
    if (form) {
      void fillToken(form);
      fitToVisitor(form);
    }
    return {
      title: part("title"),
      closeButton: part("close"),
      calendar: part("calendar"),
      frameBox: part("frame"),
      loading: part("loading"),
      newTab: part<HTMLAnchorElement>("new-tab"),
      request: part("request"),
      note: part("note"),
    };
  }

  let current: BookingEventInfo | null = null;
  let returnFocus: { trigger: HTMLElement; fallback: HTMLElement | null } | null = null;
  let removeFrame = () => {};
  let unlockScroll: (() => void) | null = null;

  const showCalendar = () => {
    if (!current || !parts) return;
    const { title, calendar, request, frameBox, loading } = parts;
    removeFrame();
    title.textContent = current.label;
    calendar.hidden = false;
    request.hidden = true;
    removeFrame = embedProviderPage(frameBox, loading, {
      ...current.frame,
      onTimeout: () => showRequest(true),
    });
  };

  const showRequest = (timedOut: boolean) => {
    if (!current || !parts) return;
    const { title, calendar, request, note } = parts;
    removeFrame();
    title.textContent = `Request a call: ${current.label}`;
    calendar.hidden = true;
    request.hidden = false;
    if (timedOut) note.setAttribute("role", "alert");
    else note.removeAttribute("role");
    note.textContent = timedOut
      ? "The booking calendar did not load. Tell us when suits you and we will send a video call invite or call you, or reach us directly:"
      : "Tell us when suits you and we will send a video call invite or call you, or reach us directly:";
    request.focus();
  };

  const open = (key: string, trigger: HTMLElement) => {
    const info = events[key];
    if (!info) return false;
    current = info;
    parts ??= instantiate();
    // A request sent just as the dialog closed is answered after it: opened again, the form.
    const form = dialog.querySelector("form");
    if (form) clearSent(form);
    returnFocus = { trigger, fallback: toggleOfPanelAround(trigger) };
    parts.newTab.href = info.url;
    const radio = dialog.querySelector<HTMLInputElement>(
      `input[name="call"][value="${CSS.escape(key)}"]`,
    );
    if (radio) radio.checked = true;
    showCalendar();
    if (!dialog.open) dialog.showModal();
    unlockScroll ??= lockPageScroll();
    parts.closeButton.focus();
    return true;
  };

  const close = () => {
    if (dialog.open) dialog.close();
  };

  // Every way out (the button, Escape, a click outside the panel, a booking in a new tab).
  dialog.addEventListener("close", () => {
    removeFrame();
    current = null;
    unlockScroll?.();
    unlockScroll = null;
    const back = returnFocus;
    returnFocus = null;
    if (!back) return;
    // The link may sit in a menu that closed when it was chosen: focus that menu's toggle then.
    const target = back.trigger.checkVisibility() ? back.trigger : back.fallback;
    target?.focus();
  });

  dialog.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    // The dialog element itself is the area around the panel.
    if (target === dialog || target.closest("[data-booking-close]")) return close();
    if (target.closest("[data-booking-to-form]")) return showRequest(false);
    if (target.closest("[data-booking-retry]")) {
      // The retry button hides with the form it sits in: keep focus in the dialog.
      showCalendar();
      return parts?.closeButton.focus();
    }
    // The visitor books in the new tab; the dialog has done its job.
    if (target.closest("[data-booking-new-tab]")) close();
  });

  // Choosing the other call in the request form makes it the dialog's call: the title names
  // it, and the new-tab link and a retried calendar are that call's.
  dialog.addEventListener("change", (event) => {
    const radio = event.target;
    if (!(radio instanceof HTMLInputElement) || radio.name !== "call" || !parts) return;
    const info = events[radio.value];
    if (!info || !current) return;
    current = info;
    parts.newTab.href = info.url;
    parts.title.textContent = `Request a call: ${info.label}`;
  });

  // Capture phase: the dialog opens (and notes the menu its link sat in) before menus close.
  document.addEventListener(
    "click",
    (event) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      const link = event.target instanceof Element && event.target.closest("a[data-booking]");
      if (!(link instanceof HTMLAnchorElement)) return;
      if (open(link.dataset.booking ?? "", link)) event.preventDefault();
    },
    true,
  );

  // On the first sign of intent, warm the connection to the provider.
  let warmed = false;
  const warm = (event: Event) => {
    if (warmed || !(event.target instanceof Element)) return;
    if (!event.target.closest("a[data-booking]")) return;
    warmed = true;
    const link = document.createElement("link");
    link.rel = "preconnect";
    link.href = providerOrigin;
    document.head.append(link);
  };
  for (const type of ["pointerover", "focusin", "touchstart"] as const) {
    document.addEventListener(type, warm, { passive: true });
  }
}
