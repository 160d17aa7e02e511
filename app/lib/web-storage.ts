/**
 * The browser's local or session storage, or undefined where reading it throws (storage blocked
 * for the site, some private modes): the shell's theme choice and the desk's drafts and
 * shortcuts then last as long as the page.
 */
export function webStorage(kind: "localStorage" | "sessionStorage"): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}
