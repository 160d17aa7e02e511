import { describe, expect, it, vi } from "vitest";
import {
  applyResolvedTheme,
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

/** Just enough of `<html>` to count the writes to its class list. */
function fakeRoot(classes: string[], colorScheme = "") {
  const list = new Set(classes);
  let classWrites = 0;
  const root = {
    classList: {
      contains: (name: string) => list.has(name),
      remove: (...names: string[]) => {
        classWrites += 1;
        for (const name of names) list.delete(name);
      },
      add: (name: string) => {
        classWrites += 1;
        list.add(name);
      },
    },
    style: { colorScheme },
  };
  return { root: root as unknown as HTMLElement, list, classWrites: () => classWrites };
}

describe("applying a theme", () => {
  it("leaves the class list alone when the page already shows that theme", () => {
    const page = fakeRoot(["dark"], "dark");
    applyResolvedTheme(page.root, "dark");
    expect(page.classWrites()).toBe(0);
    expect(page.root.style.colorScheme).toBe("dark");
  });

  it("switches the class and the color scheme", () => {
    const page = fakeRoot(["light"], "light");
    applyResolvedTheme(page.root, "dark");
    expect([...page.list]).toEqual(["dark"]);
    expect(page.root.style.colorScheme).toBe("dark");
  });

  it("keeps one theme class when it finds both, and sets a missing color scheme", () => {
    const page = fakeRoot(["light", "dark"]);
    applyResolvedTheme(page.root, "light");
    expect([...page.list]).toEqual(["light"]);
    expect(page.root.style.colorScheme).toBe("light");
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
