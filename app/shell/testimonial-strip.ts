import { siteConfig } from "~/site.config";

/**
 * How long after the strip starts to loop its repeats must be in place, in ms: while the end of
 * the first copy is still half a viewport beyond the viewport's right edge. Every copy slides left
 * by its own width once per period (app.css), so that end is `copyRight` px from the viewport's
 * left edge when the loop starts and moves `copyWidth` px per period. Zero when it is that close
 * already (a copy narrower than one and a half viewports).
 */
export function repeatsDueInMs(
  copyRightPx: number,
  copyWidthPx: number,
  viewportWidthPx: number,
  periodMs: number,
): number {
  if (!(copyWidthPx > 0) || !(viewportWidthPx > 0)) return 0;
  const spare = copyRightPx - 1.5 * viewportWidthPx;
  return spare > 0 ? Math.floor((spare / copyWidthPx) * periodMs) : 0;
}

/**
 * The testimonials strip (app/components/sections/testimonials-section.tsx): the server sends one
 * still row of quotes. Once the strip comes near the viewport this starts its CSS loop and wires
 * the pause button. The repeats that make the loop seamless, copies of the first list that are
 * aria-hidden and inert (so a screen reader meets each quote once and Tab does not walk the links
 * again), go in shortly before they could come into view (`repeatsDueInMs`), or at once if the
 * window grows wider. They are 785 elements to clone and lay out: on /testimonials, where the
 * strip is in view as the page loads, adding them at once was a long task right after the first
 * paint, for copies that a phone shows about a minute later.
 */
export function installTestimonialStrip(): void {
  const strip = document.querySelector<HTMLElement>(".testimonial-strip[data-copies]");
  const list = strip?.querySelector("ul");
  if (!strip || !list) return;
  const toggle = document.querySelector<HTMLButtonElement>(
    `[data-strip-toggle][aria-controls="${strip.id}"]`,
  );

  let repeatsTimer: ReturnType<typeof setTimeout> | undefined;
  // A wider window (a phone turned sideways) brings the first copy's end into view sooner. The
  // section tracks the window's width; a phone's toolbar hiding on scroll does not resize it.
  // The width to compare with is read when the loop starts: the observer's first report comes
  // with a later frame, after a window turned in between, and would hide that turn.
  const section = strip.parentElement ?? strip;
  let startWidth = 0;
  const widthWatch = new ResizeObserver(([change]) => {
    const width = change?.borderBoxSize[0]?.inlineSize ?? 0;
    if (width > startWidth + 1) addRepeats();
  });
  // Called once: by the timer or by a wider window, each of which it cancels.
  const addRepeats = () => {
    clearTimeout(repeatsTimer);
    widthWatch.disconnect();
    const repeats: HTMLUListElement[] = [];
    for (let copy = 1; copy < Number(strip.dataset.copies); copy++) {
      const repeat = list.cloneNode(true) as HTMLUListElement;
      repeat.setAttribute("aria-hidden", "true");
      repeat.inert = true;
      repeats.push(repeat);
    }
    strip.append(...repeats);
    // A CSS animation starts when its element gets it, so the repeats' loops would start now, a
    // part of a period behind the first copy's. Give them its timing: the same start while it
    // runs, the same position while it is paused (hover, focus, the button).
    const [loop] = list.getAnimations();
    if (!loop) return;
    for (const repeat of repeats) {
      for (const animation of repeat.getAnimations()) {
        if (loop.startTime === null) animation.currentTime = loop.currentTime;
        else animation.startTime = loop.startTime;
      }
    }
  };

  // The list, not the strip: before it loops the strip is a scroller as wide as the page, and
  // the observer's report gives the list's own box without making the browser lay anything out.
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.find((candidate) => candidate.isIntersecting);
      if (!entry) return;
      observer.disconnect();
      // Read before data-looping changes any style, while the layout is still clean.
      startWidth = section.offsetWidth;
      strip.dataset.looping = "";
      const { right, width } = entry.boundingClientRect;
      const periodMs = siteConfig.ui.testimonialStripSecondsPerCopy * 1000;
      repeatsTimer = setTimeout(
        addRepeats,
        repeatsDueInMs(right, width, entry.rootBounds?.width ?? 0, periodMs),
      );
      widthWatch.observe(section, { box: "border-box" });
    },
    { rootMargin: "50% 0px" },
  );
  observer.observe(list);

  if (!toggle) return;
  toggle.classList.remove("invisible");
  toggle.addEventListener("click", () => {
    const paused = toggle.getAttribute("aria-pressed") !== "true";
    toggle.setAttribute("aria-pressed", String(paused));
    for (const label of toggle.querySelectorAll<HTMLElement>("[data-when]")) {
      label.hidden = label.dataset.when !== (paused ? "paused" : "running");
    }
    if (paused) strip.dataset.paused = "";
    else delete strip.dataset.paused;
  });
}
