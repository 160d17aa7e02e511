/**
 * The site shell's behaviour, on every page, without React: one small module (built by
 * scripts/vite-plugin-browser-modules.ts, loaded from the head of every page by app/root.tsx).
 * The shell's markup is server-rendered (app/components/layout/); this module finds it by data
 * attributes and wires it with delegated listeners, so it works the same on a page that loads
 * React for an island and on one that loads nothing else. docs/first-load.md says what runs when.
 *
 * - theme toggle (light / dark / system; the head's inline boot script already chose the class);
 * - the header's solid state past 20 px, the six dropdowns (spec sections 2 and 4);
 * - the phone menu (85vh, backdrop, scroll lock, closes on a link and at the desktop breakpoint);
 * - the floating Book Appointment after 300 px, and the booking dialog with its fallback;
 * - the visitor forms (all marked `data-enhance`: contact, request-a-call, newsletter) post in
 *   place and show the server's answer inline; without this module they post as plain forms;
 * - the testimonials strip's loop and pause button;
 * - reveal-on-scroll blocks and the FAQ accordions' arrow keys.
 *
 * The desk's own behaviour (a lead's unsaved note, the keyboard shortcuts) is in a module of its
 * own that only the desk's pages load (./desk.ts), so no visitor downloads it.
 */
import { isPlainLeftClick } from "~/lib/plain-click";
import { lockPageScroll } from "~/lib/scroll-lock";
import { webStorage } from "~/lib/web-storage";
import {
  applyResolvedTheme,
  readStoredPreference,
  resolveTheme,
  SYSTEM_DARK_QUERY,
  toggledTheme,
  writeStoredPreference,
} from "~/lib/theme";
import { pathTo } from "~/route-paths";
import { siteConfig } from "~/site.config";
import { installBooking, installPageCalendar } from "./booking";
import { installEnhancedForms } from "./forms";
import { installTestimonialStrip } from "./testimonial-strip";

const root = document.documentElement;
const { ui } = siteConfig;

/* Theme ------------------------------------------------------------------------------------ */

const systemDark = window.matchMedia(SYSTEM_DARK_QUERY);

function applyTheme(): void {
  applyResolvedTheme(
    root,
    resolveTheme(readStoredPreference(webStorage("localStorage")), systemDark.matches),
  );
}

const nextThemeLabel = () =>
  `Switch to ${root.classList.contains("dark") ? "light" : "dark"} theme`;

function installTheme(): void {
  applyTheme();
  systemDark.addEventListener("change", applyTheme);
  window.addEventListener("storage", (event) => {
    if (event.key === siteConfig.theme.storageKey) applyTheme();
  });
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-theme-toggle]")) return;
    const onScreen = root.classList.contains("dark") ? "dark" : "light";
    writeStoredPreference(webStorage("localStorage"), toggledTheme(onScreen));
    applyTheme();
    hideTooltip();
  });
}

/* Tooltip (the theme toggle's) ---------------------------------------------------------------- */

let tooltipTimer: ReturnType<typeof setTimeout> | undefined;
let tooltipShownAt = 0;

function hideTooltip(): void {
  clearTimeout(tooltipTimer);
  for (const tip of document.querySelectorAll<HTMLElement>("[data-tooltip]")) {
    if (!tip.hidden) tooltipShownAt = performance.now();
    tip.hidden = true;
  }
}

function installTooltips(): void {
  const show = (trigger: Element) => {
    const tip = document.getElementById(trigger.getAttribute("aria-describedby") ?? "");
    if (!tip?.hasAttribute("data-tooltip")) return;
    clearTimeout(tooltipTimer);
    // Moving from one tooltip to the next soon after skips the delay, as Radix did.
    const recent = performance.now() - tooltipShownAt < ui.tooltip.skipDelayMs;
    tooltipTimer = setTimeout(
      () => {
        tip.textContent = nextThemeLabel();
        tip.hidden = false;
      },
      recent ? 0 : ui.tooltip.openDelayMs,
    );
  };
  for (const trigger of document.querySelectorAll("[data-theme-toggle][aria-describedby]")) {
    trigger.addEventListener("pointerenter", () => show(trigger));
    trigger.addEventListener("focus", () => show(trigger));
    trigger.addEventListener("pointerleave", hideTooltip);
    trigger.addEventListener("blur", hideTooltip);
  }
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") hideTooltip();
  });
}

/* Header: solid past 20 px; the floating booking button past 300 px ------------------------------ */

