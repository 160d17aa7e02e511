import { Moon, Sun } from "lucide-react";

/**
 * Flips between light and dark (app/shell/shell.ts). The icon follows the `dark` class through
 * CSS, so the page shows the right one from the first paint; the tooltip opens after the spec's
 * hover delay and names the theme the click switches to.
 */
export function ThemeToggle() {
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-label="Toggle theme"
        aria-describedby="theme-toggle-tip"
        data-testid="theme-toggle"
        data-theme-toggle=""
        className="inline-flex size-9 items-center justify-center rounded-full border border-transparent text-foreground/80 transition-colors hover:border-border hover:bg-accent hover:text-foreground"
      >
        <Sun aria-hidden="true" className="size-[1.1rem] dark:hidden" />
        <Moon aria-hidden="true" className="hidden size-[1.1rem] dark:block" />
      </button>
      <span
        id="theme-toggle-tip"
        role="tooltip"
        data-tooltip=""
        hidden
        className="pointer-events-none absolute top-full left-1/2 z-50 mt-2 -translate-x-1/2 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-semibold whitespace-nowrap text-background shadow-md"
      />
    </span>
  );
}
