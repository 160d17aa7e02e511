import { siteConfig } from "~/site.config";

export type ThemePreference = "light" | "dark" | "system";
export type ResolvedTheme = "light" | "dark";

export const THEME_PREFERENCES: readonly ThemePreference[] = ["light", "dark", "system"];

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
