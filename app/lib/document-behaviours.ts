/**
 * Behaviours the whole document shares, installed once when the shell hydrates. They are
 * delegated (one listener on the document) so they work the same for server-rendered markup
 * (`<StaticHtml>`) and for React's, and need no per-element code:
 *
 * - links rendered by `<Link>` in server-rendered markup navigate client-side, like React's;
 * - booking links (`a[data-booking]`) open the booking modal on a plain click, and fetch its code
 *   on the first sign of intent (hover, focus, touch);
 * - `[data-reveal]` blocks are marked in view by one IntersectionObserver.
 */
import type { NavigateFunction } from "react-router";
import { isPlainLeftClick } from "~/lib/booking-store";
import { siteConfig } from "~/site.config";

export interface DocumentBehaviourHooks {
  navigate: NavigateFunction;
  openBooking: (event: string, trigger: HTMLElement) => void;
  preloadBooking: () => void;
}

/** An in-app link from server-rendered markup: `<Link>` marks those with `data-discover`. */
function appLinkTarget(event: MouseEvent): HTMLAnchorElement | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const anchor = target.closest<HTMLAnchorElement>("[data-static-html] a[data-discover][href]");
  if (!anchor || anchor.target || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? anchor : null;
}

/**
 * In an accordion of `<details>` (`[data-accordion]`), arrow keys, Home and End move between the
 * questions, as in the WAI-ARIA accordion pattern. It needs nothing from React, so it runs as an
 * inline script in the document's head (app/root.tsx) and works from the first paint, before the
 * app's scripts have loaded.
 */
export const accordionKeysBootScript = `document.addEventListener("keydown",function(e){var s=e.target;if(!s||s.tagName!=="SUMMARY")return;var a=s.closest("[data-accordion]");if(!a)return;var q=[].slice.call(a.querySelectorAll("summary")),i=q.indexOf(s),l=q.length-1,k={ArrowDown:i===l?0:i+1,ArrowUp:i===0?l:i-1,Home:0,End:l}[e.key];if(i<0||k===undefined)return;e.preventDefault();q[k].focus()})`;

/**
 * Sections of a `<StaticHtml renderLater>` block or a `<RenderLater>` wrapper, and the cards of
 * their grids, while the page first loads: `app.css` gives them `content-visibility: auto` while
 * <html> has `data-first-load`, so the browser styles and lays out only those near the viewport.
 * On home that halves the work after the first paint (a 49 ms task on a fast desktop, four times
 * that on a phone), which was most of its Total Blocking Time. Once the page is idle after load,
 * this renders the rest, one section or card per idle period (laid out there, so no animation
 * frame carries it; a whole section took 5–24 ms, over Lighthouse's 12.5 ms at its 4× slowdown,
 * a card 1–5 ms), and drops the flag, so page height, anchors, the End key and axe then see
 * every section as it is. A jump before that (an in-page link, End or Page Down, a URL with a
 * #fragment, focus moving into a deferred part) renders them all at once first, so it lands
 * where it should. Focus has already scrolled, by the stand-ins' heights, when `focusin` fires,
 * so that handler then keeps the focused element where it was on screen. Likewise a part
 * rendered while it is above the window (the visitor has scrolled past it) changes its height
 * there, so the step scrolls by the change and what is on screen stays put. Without JavaScript
 * nothing is deferred.
 *
 * A section holding a form gains nothing from this: Chromium's autofill reads its fields when
 * parsing ends and lays out their section then, deferred or not (seen in traces of home's contact
 * section and the footer).
 */
export const renderLaterBootScript = `(function(){var r=document.documentElement;r.setAttribute("data-first-load","");function left(){return[].slice.call(document.querySelectorAll("[data-render-later]>section:not([data-rendered]),[data-render-later] .grid>:is(li,article):not([data-rendered])"))}function all(){left().forEach(function(s){s.setAttribute("data-rendered","")});r.removeAttribute("data-first-load")}document.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a[href*='#']");if(a&&a.pathname===location.pathname)all()},true);document.addEventListener("keydown",function(e){if(e.key==="End"||e.key==="PageDown")all()},true);document.addEventListener("focusin",function(e){var t=e.target;if(r.hasAttribute("data-first-load")&&t.closest&&t.closest("[data-render-later]")){var y=t.getBoundingClientRect().top;all();scrollBy(0,t.getBoundingClientRect().top-y)}},true);addEventListener("load",function(){if(location.hash){all();var t=document.getElementById(decodeURIComponent(location.hash.slice(1)));if(t)t.scrollIntoView();return}var idle=window.requestIdleCallback||function(f){return setTimeout(f,50)};(function step(){idle(function(){var s=left()[0];if(!s){r.removeAttribute("data-first-load");return}var b=s.getBoundingClientRect();s.setAttribute("data-rendered","");var a=s.getBoundingClientRect();if(b.bottom<=0)scrollBy(0,a.bottom-b.bottom);step()},{timeout:1000})})()})})()`;

export function installDocumentBehaviours(hooks: DocumentBehaviourHooks): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || !isPlainLeftClick(event)) return;
    const target = event.target instanceof Element ? event.target : null;
    const booking = target?.closest<HTMLAnchorElement>("a[data-booking]");
    if (booking) {
      event.preventDefault();
      hooks.openBooking(booking.dataset.booking ?? "", booking);
      return;
    }
    const anchor = appLinkTarget(event);
    if (anchor) {
      event.preventDefault();
      const url = new URL(anchor.href);
      void hooks.navigate(url.pathname + url.search + url.hash);
    }
  };
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest("a[data-booking]")) {
      hooks.preloadBooking();
    }
  };
  // Capture phase: the booking modal opens (and notes the menu its link sat in) before React's
  // handlers close that menu.
  document.addEventListener("click", onClick, true);
  for (const type of ["pointerover", "focusin", "touchstart"] as const) {
    document.addEventListener(type, onIntent, { passive: true });
  }
  return () => {
    document.removeEventListener("click", onClick, true);
    for (const type of ["pointerover", "focusin", "touchstart"] as const) {
      document.removeEventListener(type, onIntent);
    }
  };
}

let revealObserver: IntersectionObserver | null = null;

/**
 * Starts watching the `[data-reveal]` blocks not yet watched (call after each navigation). A
 * block already on screen is marked in view at once, before `motion-ready` can hide it.
 */
export function observeReveals(): void {
  revealObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        if (entry.isIntersecting) element.dataset.inView = "";
        else delete element.dataset.inView;
      }
    },
    { threshold: siteConfig.ui.revealThreshold },
  );
  for (const element of document.querySelectorAll<HTMLElement>(
    "[data-reveal]:not([data-observed])",
  )) {
    element.dataset.observed = "";
    // Through the CSSOM, not a style attribute, so a strict style CSP never blocks it.
    const delay = element.dataset.revealDelay;
    if (delay) element.style.transitionDelay = `${delay}ms`;
    const rect = element.getBoundingClientRect();
    if (rect.top < window.innerHeight && rect.bottom > 0) element.dataset.inView = "";
    revealObserver.observe(element);
  }
}
