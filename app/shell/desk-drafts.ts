/**
 * A desk note survives a save that did not happen. While it is typed, the lead page's note is kept
 * in this browser (localStorage, one entry per lead); a session that ended before the save sends
 * the post to the sign-in page (deskActionSession, app/server/desk-request.server.ts), and back on
 * the lead after signing in the note is put back, with a line that says so. Once the box holds
 * what the server has saved, the kept copy is dropped. Only the desk's lead page has such a box;
 * without JavaScript the note is lost as before, and the sign-in page says the change was not saved.
 */
const keyPrefix = "desk-note-draft:";

export function installDeskDrafts(store: Storage | undefined): void {
  const box = document.querySelector<HTMLTextAreaElement>("textarea[data-draft-key]");
  if (!box || !store) return;
  const key = keyPrefix + (box.dataset.draftKey ?? "");
  const keep = () => {
    try {
      if (box.value === box.defaultValue) store.removeItem(key);
      else store.setItem(key, box.value);
    } catch {
      // Storage full or refused: the note stays in the box, as without this module.
    }
  };
  const kept = store.getItem(key);
  if (kept !== null && kept !== box.value) {
    box.value = kept;
    const notice = box.form?.querySelector<HTMLElement>("[data-draft-restored]");
    if (notice) {
      notice.hidden = false;
      box.setAttribute("aria-describedby", notice.id);
    }
  } else if (kept !== null) {
    store.removeItem(key);
  }
  box.addEventListener("input", keep);
}
