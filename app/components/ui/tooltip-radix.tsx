import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import clsx from "clsx";
import type { ReactElement, ReactNode } from "react";
import { siteConfig } from "~/site.config";

/** The props of `Tooltip` (tooltip.tsx), declared here so that file alone imports the other. */
export interface TooltipProps {
  /** The trigger; it must be a focusable element that accepts a ref (a button or link). */
  children: ReactElement;
  content: ReactNode;
  side?: "top" | "right" | "bottom" | "left";
  className?: string;
}

/** The Radix rendering of `Tooltip`, loaded after first paint (see tooltip.tsx). */
export function RadixTooltip({ children, content, side = "bottom", className }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={siteConfig.ui.tooltip.openDelayMs}
      skipDelayDuration={siteConfig.ui.tooltip.skipDelayMs}
    >
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            className={clsx(
              "tooltip-content z-[70] rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md",
              className,
            )}
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
