/**
 * Runs `work` once the browser has painted the current frame: in the task after the next
 * animation frame. For work that must follow what a visitor's tap shows, not delay it (React
 * runs a click's effects before the browser paints, so an effect alone is not late enough).
 */
export function afterFirstFrame(work: () => void): { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work);
  });
  return {
    cancel() {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    },
  };
}
