import { ArrowRight, Search, X } from "lucide-react";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { contentIcons } from "~/components/icons";
import { buttonClasses } from "~/components/ui/button";
import { TagList } from "~/components/ui/tag-list";
import { appCategories } from "~/content/apps";
import {
  appFiltersHref,
  distinctTags,
  filterApps,
  leadWith,
  parseAppFilters,
  type AppFilters,
} from "~/lib/app-filter";
import { clsx } from "clsx";
import { useHydrated } from "~/hooks/use-hydrated";
import { currencyParam, type CurrencyId } from "~/lib/currency";
import { isPlainLeftClick } from "~/lib/plain-click";
import { contactFormHref, pathTo } from "~/route-paths";

type Category = (typeof appCategories)[number];

/** The contact form with its subject filled in: "App idea: Community & Religious". */
function ideaHref(about: string): string {
  return contactFormHref({ subject: about ? `App idea: ${about}` : "App idea" });
}

/** Every tag a category carries, in the chips' order. */
export const appTags = distinctTags(appCategories);

const noFilters: AppFilters = { query: "", tag: null };
/**
 * Element ids, fixed rather than `useId`: an island hydrates as a root of its own, so React's ids
 * in the browser would not match the ones the server wrote inside the whole page.
 */
const ids = { heading: "app-finder-heading", search: "app-finder-q" };

export interface AppFinderProps {
  /** The page's path (/apps, /apps/{slug} or /solutions/{area}): the form's action. */
  path: string;
  /** The filters read from the URL; the server render and hydration both start from these. */
  filters: AppFilters;
  /** The `?category=` value in use, carried along when the filters change. */
  category: string | null;
  /** The `?currency=` choice, carried along too: the page's price card is rendered from it. */
  currency: CurrencyId | null;
  /** Titles of the categories the page is about: their cards come first, highlighted. */
  focusedTitles: readonly string[];
  heading: string | null;
}

/**
 * The apps pages' island: search box, tag chips and the category grid. The state lives in the
 * URL: the markup is a GET form (works without JavaScript), and with JavaScript the same changes
 * filter the grid at once and go into the URL with the History API, so links can be shared and
 * Back restores the previous filter.
 */
