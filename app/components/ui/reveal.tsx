import { useEffect, useLayoutEffect, useRef, type ComponentProps } from "react";
import { siteConfig } from "~/site.config";

/** Server rendering has no layout phase; on the client the check must run before first paint. */
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

interface RevealProps extends ComponentProps<"div"> {
  /** Stagger siblings: milliseconds to wait once in view. */
  delayMs?: number;
}

/**
 * A block that fades and rises into place whenever it scrolls into view (threshold 0.1, and
 * again each time it comes back: spec section 4).
 *
 * It never hides content by itself: the hidden start state applies only once the document has
 * the `motion-ready` class (set by `useMotionReady` after hydration) and the visitor has not asked
 * for reduced motion (see app.css). Blocks already on screen at hydration are marked in view
 * before the class lands, so they do not blink.
 */
export function Reveal({ delayMs, ...props }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);

  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Set through the CSSOM, not a style attribute, so a strict style CSP never blocks it.
    if (delayMs) element.style.transitionDelay = `${delayMs}ms`;
    const rect = element.getBoundingClientRect();
    if (rect.top < window.innerHeight && rect.bottom > 0) element.dataset.inView = "";
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting) element.dataset.inView = "";
        else delete element.dataset.inView;
      },
      { threshold: siteConfig.ui.revealThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [delayMs]);

  return <div ref={ref} data-reveal="" {...props} />;
}

/**
 * Marks the document as able to animate once React has hydrated. Without JavaScript the class
 * never appears, so revealed content simply stays visible.
 */
export function useMotionReady(): void {
  useEffect(() => {
    document.documentElement.classList.add("motion-ready");
  }, []);
}