function installScrollStates(): void {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  const floating = document.querySelector<HTMLElement>("[data-floating-booking]");
  let pastFloatingThreshold = false;
  // What the floating button steps aside for while any of it is on screen: the page's own next
  // step (a form, whose fields and button it would cover; a call-to-action band marked
  // `data-next-step`) and the footer, whose links offer the same.
  const nextStepsInView = new Set<Element>();
  const updateFloating = () => {
    if (floating) floating.hidden = !pastFloatingThreshold || nextStepsInView.size > 0;
  };
  // No scroll listener and no scroll position read: a read of `scrollY` lays out the page
  // whenever anything has changed since the last frame (on /testimonials that was a 30 ms task
  // while the page loaded). Each threshold is a box from the top of the document as tall as the
  // threshold; the page has scrolled past it when the box has left the viewport.
  const whenScrolledPast = (px: number, onChange: (past: boolean) => void) => {
    const box = document.createElement("div");
    box.setAttribute("aria-hidden", "true");
    // Through the CSSOM, not a style attribute, so a strict style CSP never blocks it.
    Object.assign(box.style, {
      position: "absolute",
      top: "0",
      left: "0",
      width: "1px",
      height: `${px}px`,
      visibility: "hidden",
      pointerEvents: "none",
    });
    document.body.append(box);
    new IntersectionObserver(([entry]) => onChange(!(entry?.isIntersecting ?? true))).observe(box);
  };
  if (header) {
    whenScrolledPast(ui.navSolidAfterScrollPx, (past) => {
      header.dataset.scrolled = String(past);
    });
  }
  if (!floating) return;
  whenScrolledPast(ui.floatingButtonAfterScrollPx, (past) => {
    pastFloatingThreshold = past;
    updateFloating();
  });
  const nextSteps = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) nextStepsInView.add(entry.target);
      else nextStepsInView.delete(entry.target);
    }
    updateFloating();
  });
  for (const element of document.querySelectorAll(
    "footer[data-site-footer], main form, [data-next-step]",
  )) {
    nextSteps.observe(element);
  }
}

/* Desktop dropdowns (spec sections 2 and 4) ------------------------------------------------------ */

/**
 * One panel open at most. Hovering an item (mouse) or clicking it opens its panel; clicking the
 * open item closes it, except a click within 300 ms of the hover that opened it (the same
 * gesture); leaving the panel closes it unless the pointer goes into the item's wrapper; a click
 * anywhere outside the items closes all; Escape closes and returns focus to the item; tabbing out
 * of an item closes its panel.
 */
function installDropdowns(): void {
  const items = [...document.querySelectorAll<HTMLElement>("[data-nav-item]")];
  if (items.length === 0) return;
  let active: string | null = null;
  let hoverOpened: { id: string; at: number } | null = null;
  const itemOf = (id: string | null) => items.find((item) => item.dataset.navItem === id);
  const triggerOf = (item: HTMLElement) => item.querySelector<HTMLElement>("[aria-controls]");

  const setActive = (id: string | null) => {
    active = id;
    for (const item of items) {
      const open = item.dataset.navItem === id;
      triggerOf(item)?.setAttribute("aria-expanded", String(open));
      const panel = item.querySelector<HTMLElement>("[data-nav-panel]");
      if (panel) panel.hidden = !open;
    }
  };
  const closeIf = (id: string | undefined) => {
    if (active === id) setActive(null);
  };

  for (const item of items) {
    const id = item.dataset.navItem ?? "";
    // Hover means a mouse: touch "hover" comes right before the tap's click, which would close it.
    // Timed by the events' own time stamps (when the visitor moved and pressed), not by when a
    // busy main thread got round to them.
    item.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      if (active !== id) hoverOpened = { id, at: event.timeStamp };
      setActive(id);
    });
    triggerOf(item)?.addEventListener("click", (event) => {
      const justHovered =
        hoverOpened?.id === id && event.timeStamp - hoverOpened.at < ui.navHoverClickGraceMs;
      setActive(active === id ? (justHovered ? id : null) : id);
    });
    item.querySelector("[data-nav-panel]")?.addEventListener("pointerleave", (event) => {
      const { pointerType, relatedTarget } = event as PointerEvent;
      if (pointerType !== "mouse") return;
      if (relatedTarget instanceof Node && item.contains(relatedTarget)) return;
      closeIf(id);
    });
    item.addEventListener("focusout", (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !item.contains(next)) closeIf(id);
    });
  }
  document.addEventListener("click", (event) => {
    if (!active) return;
    const target = event.target instanceof Element ? event.target : null;
    // A chosen link closes its panel; a click on an item is that item's business.
    if (target?.closest("[data-nav-panel] a")) return setActive(null);
    if (target?.closest("[data-nav-item]")) return;
    setActive(null);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !active) return;
    const item = itemOf(active);
    const focusWasInside =
      document.activeElement === document.body || item?.contains(document.activeElement);
    setActive(null);
    if (focusWasInside && item) triggerOf(item)?.focus();
  });
}

/* Phone menu -------------------------------------------------------------------------------------- */

