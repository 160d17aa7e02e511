/**
 * The desk's behaviour in the browser: a module of its own (built by
 * scripts/vite-plugin-browser-modules.ts), which app/root.tsx loads only on the desk's pages,
 * after the shell module. The shell's theme toggle and tooltip work on the desk as everywhere;
 * what only the team needs lives here, so no visitor's page downloads it:
 *
 * - on the lead page, a typed note kept until it is saved (./desk-drafts.ts);
 * - on the leads list and a lead page, keyboard shortcuts, and the dialog that lists them and
 *   turns them off (./desk-keys.ts).
 *
 * Without this module the desk works as before: it is plain forms and links.
 */
import { webStorage } from "~/lib/web-storage";
import { installDeskDrafts } from "./desk-drafts";
import { installDeskKeys } from "./desk-keys";

const store = webStorage("localStorage");
installDeskDrafts(store);
installDeskKeys(store);
