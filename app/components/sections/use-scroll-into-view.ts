import { useEffect } from "react";

/**
 * Brings the element with `id` into view once the page has loaded: the slug pages
 * (/services/{slug}, /tech-stack/{group}/{tech}) show the shared screen with their item centred.
 */
export function useScrollIntoView(id: string | undefined) {
  useEffect(() => {
    if (!id) return;
    document.getElementById(id)?.scrollIntoView({ block: "center" });
  }, [id]);
}
