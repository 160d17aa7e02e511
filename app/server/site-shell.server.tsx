import { FooterLegal, FooterMain } from "~/components/layout/footer-parts";
import { homeLink, navGroups } from "~/content/navigation";
import { renderStatic } from "./render-static.server";

export interface ShellData {
  /** What the header's bar and the mobile menu list (app/content/navigation.ts). */
  nav: { home: typeof homeLink; groups: typeof navGroups };
  /** The footer's static parts, around the newsletter form. */
  footer: { main: string; legal: string };
}

let cached: ShellData | null = null;

/**
 * The root loader's data: the same for every page, so it is built once per process. The header
 * is React (its menus open and close), but its lists travel as data, not as bundled modules.
 */
export function shellData(request: Request): ShellData {
  cached ??= {
    nav: { home: homeLink, groups: navGroups },
    footer: {
      main: renderStatic(request, "footer", <FooterMain />),
      legal: renderStatic(request, "footer-legal", <FooterLegal />),
    },
  };
  return cached;
}
