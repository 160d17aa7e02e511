import { ChevronDown, ArrowRight } from "lucide-react";
import { homeLink, navGroups, type NavGroup } from "~/content/navigation";
import clsx from "clsx";
import { NavLinkItem } from "./nav-link-item";

const triggerId = (group: NavGroup) => `nav-trigger-${group.id}`;
const panelId = (group: NavGroup) => `nav-panel-${group.id}`;

const itemClass =
  "group inline-flex h-9 items-center gap-1 rounded-full px-2 whitespace-nowrap text-sm font-medium text-foreground/80 transition-colors hover:bg-accent hover:text-foreground aria-expanded:bg-accent aria-expanded:text-foreground xl:px-3";

/**
 * The desktop navigation (from siteConfig.ui.desktopNavFromPx): Home and one dropdown per
 * navigation group. Server-rendered with every panel `hidden`; the shell module
 * (app/shell/shell.ts, `installDropdowns`) opens and closes them by the rules of spec sections 2
 * and 4, and app.css springs a panel in as it is shown.
 */
export function DesktopNav() {
  return (
    <ul className="flex h-16 items-stretch xl:gap-0.5">
      <li className="flex items-center">
        <a href={homeLink.href} className={itemClass}>
          {homeLink.label}
        </a>
      </li>
      {navGroups.map((group, index) => (
        <NavDropdown key={group.id} group={group} last={index === navGroups.length - 1} />
      ))}
    </ul>
  );
}

function NavDropdown({ group, last }: { group: NavGroup; last: boolean }) {
  return (
    <li
      data-nav-item={group.id}
      // The wide Solutions panel is positioned against the whole bar, the others under their item.
      // Full bar height, so the pointer crosses the wrapper (not the bar) on its way to the panel.
      className={clsx("flex items-center", group.wide ? "static" : "relative")}
    >
      <button
        type="button"
        id={triggerId(group)}
        aria-expanded="false"
        aria-controls={panelId(group)}
        className={itemClass}
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className="size-3.5 opacity-60 transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      <div
        id={panelId(group)}
        data-nav-panel={group.id}
        hidden
        className={clsx(
          "nav-panel absolute top-full z-50 pt-2",
          group.wide
            ? "left-1/2 w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2"
            : // Centred under the last item, the panel ran past the window's edge below ~812 px.
              last
              ? "right-0 w-72 origin-top-right"
              : "left-1/2 w-72 -translate-x-1/2",
        )}
      >
        {/* No taller than the window below the bar, scrolling within itself past that: the bar
            is fixed, so on a phone held sideways (the desktop bar from 768 px wide, 390 px high)
            the page's own scroll could never bring a panel's last links into view. */}
        <div className="max-h-[calc(100dvh-5rem)] scroll-py-2 overflow-y-auto overscroll-contain rounded-2xl border bg-card p-3 text-card-foreground shadow-xl ring-1 shadow-black/5 ring-black/[0.02] dark:shadow-black/40">
          <div className={clsx("grid gap-2", group.wide && "grid-cols-3")}>
            {group.columns.map((column) => {
              const headingId = `${panelId(group)}-${slug(column.heading)}`;
              return (
                <div key={column.heading} className="p-1">
                  {group.columns.length > 1 ? (
                    <p
                      id={headingId}
                      className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                    >
                      {column.heading}
                    </p>
                  ) : null}
                  <ul
                    aria-labelledby={group.columns.length > 1 ? headingId : triggerId(group)}
                    className="grid gap-0.5"
                  >
                    {column.links.map((link) => (
                      <li key={link.label}>
                        <NavLinkItem
                          link={link}
                          className="block rounded-lg px-3 py-2 text-sm text-foreground/85 transition-colors hover:bg-accent hover:text-accent-foreground"
                        />
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
          {group.footerLink ? (
            <div className="mt-2 border-t px-1 pt-2">
              <a
                href={group.footerLink.href}
                className="group/footer inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-primary hover:bg-accent"
              >
                {group.footerLink.label}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover/footer:translate-x-0.5"
                />
              </a>
            </div>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
