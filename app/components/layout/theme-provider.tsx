import { createContext, use, useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import {
  applyResolvedTheme,
  readStoredPreference,
  resolveTheme,
  SYSTEM_DARK_QUERY,
  toggledTheme,
  writeStoredPreference,
  type ResolvedTheme,
  type ThemePreference,
} from "~/lib/theme";
import { siteConfig } from "~/site.config";

interface ThemeContextValue {
  /** What the visitor chose (or the default, system). */
  preference: ThemePreference;
  /** What the page shows. Before hydration finishes this is the server's guess ("light"). */
  resolvedTheme: ResolvedTheme;
  setPreference: (preference: ThemePreference) => void;
  /** Flips between light and dark, starting from what is on screen. */
  toggle: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

// The preference lives in localStorage; this tiny store lets React subscribe to it, including
// changes made in other tabs (the "storage" event).
const preferenceListeners = new Set<() => void>();

function subscribePreference(listener: () => void): () => void {
  preferenceListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === siteConfig.theme.storageKey) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    preferenceListeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function getPreference(): ThemePreference {
  return readStoredPreference(window.localStorage);
}

function getServerPreference(): ThemePreference {
  return siteConfig.theme.defaultTheme;
}

function subscribeSystem(listener: () => void): () => void {
  const query = window.matchMedia(SYSTEM_DARK_QUERY);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

function getSystemDark(): boolean {
  return window.matchMedia(SYSTEM_DARK_QUERY).matches;
}

function getServerSystemDark(): boolean {
  return false;
}

/**
 * Theme state for the whole site. The boot script in <head> already put the right class on <html>
 * before first paint; this provider keeps it right afterwards: when the visitor toggles, and live
 * when the OS switches while the preference is "system".
 */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  const preference = useSyncExternalStore(subscribePreference, getPreference, getServerPreference);
  const systemDark = useSyncExternalStore(subscribeSystem, getSystemDark, getServerSystemDark);
  const resolvedTheme = resolveTheme(preference, systemDark);

  useEffect(() => {
    // Read the live sources rather than the render values: during hydration the render values
    // are the server's guess, and applying them would flash the wrong theme.
    applyResolvedTheme(document.documentElement, resolveTheme(getPreference(), getSystemDark()));
  }, [preference, systemDark]);

  const setPreference = useCallback((next: ThemePreference) => {
    writeStoredPreference(window.localStorage, next);
    for (const listener of preferenceListeners) listener();
  }, []);

  const toggle = useCallback(() => {
    const onScreen: ResolvedTheme = document.documentElement.classList.contains("dark")
      ? "dark"
      : "light";
    setPreference(toggledTheme(onScreen));
  }, [setPreference]);

  const value = useMemo(
    () => ({ preference, resolvedTheme, setPreference, toggle }),
    [preference, resolvedTheme, setPreference, toggle],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error("useTheme must be used inside <ThemeProvider>");
  return value;
}
