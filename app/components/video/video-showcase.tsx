import { Play, Smartphone, Bot, Globe, type LucideIcon } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { clsx } from "clsx";
import { demoVideos, videoCategories, type DemoVideo, type VideoIconName } from "~/content/videos";
import { useHydrated } from "~/hooks/use-hydrated";
import { useNarrowPortrait } from "~/hooks/use-narrow-portrait";
import { whenIdle } from "~/lib/idle";
import { narrowPortraitQuery } from "~/lib/video";

// The player's code is not part of the page's first load: it loads once the page is idle after
// hydration, or sooner on a visitor's first sign of intent (a card hovered, focused or touched)
// or the click itself; fetched at the click, it doubled the time to an open player. It is
// imported by hand rather than through React.lazy: a suspended render is revealed after React's
// ~300 ms throttle, which tripled the time from the click to the open player.
type PlayerModule = typeof import("./video-player-dialog");
type Player = PlayerModule["VideoPlayerDialog"];
/** The player's module once loaded: a click then renders it in its own task. */
let loadedPlayer: PlayerModule | undefined;
const loadPlayer = () => import("./video-player-dialog").then((module) => (loadedPlayer = module));
const preloadPlayer = () => void loadPlayer().catch(() => {});

const icons: Record<VideoIconName, LucideIcon> = { Smartphone, Bot, Globe };
const categories = videoCategories(demoVideos);

/**
 * The video showcase's island: the category filter, the demo cards and the player, whose code
 * loads when the page is idle or at a first sign of intent.
 */
export function VideoShowcase() {
  const [category, setCategory] = useState("All");
  const [selected, setSelected] = useState<DemoVideo | null>(null);
  const [Player, setPlayer] = useState<Player | null>(null);
  // Idle after hydration: fetch the player's code, then, in a later idle period, let the browser
  // set up a <video> element (see prepareVideoElement; harmless on any page, so not cancelled).
  useEffect(
    () =>
      whenIdle(() =>
        loadPlayer().then(
          (module) => void whenIdle(module.prepareVideoElement),
          () => {},
        ),
      ),
    [],
  );
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const narrowPortrait = useNarrowPortrait();
  const hydrated = useHydrated();
  const visible = useMemo(
    () => (category === "All" ? demoVideos : demoVideos.filter((v) => v.category === category)),
    [category],
  );

  const openVideo = useCallback((video: DemoVideo, button: HTMLButtonElement) => {
    openerRef.current = button;
    const open = (module: PlayerModule) =>
      flushSync(() => {
        setPlayer(() => module.VideoPlayerDialog);
        setSelected(video);
      });
    // Loaded (the usual case): open in the click's own frame. An import() of a loaded module
    // still settles a task later, after a frame without the player.
    if (loadedPlayer) return open(loadedPlayer);
    loadPlayer().then(
      // Rendered at once when it arrives, not in a later task.
      open,
      // The code could not load (offline, or a deploy replaced it): the browser plays the clip
      // itself.
      () => window.location.assign(video.videoUrl),
    );
  }, []);
  // The cards are memoised: opening or closing the player renders the player, not the grid again.
  const cards = useMemo(
    () =>
      visible.map((video, index) => (
        <li
          key={video.id}
          // In two columns, an odd number of demos leaves the last alone on its row: it sits in
          // the middle, a column wide, rather than under the first column.
          className={clsx(
            visible.length > 1 &&
              "demo-pairs:odd:last:col-span-2 demo-pairs:odd:last:w-[calc(50%-0.75rem)] demo-pairs:odd:last:justify-self-center",
          )}
        >
          <DemoCard video={video} onOpen={openVideo} first={index === 0} />
        </li>
      )),
    [visible, openVideo],
  );

  return (
    <>
      <section aria-label="Demo videos" className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
        <div
          role="group"
          aria-label="Filter by category"
          // Without JavaScript the filters could do nothing: every demo is shown, and no
          // control pretends otherwise.
          className="flex flex-wrap justify-center gap-2 [@media(scripting:none)]:hidden"
        >
          {categories.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={category === name}
              data-replay={`video-filter-${name}`}
              onClick={() => setCategory(name)}
              className={clsx(
                "rounded-full border px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                category === name
                  ? "border-primary bg-primary text-primary-foreground"
                  : "bg-card text-card-foreground hover:bg-accent hover:text-accent-foreground",
              )}
            >
              {name}
            </button>
          ))}
        </div>
        <ul
          data-narrow-portrait={narrowPortrait}
          data-hydrated={hydrated}
          className={clsx(
            "mt-10 grid grid-cols-1 gap-6",
            // A single demo is shown centred, at about its poster's width, rather than in the
            // first of two or three columns with the rest of the row empty.
            visible.length === 1 ? "mx-auto max-w-2xl" : "demo-pairs:grid-cols-2 lg:grid-cols-3",
          )}
        >
          {cards}
        </ul>
      </section>
      {Player ? (
        <Player video={selected} onClose={() => setSelected(null)} returnFocusRef={openerRef} />
      ) : null}
    </>
  );
}

