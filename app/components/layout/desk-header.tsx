import { pathTo } from "~/route-paths";
import { siteConfig } from "~/site.config";
import { ThemeToggle } from "./theme-toggle";
import { BrandMark } from "./brand-mark";

/**
 * The desk's own bar: the team's tool, not a visitor's page. The brand and "Desk" lead to the
 * leads, a link goes back to the public site, and the theme toggle stays; no menus, no booking
 * button and no footer, so the first tab stops are the desk's own and a desk page is not half
 * navigation (the public header and footer were about 66 KB of each desk page's HTML).
 */
export function DeskHeader() {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4">
        <a
          href={pathTo("desk")}
          className="flex min-w-0 items-center gap-2 rounded-lg text-base font-bold tracking-tight"
        >
          <BrandMark />
          <span className="truncate max-sm:sr-only">{siteConfig.brandName}</span>{" "}
          <span className="rounded-full border px-2 py-0.5 text-xs font-semibold tracking-wide text-primary uppercase">
            Desk
          </span>
        </a>
        <a
          href={pathTo("home")}
          className="ml-auto rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          Public Site
        </a>
        <ThemeToggle />
      </div>
    </header>
  );
}