export function AppFinder({
  path,
  filters,
  category,
  currency,
  focusedTitles,
  heading,
}: AppFinderProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const chipRowRef = useRef<HTMLDivElement>(null);
  // A link to /apps?tag=… on a phone: the chosen chip may lie past the row's right edge, where
  // the row scrolls; bring it into the row's view (the row only, never the page).
  useEffect(() => {
    const row = chipRowRef.current;
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chip || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const chipBox = chip.getBoundingClientRect();
    if (chipBox.right > rowBox.right) row.scrollLeft += chipBox.left - rowBox.left - 16;
  }, []);
  const hydrated = useHydrated();
  const categories = useMemo(
    () => leadWith(appCategories, (c) => c.title, focusedTitles),
    [focusedTitles],
  );

  const [text, setText] = useState(filters.query);
  const [tag, setTag] = useState(filters.tag);
  // Back and Forward between the finder's own history entries: show the filters of the entry.
  useEffect(() => {
    const onPopState = () => {
      const shown = parseAppFilters(new URLSearchParams(window.location.search), appTags);
      setText(shown.query);
      setTag(shown.tag);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const visible = useMemo(
    () => filterApps(categories, { query: text, tag }),
    [categories, text, tag],
  );
  // The grid is the bulk of this island: memoised, it is not rendered again when nothing it shows
  // changed, as in the re-render that follows hydration (`useHydrated` flips once).
  const grid = useMemo(
    () =>
      visible.length > 0 ? (
        <ul
          data-testid="app-grid"
          className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {visible.map((app) => (
            <li key={app.title}>
              <AppCard app={app} focused={focusedTitles.includes(app.title)} />
            </li>
          ))}
        </ul>
      ) : null,
    [visible, focusedTitles],
  );

  function go(next: AppFilters, { replace }: { replace: boolean }) {
    const url = appFiltersHref(path, next, { category, currency });
    if (replace) window.history.replaceState(null, "", url);
    else window.history.pushState(null, "", url);
  }

  function onType(value: string) {
    // The first keystroke of a search adds a history entry; the rest refine it in place.
    const startsSearch = text.trim() === "" && value.trim() !== "";
    setText(value);
    go({ query: value, tag }, { replace: !startsSearch });
  }

  // Text typed before hydration (a slow phone, a quick visitor) is in the box, not in the state
  // the server rendered: adopt it once, as if it had just been typed, so it is neither lost nor
  // left unfiltered. The estimate does the same with early choices.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value ?? filters.query;
    // The DOM is the outside system here, read once, after hydration.
    if (typed !== filters.query) onType(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go({ query: text, tag }, { replace: true });
  }

  function selectTag(next: string | null) {
    setTag(next);
    go({ query: text, tag: next }, { replace: false });
  }

  function clear() {
    setText("");
    go({ query: "", tag }, { replace: false });
    inputRef.current?.focus();
  }

  const filtering = text.trim() !== "" || tag !== null;
  const chips: Array<{ label: string; value: string | null }> = [
    { label: "All", value: null },
    ...appTags.map((tag) => ({ label: tag, value: tag })),
  ];

  return (
    <section aria-labelledby={ids.heading} className="mx-auto max-w-7xl px-4 pb-24 sm:px-6 lg:px-8">
      <h2
        id={ids.heading}
        className={heading ? "mb-8 text-center text-3xl font-extrabold tracking-tight" : "sr-only"}
      >
        {heading ?? "Browse App Categories"}
      </h2>
      <form
        method="get"
        action={path}
        role="search"
        aria-label="App solutions"
        onSubmit={onSubmit}
        data-hydrated={hydrated}
        className="mx-auto max-w-3xl"
      >
        {category ? <input type="hidden" name="category" value={category} /> : null}
        <div className="relative">
          {/* First submit button in the form, so Enter in the box submits it without JS (or before
              hydration); as the submitter it also carries the chosen tag, which a chip would. */}
          <button
            type="submit"
            name={tag === null ? undefined : "tag"}
            value={tag ?? undefined}
            aria-label="Search"
            className="absolute inset-y-0 left-0 flex w-12 items-center justify-center rounded-l-full text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
          <label htmlFor={ids.search} className="sr-only">
            Search apps
          </label>
          <input
            ref={inputRef}
            id={ids.search}
            type="search"
            name="q"
            value={text}
            onChange={(event) => onType(event.target.value)}
            placeholder="Search apps..."
            autoComplete="off"
            className="h-12 w-full rounded-full border bg-card pr-12 pl-12 text-base text-card-foreground shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-search-cancel-button]:hidden"
          />
          {text !== "" ? (
            <button
              type="button"
              onClick={clear}
              aria-label="Clear search"
              // Without JavaScript it could do nothing; "Clear filters" below is a link that does.
              className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-full text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring [@media(scripting:none)]:hidden"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null}
        </div>
        <div
          ref={chipRowRef}
          role="group"
          aria-label="Filter by tag"
          // On a phone the chips are one row that scrolls sideways, so the results start on the
          // first screen; from sm up they wrap and centre under the search box. The row's top
          // padding leaves room for a focused chip's ring, which the scrolling row would clip.
          className="-mx-4 mt-5 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pt-1 pb-2 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0 sm:pb-0"
        >
          {chips.map((chip) => {
            const pressed = chip.value === tag;
            return (
              <button
                key={chip.label}
                type="submit"
                name="tag"
                value={chip.value ?? ""}
                aria-pressed={pressed}
                onClick={(event) => {
                  event.preventDefault();
                  selectTag(chip.value);
                }}
                className={clsx(
                  "shrink-0 snap-start rounded-full border px-4 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  pressed
                    ? "border-primary bg-primary text-primary-foreground"
                    : "bg-card text-card-foreground hover:bg-accent hover:text-accent-foreground",
                )}
              >
                {chip.label}
              </button>
            );
          })}
        </div>
        {currency ? <input type="hidden" name={currencyParam} value={currency} /> : null}
      </form>

      <div className="mt-8 flex flex-wrap items-baseline justify-center gap-x-4 gap-y-1 text-sm">
        <p role="status" className="text-muted-foreground">
          {visible.length === 0
            ? "No apps found matching your criteria."
            : `Showing ${visible.length} of ${categories.length} app categories`}
        </p>
        {filtering ? (
          // A link, not a button: it works before hydration and without JavaScript.
          <a
            href={appFiltersHref(path, noFilters, { category, currency })}
            onClick={(event) => {
              // A modified click keeps the browser's meaning (a new tab, a download).
              if (!isPlainLeftClick(event)) return;
              event.preventDefault();
              setText("");
              setTag(null);
              go(noFilters, { replace: false });
              // The link goes with the filters; focus would fall to the page's start. The box is
              // where a new search begins, as after its own Clear.
              inputRef.current?.focus();
            }}
            className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            Clear filters
          </a>
        ) : null}
      </div>

      {grid ?? <NoMatch query={text.trim()} />}
    </section>
  );
}

/** No category matches: the search is not a dead end, it is the start of a brief. */
function NoMatch({ query }: { query: string }) {
  return (
    <div className="mx-auto mt-6 max-w-xl rounded-2xl border border-dashed bg-card p-6 text-center sm:p-8">
      <h3 className="text-lg font-semibold text-balance">
        Not on our list? We build custom apps too.
      </h3>
      <p className="mt-2 text-sm text-pretty text-muted-foreground">
        Taxi, logistics, dating or something new: tell us what you have in mind.
      </p>
      <a href={ideaHref(query)} className={clsx(buttonClasses(), "mt-5")}>
        Tell Us Your Idea
      </a>
    </div>
  );
}

function AppCard({ app, focused }: { app: Category; focused: boolean }) {
  const Icon = contentIcons[app.icon];
  return (
    <article
      className={clsx(
        "group relative flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm",
        // Only a card with a page of its own lifts on hover: the others are not links.
        app.slug && "transition-shadow hover:shadow-md",
        focused && "ring-2 ring-primary",
      )}
    >
      <div
        className={clsx(
          "flex size-12 items-center justify-center rounded-xl bg-gradient-to-br text-white",
          app.gradient,
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
      </div>
      <h3 className="mt-4 text-lg font-semibold">
        {app.slug ? (
          // The whole card is its target (the link's box stretched over it), as its cue says.
          <a
            href={pathTo("apps", { slug: app.slug })}
            className="after:absolute after:inset-0 after:rounded-2xl hover:text-primary hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
          >
            {app.title}
          </a>
        ) : (
          app.title
        )}
      </h3>
      <p className="mt-2 flex-1 text-sm text-muted-foreground">{app.description}</p>
      <TagList tags={app.tags} className="mt-4" />
      {app.slug ? (
        // Every card ends on its next step, so the tags above it line up along a row: here the
        // card's own link, which screen readers already have in the title.
        <span
          aria-hidden="true"
          className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-primary"
        >
          See what we build
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      ) : (
        // No page of its own: the next step is a brief, with the category as its subject.
        <a
          href={ideaHref(app.title)}
          className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          Tell Us Your Idea
          <ArrowRight aria-hidden="true" className="size-4" />
          <span className="sr-only">: {app.title}</span>
        </a>
      )}
    </article>
  );
}
