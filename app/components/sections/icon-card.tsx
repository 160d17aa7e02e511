import { contentIcons } from "~/components/icons";
import type { IconCard as IconCardData } from "~/content/company";
import { accentClasses } from "./accents";

/** A card with an icon, a title and a short text: highlights, expertise, contact cards. */
export function IconCard({ card }: { card: IconCardData }) {
  const Icon = contentIcons[card.icon];
  return (
    <div className="h-full rounded-2xl border bg-card p-6 text-card-foreground shadow-sm">
      <span
        className={`inline-flex size-12 items-center justify-center rounded-xl ${accentClasses[card.accent].chip}`}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
      <p className="mt-2 text-muted-foreground">{card.description}</p>
    </div>
  );
}
