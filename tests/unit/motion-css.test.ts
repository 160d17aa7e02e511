import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { springLinearEasing } from "~/lib/spring";
import { siteConfig } from "~/site.config";

// The motion values live in app.css (they must apply before any JavaScript runs); this test keeps
// them equal to site.config.ts and to the computed spring.
const css = readFileSync(new URL("../../app/app.css", import.meta.url), "utf8").replace(
  /\s+/g,
  " ",
);

function customProperty(name: string): string {
  const match = new RegExp(`--${name}: ([^;]+);`).exec(css);
  if (!match?.[1]) throw new Error(`app.css has no --${name}`);
  return match[1].trim();
}

describe("motion values in app.css", () => {
  it("--ease-spring and --duration-spring are the computed dropdown spring", () => {
    const spring = springLinearEasing(siteConfig.ui.dropdownSpring);
    expect(
      customProperty("ease-spring")
        .replace(/\(\s+/, "(")
        .replace(/,?\s*\)$/, ")"),
    ).toBe(spring.easing);
    expect(customProperty("duration-spring")).toBe(`${spring.durationMs}ms`);
  });

  it("the dropdown start state is the spec's", () => {
    const { opacity, scale, offsetYPx } = siteConfig.ui.dropdownEnter;
    expect(Number(customProperty("dropdown-enter-opacity"))).toBe(opacity);
    expect(Number(customProperty("dropdown-enter-scale"))).toBe(scale);
    expect(customProperty("dropdown-enter-offset")).toBe(`${offsetYPx}px`);
  });

  it("the testimonial strip's loop takes the configured time per copy", () => {
    expect(css).toContain(
      `animation: testimonial-strip-shift ${siteConfig.ui.testimonialStripSecondsPerCopy}s linear infinite;`,
    );
  });

  it("the hero delay is the spec's", () => {
    expect(customProperty("hero-delay")).toBe(`${siteConfig.ui.heroRevealDelayMs}ms`);
  });
});
