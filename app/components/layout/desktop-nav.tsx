import { ChevronDown, ArrowRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";
import { Link } from "react-router";
import { siteConfig } from "~/site.config";
import type { NavGroup } from "~/content/navigation";
import type { ShellData } from "~/server/site-shell.server";
import clsx from "clsx";
import { NavLinkItem } from "./nav-link-item";

const triggerId = (group: NavGroup) => `nav-trigger-${group.id}`;
const panelId = (group: NavGroup) => `nav-panel-${group.id}`;

const itemClass =
  "inline-flex h-9 items-center gap-1 rounded-full px-3 whitespace-nowrap text-sm font-medium text-foreground/80 transition-colors hover:bg-accent hover:text-foreground aria-expanded:bg-accent aria-expanded:text-foreground";

/**
 * The desktop (≥ siteConfig.ui.desktopNavFromPx) navigation: Home and one dropdown per navigation group.
 *
 * Rules (spec sections 2 and 4), one panel open at most:
 * - hovering an item (mouse) or clicking it opens its panel; clicking the open item closes it,
 *   except a click within 300 ms of the hover that opened it (the same gesture);
 * - leaving the panel closes it unless the pointer goes into that item's wrapper;
 * - a click anywhere outside the items closes all;
 * - keyboard: items are buttons (Enter/Space toggle), the panel's links follow in tab order,
 *   Escape closes and returns focus to the item, and tabbing out of an item closes its panel.
 */
export function DesktopNav({ nav }: { nav: ShellData["nav"] }) {
  const { home: homeLink, groups: navGroups } = nav;
  const [activeId, setActiveId] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hoverOpened = useRef<{ id: string; at: number } | null>(null);

  const close = useCallback(() => setActiveId(null), []);

  useEffect(() => {
    if (!activeId) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      // Clicks on another item are handled by that item; inside the open item's wrapper they keep it.
      if (target instanceof Element && target.closest("[data-nav-item]")) return;
      setActiveId(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const wrapper = listRef.current?.querySelector(`[data-nav-item="${activeId}"]`);
      const focusWasInside =
        document.activeElement === document.body || wrapper?.contains(document.activeElement);
      setActiveId(null);
      if (focusWasInside) document.getElementById(`nav-trigger-${activeId}`)?.focus();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [activeId]);

  return (
    <ul ref={listRef} className="flex h-16 items-stretch gap-0.5">
      <li className="flex items-center">
        <Link to={homeLink.href} className={itemClass}>
          {homeLink.label}
        </Link>
      </li>
      {navGroups.map((group) => (
        <NavDropdown
          key={group.id}
          group={group}
          open={activeId === group.id}
          onHoverOpen={() => {
            // Only the hover that opens the panel starts the grace period.
            if (activeId !== group.id)
              hoverOpened.current = { id: group.id, at: performance.now() };
            setActiveId(group.id);
          }}
          onToggle={() => {
            const hover = hoverOpened.current;
            const justHovered =
              hover?.id === group.id &&
              performance.now() - hover.at < siteConfig.ui.navHoverClickGraceMs;
            // State, not this render's `activeId`: the hover's update may not have rendered yet.
            setActiveId((current) =>
              current === group.id ? (justHovered ? current : null) : group.id,
            );
          }}
          onClose={() => setActiveId((current) => (current === group.id ? null : current))}
          onChoose={close}
        />
      ))}
    </ul>
  );
}

interface NavDropdownProps {
  group: NavGroup;
  open: boolean;
  /** A mouse hovered the item. */
  onHoverOpen: () => void;
  onToggle: () => void;
  /** Closes this item's panel if it is the open one. */
  onClose: () => void;
  onChoose: () => void;
}

function NavDropdown({ group, open, onHoverOpen, onToggle, onClose, onChoose }: NavDropdownProps) {
  const wrapperRef = useRef<HTMLLIElement>(null);

  const leftPanel = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== "mouse") return;
    const next = event.relatedTarget;
    if (next instanceof Node && wrapperRef.current?.contains(next)) return;
    onClose();
  };

  return (
    <li
      ref={wrapperRef}
      data-nav-item={group.id}
      // The wide Solutions panel is positioned against the whole bar, the others under their item.
      // Full bar height, so the pointer crosses the wrapper (not the bar) on its way to the panel.
      className={clsx("flex items-center", group.wide ? "static" : "relative")}
      // Hover means a mouse: touch "hover" comes right before the tap's click, which would close it.
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") onHoverOpen();
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) onClose();
      }}
    >
      <button
        type="button"
        id={triggerId(group)}
        data-replay={triggerId(group)}
        aria-expanded={open}
        aria-controls={panelId(group)}
        onClick={onToggle}
        className={itemClass}
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className={clsx("size-3.5 opacity-60 transition-transform", open && "rotate-180")}
        />
      </button>
      {/* Rendered only while open: closed panels are not in the page (nor in its prerendered HTML). */}
      {open ? (
        <div
          id={panelId(group)}
          data-nav-panel={group.id}
          onPointerLeave={leftPanel}
          className={clsx(
            "nav-panel absolute top-full z-50 pt-2",
            group.wide
              ? "left-1/2 w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2"
              : "left-1/2 w-72 -translate-x-1/2",
          )}
        >
          <div className="rounded-2xl border bg-card p-3 text-card-foreground shadow-xl ring-1 shadow-black/5 ring-black/[0.02] dark:shadow-black/40">
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
                            onChoose={onChoose}
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
                <Link
                  to={group.footerLink.href}
                  onClick={onChoose}
                  className="group inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-primary hover:bg-accent"
                >
                  {group.footerLink.label}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                  />
                </Link>
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </li>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
