import { clsx } from "clsx";

/** A row of small, non-interactive tag labels (an app's tags, a post's topics), as a list. */
export function TagList({ tags, className }: { tags: readonly string[]; className?: string }) {
  return (
    <ul aria-label="Tags" className={clsx("flex flex-wrap gap-1.5", className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
