import { siteConfig } from "~/site.config";

export type ThemePreference = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

const THEME_PREFERENCES: readonly ThemePreference[] = ["light", "dark", "system"];

export function parseThemePreference(value: unknown): ThemePreference {
  return THEME_PREFERENCES.includes(value as ThemePreference)
    ? (value as ThemePreference)
    : siteConfig.theme.defaultTheme;
}

export function resolveTheme(
  preference: ThemePreference,
  systemPrefersDark: boolean,
): ResolvedTheme {
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}

/** The toggle flips between light and dark, starting from what the visitor currently sees. */
export function toggledTheme(current: ResolvedTheme): ResolvedTheme {
  return current === "dark" ? "light" : "dark";
}

export function applyResolvedTheme(root: HTMLElement, theme: ResolvedTheme): void {
  root.classList.remove("light", "dark");
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

/**
 * Runs inline in <head> before first paint so the page never flashes the wrong theme.
 * Its exact text is hashed into the Content-Security-Policy, so keep it a constant.
 * The try/catch exists because reading localStorage throws when storage is disabled;
 * the light default is then the correct outcome.
 */
export const themeBootScript = `(function(){var r=document.documentElement,d=false;try{var t=localStorage.getItem(${JSON.stringify(
  siteConfig.theme.storageKey,
)});d=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches)}catch(e){d=matchMedia("(prefers-color-scheme: dark)").matches}r.classList.remove("light","dark");r.classList.add(d?"dark":"light");r.style.colorScheme=d?"dark":"light"})()`;

export const SYSTEM_DARK_QUERY = "(prefers-color-scheme: dark)";

/** The stored preference; storage can be disabled (privacy modes), which reads as the default. */
export function readStoredPreference(
  storage: Pick<Storage, "getItem"> | undefined,
): ThemePreference {
  try {
    return parseThemePreference(storage?.getItem(siteConfig.theme.storageKey));
  } catch (error) {
    console.warn("Theme: localStorage is not readable, using the default theme", error);
    return siteConfig.theme.defaultTheme;
  }
}

export function writeStoredPreference(
  storage: Pick<Storage, "setItem"> | undefined,
  preference: ThemePreference,
): void {
  try {
    storage?.setItem(siteConfig.theme.storageKey, preference);
  } catch (error) {
    // The choice still applies for this page view; it just is not remembered.
    console.warn("Theme: localStorage is not writable, the choice will not persist", error);
  }
}