/** The control laid over a whole demo card. */
const coverClasses =
  "absolute inset-0 rounded-2xl focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring";

function DemoCard({
  video,
  onOpen,
  first,
}: {
  video: DemoVideo;
  onOpen: (video: DemoVideo, button: HTMLButtonElement) => void;
  /** The first card's poster is in the first screen, often its largest image: fetched at once. */
  first: boolean;
}) {
  const Icon = icons[video.icon];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-lg">
      <div
        data-testid="demo-card-media"
        className={clsx(
          "relative aspect-video w-full overflow-hidden bg-muted",
          // The spec's narrow-portrait rule (≤ 768 px wide, siteConfig.ui.phoneBreakpointPx, in
          // portrait; a class cannot take the variable) as a media query, so the
          // server-rendered card already has its 9:16 shape on a phone (no layout shift);
          // useNarrowPortrait tracks the same rule for the player and on every resize.
          "[@media(max-width:768px)_and_(orientation:portrait)]:aspect-[9/16]",
        )}
      >
        <picture>
          {/* The 9:16 card gets a poster laid out for that shape; cropping the 16:9 one cut
              its text off. Same media query as the card's aspect ratio above. */}
          <source
            media={narrowPortraitQuery}
            srcSet={video.portraitThumbnail}
            width={video.portraitThumbnailWidth}
            height={video.portraitThumbnailHeight}
          />
          <img
            src={video.thumbnail}
            alt=""
            width={video.thumbnailWidth}
            height={video.thumbnailHeight}
            loading={first ? "eager" : "lazy"}
            fetchPriority={first ? "high" : "auto"}
            decoding="async"
            className="absolute inset-0 size-full object-cover object-left transition-transform duration-300 group-hover:scale-105"
          />
        </picture>
        <span
          aria-hidden="true"
          className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-black/70 text-white"
        >
          <Play className="size-7" />
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p
          className={clsx(
            "inline-flex w-fit items-center gap-1.5 rounded-full bg-gradient-to-r px-3 py-1 text-xs font-semibold text-white",
            video.gradient,
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          {video.category}
        </p>
        <h2 className="mt-3 text-lg font-semibold">{video.title}</h2>
        <p className="mt-2 flex-1 text-sm text-muted-foreground">{video.description}</p>
        <p
          aria-hidden="true"
          className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-primary"
        >
          <Play className="size-4" /> Watch demo
        </p>
      </div>
      {/* One button covers the card: the whole card opens the player, and focus can return to
          it. Its focus ring is drawn inside the card, whose overflow-hidden would clip one
          outside. Without JavaScript a link takes its place and the browser plays the clip. */}
      <button
        type="button"
        data-replay={`video-${video.id}`}
        onClick={(event) => onOpen(video, event.currentTarget)}
        onPointerEnter={preloadPlayer}
        onFocus={preloadPlayer}
        onTouchStart={preloadPlayer}
        className={clsx(coverClasses, "[@media(scripting:none)]:hidden")}
      >
        <span className="sr-only">Watch demo: {video.title}</span>
      </button>
      <a
        href={video.videoUrl}
        className={clsx(coverClasses, "hidden [@media(scripting:none)]:block")}
      >
        <span className="sr-only">Watch demo: {video.title}</span>
      </a>
    </article>
  );
}
