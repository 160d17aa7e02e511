/**
 * A desk note survives a save that did not happen. While it is typed, the lead page's note is kept
 * in this browser (localStorage, one entry per lead), with the saved note it was typed against; a
 * session that ended before the save sends the post to the sign-in page (deskActionSession,
 * app/server/desk-request.server.ts), and back on the lead after signing in the note is put back,
 * with a line that says so. If a colleague has saved another note since, the kept one does not
 * cover theirs: it is shown once beside the box, to copy from. Once the box holds what the server
 * has saved, the kept copy is dropped; so is one older than a desk session (12 hours), and the
 * copies of a person's leads when they are erased. Only the desk's lead page has such a box;
 * without JavaScript the note is lost as before, and the sign-in page says the change was not
 * saved.
 */
import { deskSessionHours } from "~/desk/session";

const keyPrefix = "desk-note-draft:";

/** A copy older than a desk session was left behind. */
const keepForMs = deskSessionHours * 3_600_000;

interface Draft {
  text: string;
  /** The saved note the text was typed against. */
  base: string;
  /** When it was last typed (ms since the epoch). */
  at: number;
}

function readDraft(raw: string | null): Draft | null {
  if (raw === null) return null;
  try {
    const draft = JSON.parse(raw) as Partial<Draft>;
    return typeof draft.text === "string" &&
      typeof draft.base === "string" &&
      typeof draft.at === "number"
      ? (draft as Draft)
      : null;
  } catch {
    return null;
  }
}

/** Every kept copy that is unreadable or older than a session goes. */
function dropStaleDrafts(store: Storage, now: number): void {
  for (const key of Object.keys(store)) {
    if (!key.startsWith(keyPrefix)) continue;
    const draft = readDraft(store.getItem(key));
    if (!draft || now - draft.at > keepForMs) store.removeItem(key);
  }
}

/** Shows an element the page rendered hidden, and describes the note box with it. */
function reveal(box: HTMLTextAreaElement, selector: string): HTMLElement | null {
  const element = box.form?.querySelector<HTMLElement>(selector) ?? null;
  if (element) {
    element.hidden = false;
    box.setAttribute("aria-describedby", element.id);
  }
  return element;
}

export function installDeskDrafts(store: Storage | undefined): void {
  if (!store) return;
  try {
    dropStaleDrafts(store, Date.now());
  } catch {
    // Storage refused: nothing was kept either.
    return;
  }
  // Erasing a person leaves no copy of their leads' notes in this browser either.
  document.addEventListener("submit", (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    for (const id of form?.dataset.eraseDrafts?.split(" ") ?? []) store.removeItem(keyPrefix + id);
  });

  const box = document.querySelector<HTMLTextAreaElement>("textarea[data-draft-key]");
  if (!box) return;
  const key = keyPrefix + (box.dataset.draftKey ?? "");
  const saved = box.dataset.draftSaved ?? "";
  const keep = () => {
    try {
      if (box.value === saved) store.removeItem(key);
      else store.setItem(key, JSON.stringify({ text: box.value, base: saved, at: Date.now() }));
    } catch {
      // Storage full or refused: the note stays in the box, as without this module.
    }
  };
  const kept = readDraft(store.getItem(key));
  if (kept && kept.text !== box.value && kept.text !== saved) {
    if (kept.base === saved) {
      box.value = kept.text;
      reveal(box, "[data-draft-restored]");
    } else {
      // A colleague saved a note since: theirs stays in the box, this one is shown to copy from.
      const notice = reveal(box, "[data-draft-stale]");
      const text = notice?.querySelector("[data-draft-text]");
      if (text) text.textContent = kept.text;
      store.removeItem(key);
    }
  } else if (kept) {
    store.removeItem(key);
  }
  // Typed before this module ran (a slow phone, or the browser restoring the box on reload): no
  // input event will come for it, so it is kept now.
  if (box.value !== saved) keep();
  box.addEventListener("input", keep);
}
