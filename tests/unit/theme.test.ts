import { describe, expect, it } from "vitest";
import { parseThemePreference, resolveTheme, themeBootScript, toggledTheme } from "~/lib/theme";
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
