import { Moon, Sun } from "lucide-react";
import { Tooltip } from "~/components/ui/tooltip";
import clsx from "clsx";
import { useTheme } from "./theme-provider";

/**
 * Flips between light and dark. The icon follows the `dark` class through CSS, so the prerendered
 * HTML already shows the right one before React hydrates.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { resolvedTheme, toggle } = useTheme();
  const next = resolvedTheme === "dark" ? "light" : "dark";
  return (
    <Tooltip content={`Switch to ${next} theme`}>
      <button
        type="button"
        onClick={toggle}
        aria-label="Toggle theme"
        data-testid="theme-toggle"
        data-replay="theme"
        className={clsx(
          "inline-flex size-9 items-center justify-center rounded-full border border-transparent text-foreground/80 transition-colors hover:border-border hover:bg-accent hover:text-foreground",
          className,
        )}
      >
        <Sun aria-hidden="true" className="size-[1.1rem] dark:hidden" />
        <Moon aria-hidden="true" className="hidden size-[1.1rem] dark:block" />
      </button>
    </Tooltip>
  );
}
