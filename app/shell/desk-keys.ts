/**
 * Keyboard shortcuts for the team, who work the leads list all day, as in mail and issue
 * trackers. On the list: `j` / `k` move the current row down / up, `o` or `Enter` opens its lead,
 * `/` goes to the search field. On a lead: `u` or `Escape` goes back to the list it was opened
 * from (the page's "← All leads" link, which keeps the search, filters and page). Anywhere they
 * work, `?` opens a dialog listing them, which can turn them off.
 *
 * - The current row is the row whose lead link has focus: `j` moves focus there, so `Enter`
 *   opens it natively, Tab goes on from it, a screen reader reads the lead's name, and a row
 *   tabbed to or clicked becomes current too. Its link carries `aria-current="true"`, which
 *   app.css draws as a bar and a tint across the row (in both themes), and which stays when
 *   focus leaves the row (for the search, say), so `j` goes on from where it was.
 * - Back on the list from a lead, that lead's row is current again (this tab's sessionStorage),
 *   marked but not focused: a page that loads with focus in the middle would lose a screen
 *   reader's place. The next `j` goes on to the lead after it, as mail does.
 * - No `j` / `k` on a lead page for the next or previous lead: the page does not know the list's
 *   order (the list may have changed since, or the lead be the last of a page of 100), and a
 *   guess that skips a lead is worse than `u` then `j`.
 * - Single keys can be turned off (WCAG 2.1.4, Character Key Shortcuts: speech input types
 *   letters as keys), in the dialog, kept in localStorage; then no key here does anything, `?`
 *   and `Escape` included, and the "Keyboard shortcuts" button still opens the dialog.
 * - Nothing happens while focus is in a field (a search for "jo" types "jo"), with Ctrl, Meta or
 *   Alt held (the browser's and the screen reader's own keys), or while a dialog or disclosure is
 *   open; keys not handled here are left alone (no preventDefault), so assistive technology's
 *   keys work as before.
 */

import { webStorage } from "~/lib/web-storage";

/** localStorage: "off" once a teammate has turned the shortcuts off in this browser. */
const settingKey = "desk-shortcuts";
/** sessionStorage: the path of the lead last opened in this tab, marked back on the list. */
const lastLeadKey = "desk-last-lead";

function isField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest("input, textarea, select, [contenteditable]:not([contenteditable=false])") !==
      null
  );
}

export function installDeskKeys(store: Storage | undefined): void {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-desk-keys-dialog]");
  // Only the list and the lead page carry the dialog: the other desk pages have no shortcuts.
  if (!dialog) return;
  const root = document.documentElement;
  const toggle = dialog.querySelector<HTMLInputElement>("input[data-desk-keys-toggle]");
  const enabled = () => {
    try {
      return store?.getItem(settingKey) !== "off";
    } catch {
      return true;
    }
  };
  // On <html>: whether single keys work here (the hints beside the button show only then), and
  // that this module is running (tests wait for it).
  const showSetting = () => {
    root.dataset.deskKeys = enabled() ? "on" : "off";
  };
  showSetting();
  // Another tab turned them off or on.
  window.addEventListener("storage", (event) => {
    if (event.key === settingKey) showSetting();
  });
  toggle?.addEventListener("change", () => {
    try {
      if (toggle.checked) store?.removeItem(settingKey);
      else store?.setItem(settingKey, "off");
    } catch {
      // Storage refused: the setting lasts as long as the page.
    }
    showSetting();
  });

  const openDialog = () => {
    if (toggle) toggle.checked = enabled();
    if (!dialog.open) dialog.showModal();
  };
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("[data-desk-keys-open]")) {
      openDialog();
    }
  });

  const links = [
    ...document.querySelectorAll<HTMLAnchorElement>("[data-lead-list] [data-lead-link]"),
  ];
  const search = document.querySelector<HTMLInputElement>("input[data-desk-search]");
  const back = document.querySelector<HTMLAnchorElement>("a[data-desk-back]");
  const sessions = webStorage("sessionStorage");

  /* The current row ------------------------------------------------------------------------ */

  let current: HTMLAnchorElement | undefined;
  const mark = (link: HTMLAnchorElement | undefined) => {
    if (link === current) return;
    current?.removeAttribute("aria-current");
    current = link;
    current?.setAttribute("aria-current", "true");
  };
  const moveTo = (link: HTMLAnchorElement | undefined) => {
    if (!link) return;
    mark(link);
    link.focus({ preventScroll: true });
    // The whole row, which is several lines tall, not just its link.
    link.closest("tr")?.scrollIntoView({ block: "nearest" });
  };
  // A row reached by Tab or a click is the current one too, so `j` goes on from it.
  document.addEventListener("focusin", (event) => {
    const link = links.find((candidate) => candidate === event.target);
    if (link) mark(link);
  });

  if (links.length > 0) {
    const last = sessions?.getItem(lastLeadKey);
    mark(links.find((link) => link.pathname === last));
  }
  if (back) {
    // A lead opened for real, not prerendered on a hover over its link in the list.
    const remember = () => sessions?.setItem(lastLeadKey, location.pathname);
    if ((document as { prerendering?: boolean }).prerendering) {
      document.addEventListener("prerenderingchange", remember, { once: true });
    } else {
      remember();
    }
  }

  /* The keys -------------------------------------------------------------------------------- */

  const step = (by: 1 | -1) => {
    const at = current ? links.indexOf(current) : -1;
    // From no row, either key starts at the top; at either end the row stays.
    moveTo(links[at < 0 ? 0 : Math.min(Math.max(at + by, 0), links.length - 1)]);
  };
  const open = () => current?.click();
  const focusSearch = () => {
    search?.focus();
    // A new search is the likelier wish; an arrow key keeps the old words.
    search?.select();
  };
  const goBack = () => back?.click();

  /** What each key does on this page; a key missing here is left to the browser. */
  const actions: Record<string, (() => void) | undefined> = {
    "?": openDialog,
    ...(links.length > 0 && {
      j: () => step(1),
      k: () => step(-1),
      o: open,
    }),
    ...(search && { "/": focusSearch }),
    ...(back && { u: goBack, Escape: goBack }),
  };

  // In the capture phase, before the shell's own Escape (which hides the theme toggle's tooltip):
  // an Escape that closes something must not also leave the page.
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (!enabled() || isField(event.target)) return;
      if (document.querySelector("dialog[open], details[open], [data-tooltip]:not([hidden])")) {
        return;
      }
      let action = actions[event.key];
      // Enter on a focused control is that control's; with nothing focused, it opens the row.
      if (event.key === "Enter" && current && document.activeElement === document.body) {
        action = open;
      }
      // Holding `j` runs down the list; holding `o` or `u` does not open or leave twice.
      if (!action || (event.repeat && event.key !== "j" && event.key !== "k")) return;
      event.preventDefault();
      action();
    },
    true,
  );
}
