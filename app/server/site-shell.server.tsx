import { homeLink, navGroups } from "~/content/navigation";

export interface ShellData {
  /** What the header's bar and the mobile menu list (app/content/navigation.ts). */
  nav: { home: typeof homeLink; groups: typeof navGroups };
}

const shell: ShellData = { nav: { home: homeLink, groups: navGroups } };

/**
 * The root loader's data, the same for every page. The header is React (its menus open and
 * close), but its lists travel as data, not as bundled modules.
 */
export function shellData(): ShellData {
  return shell;
}
