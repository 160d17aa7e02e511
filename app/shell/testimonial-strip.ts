/**
 * The testimonials strip (app/components/sections/testimonials-section.tsx): the server sends one
 * still row of quotes. Once the strip comes near the viewport this adds the repeats that make its
 * CSS loop seamless, copies of the first list that are aria-hidden and inert (so a screen reader
 * meets each quote once and Tab does not walk the links three times), and wires the pause button.
 * Adding them only near the viewport keeps 785 elements out of the home page's first layout.
 */
export function installTestimonialStrip(): void {
  const strip = document.querySelector<HTMLElement>(".testimonial-strip[data-copies]");
  const list = strip?.querySelector("ul");
  if (!strip || !list) return;
  const toggle = document.querySelector<HTMLButtonElement>(
    `[data-strip-toggle][aria-controls="${strip.id}"]`,
  );

  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      for (let copy = 1; copy < Number(strip.dataset.copies); copy++) {
        const repeat = list.cloneNode(true) as HTMLUListElement;
        repeat.setAttribute("aria-hidden", "true");
        repeat.inert = true;
        strip.append(repeat);
      }
      strip.dataset.looping = "";
    },
    { rootMargin: "50% 0px" },
  );
  observer.observe(strip);

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
