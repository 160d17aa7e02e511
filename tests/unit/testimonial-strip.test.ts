import { describe, expect, it } from "vitest";
import { repeatsDueInMs } from "../../app/shell/testimonial-strip";

const periodMs = 80_000;

describe("repeatsDueInMs", () => {
  it("on a phone, waits until the first copy's end is half a viewport beyond the right edge", () => {
    // Six 344 px cards from x = 0 on a 390 px screen: the end is 2064 px away and moves 2064 px
    // per period, so it reaches 585 px (1.5 viewports) after (2064 - 585) / 2064 of a period.
    const due = repeatsDueInMs(2064, 2064, 390, periodMs);
    expect(due).toBe(Math.floor(((2064 - 585) / 2064) * periodMs));
    expect(due).toBeGreaterThan(55_000);
  });

  it("counts from where the copy ends, not from its width alone", () => {
    expect(repeatsDueInMs(2164, 2064, 390, periodMs)).toBeGreaterThan(
      repeatsDueInMs(2064, 2064, 390, periodMs),
    );
  });

  it("is due at once when the copy ends within one and a half viewports", () => {
    expect(repeatsDueInMs(2448, 2448, 1920, periodMs)).toBe(0);
    expect(repeatsDueInMs(2160, 2448, 1440, periodMs)).toBe(0);
  });

  it("is due at once when the sizes are unknown", () => {
    expect(repeatsDueInMs(2064, 0, 390, periodMs)).toBe(0);
    expect(repeatsDueInMs(2064, 2064, 0, periodMs)).toBe(0);
    expect(repeatsDueInMs(Number.NaN, Number.NaN, 390, periodMs)).toBe(0);
  });
});
