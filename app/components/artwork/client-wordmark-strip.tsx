import { clsx } from "clsx";
import { wordmarkSlugFor } from "~/content/client-wordmarks";
import { ClientWordmark } from "./client-wordmark";

export interface ClientWordmarkStripProps {
  /** Client names as written in content (`trustedBy`, `clientWordmarks[…].name`). */
  clients: readonly string[];
  className?: string;
  "data-testid"?: string;
}

/**
 * A row of client wordmarks, grey until hovered. Each list item's text is the client's name, so
 * the list reads as names to assistive technology. A name without a wordmark is shown as plain
 * type rather than dropped.
 */
export function ClientWordmarkStrip({
  clients,
  className,
  "data-testid": testId,
}: ClientWordmarkStripProps) {
  return (
    <ul
      className={clsx(
        "flex flex-wrap items-center justify-center gap-x-8 gap-y-5 sm:gap-x-12",
        className,
      )}
      data-testid={testId}
    >
      {clients.map((name) => {
        const slug = wordmarkSlugFor(name);
        return (
          <li key={name} className="group">
            {slug ? (
              <ClientWordmark slug={slug} />
            ) : (
              <span className="text-xl font-semibold tracking-tight text-muted-foreground">
                {name}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