function installPhoneMenu(): void {
  const button = document.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const menu = document.getElementById("mobile-menu");
  const backdrop = document.querySelector<HTMLElement>("[data-menu-backdrop]");
  if (!button || !menu) return;
  const desktop = window.matchMedia(`(min-width: ${ui.desktopNavFromPx}px)`);
  let unlockScroll: (() => void) | null = null;

  const setOpen = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", open ? "Close menu" : "Open menu");
    menu.hidden = !open;
    if (backdrop) backdrop.hidden = !open;
    if (open) unlockScroll ??= lockPageScroll();
    else {
      unlockScroll?.();
      unlockScroll = null;
    }
  };
  const isOpen = () => !menu.hidden;

  button.addEventListener("click", () => setOpen(!isOpen()));
  backdrop?.addEventListener("click", () => setOpen(false));
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  });
  desktop.addEventListener("change", () => {
    if (desktop.matches && isOpen()) setOpen(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
  // A page restored from the back/forward cache comes back as it was left: with the menu open
  // after a link in it was chosen, for one.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && isOpen()) setOpen(false);
  });
}

/* Islands' early clicks ------------------------------------------------------------------------------ */

declare global {
  interface Window {
    /** The `data-replay` names clicked before React hydrated the page's island (app/islands/). */
    __islandClicks?: string[];
  }
}

/**
 * On a page with an island, a click on one of its controls marked `data-replay` (a video card, a
 * filter) before React has hydrated it is kept, with the default action stopped, and clicked again
 * once, after hydration (app/islands/hydrate.tsx). The shell's own controls need none of this.
 */
function installIslandClickQueue(): void {
  if (!root.hasAttribute("data-islands")) return;
  const queue: string[] = [];
  window.__islandClicks = queue;
  document.addEventListener(
    "click",
    (event) => {
      if (root.hasAttribute("data-hydrated")) return;
      const control = event.target instanceof Element && event.target.closest("[data-replay]");
      if (!control) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      queue.push(control.getAttribute("data-replay") ?? "");
    },
    true,
  );
}

/* Reveal-on-scroll and the accordions' arrow keys --------------------------------------------------- */

/**
 * Marks `[data-reveal]` blocks in view (threshold 0.1, again each time: spec section 4), then
 * `<html>` `motion-ready`, from when reveal blocks below the fold start hidden and rise into view.
 * The first marks come from the observer's first report, which uses the first frame's layout, so
 * nothing here makes the browser lay out the page while the shell starts (on a long page that was
 * a layout before the first paint). A block already on screen is in view before it could hide.
 */
function installReveals(): void {
  const blocks = document.querySelectorAll<HTMLElement>("[data-reveal]");
  let firstReport = true;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        if (entry.isIntersecting) element.dataset.inView = "";
        else delete element.dataset.inView;
      }
      if (firstReport) root.classList.add("motion-ready");
      firstReport = false;
    },
    { threshold: ui.revealThreshold },
  );
  for (const element of blocks) observer.observe(element);
  if (blocks.length === 0) root.classList.add("motion-ready");
}

/** Arrow keys, Home and End move between an accordion's questions (WAI-ARIA accordion). */
function installAccordionKeys(): void {
  document.addEventListener("keydown", (event) => {
    const summary = event.target instanceof Element ? event.target : null;
    if (summary?.tagName !== "SUMMARY") return;
    const accordion = summary.closest("[data-accordion]");
    if (!accordion) return;
    const all = [...accordion.querySelectorAll<HTMLElement>("summary")];
    const at = all.indexOf(summary as HTMLElement);
    const last = all.length - 1;
    const next = {
      ArrowDown: at === last ? 0 : at + 1,
      ArrowUp: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (at < 0 || next === undefined) return;
    event.preventDefault();
    all[next]?.focus();
  });
}

/**
 * A page the browser prerendered (app/root.tsx's speculation rules, or a search engine's) was
 * requested with `Sec-Purpose: prefetch`, which the server does not count, and opening it makes
 * no request: so it says when it is opened (server.ts, countActivatedPage). A 404 page sends
 * nothing; its own request was counted as one. No cookie, nothing the page request does not carry.
 */
function countPrerenderedView(): void {
  if (document.querySelector("[data-not-found]")) return;
  const send = () => {
    const view = new URLSearchParams({
      path: location.pathname,
      search: location.search,
      referrer: document.referrer,
    });
    navigator.sendBeacon(pathTo("page-view"), view);
  };
  if ((document as { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", send, { once: true });
    return;
  }
  // Opened before this module ran (a quick click on a slow phone): the navigation's
  // `activationStart` says it was prerendered all the same.
  const [navigation] = performance.getEntriesByType("navigation") as Array<
    PerformanceEntry & { activationStart?: number }
  >;
  if ((navigation?.activationStart ?? 0) > 0) send();
}

installIslandClickQueue();
countPrerenderedView();
if (document.querySelector("[data-not-found]")) {
  console.error("404 Error: User attempted to access non-existent route:", location.pathname);
}
installTheme();
installTooltips();
installScrollStates();
installDropdowns();
installPhoneMenu();
installBooking({ isPlainLeftClick, lockPageScroll });
installPageCalendar();
installEnhancedForms();
installTestimonialStrip();
installAccordionKeys();
// Last: its `motion-ready` mark says the shell is live (tests wait for it).
installReveals();
