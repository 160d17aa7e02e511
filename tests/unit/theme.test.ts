import { describe, expect, it, vi } from "vitest";
import {
  parseThemePreference,
  readStoredPreference,
  resolveTheme,
  themeBootScript,
  toggledTheme,
  writeStoredPreference,
} from "~/lib/theme";
import { siteConfig } from "~/site.config";

describe("theme", () => {
  it("defaults unknown stored values to system", () => {
    expect(parseThemePreference(null)).toBe("system");
    expect(parseThemePreference("purple")).toBe("system");
    expect(parseThemePreference("dark")).toBe("dark");
  });

  it("resolves system from the OS preference", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
  });

  it("toggles between light and dark", () => {
    expect(toggledTheme("light")).toBe("dark");
    expect(toggledTheme("dark")).toBe("light");
  });

  it("boot script reads the configured storage key", () => {
    expect(themeBootScript).toContain(JSON.stringify(siteConfig.theme.storageKey));
  });
});

describe("theme storage", () => {
  const key = siteConfig.theme.storageKey;

  it("reads the stored preference and falls back to system", () => {
    expect(readStoredPreference({ getItem: (k) => (k === key ? "dark" : null) })).toBe("dark");
    expect(readStoredPreference({ getItem: () => null })).toBe("system");
    expect(readStoredPreference(undefined)).toBe("system");
  });

  it("treats unreadable or unwritable storage as the default, without throwing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const blocked = () => {
      throw new DOMException("denied", "SecurityError");
    };
    expect(readStoredPreference({ getItem: blocked })).toBe("system");
    expect(() => writeStoredPreference({ setItem: blocked }, "dark")).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it("writes under the configured key", () => {
    const written: [string, string][] = [];
    writeStoredPreference({ setItem: (k, v) => written.push([k, v]) }, "light");
    expect(written).toEqual([[key, "light"]]);
  });
});
