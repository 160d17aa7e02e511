import { describe, expect, it } from "vitest";
import { simulateSpring, springLinearEasing } from "~/lib/spring";
import { siteConfig } from "~/site.config";

const spec = siteConfig.ui.dropdownSpring;

describe("springLinearEasing", () => {
  it("starts at 0, ends exactly at 1 and settles within the rest thresholds", () => {
    const positions = simulateSpring(spec);
    expect(positions[0]).toBe(0);
    const last = positions.at(-1) ?? NaN;
    expect(Math.abs(1 - last)).toBeLessThan(spec.restDelta);
    const { points, easing } = springLinearEasing(spec);
    expect(points[0]).toBe(0);
    expect(points.at(-1)).toBe(1);
    expect(easing.startsWith("linear(0, ")).toBe(true);
    expect(easing.endsWith(", 1)")).toBe(true);
  });

  it("matches the analytic underdamped spring (mass 0.5, damping 11.5, stiffness 100)", () => {
    // x(t) = 1 - e^(-ζω₀t)·(cos ω_d t + ζω₀/ω_d · sin ω_d t)
    const w0 = Math.sqrt(spec.stiffness / spec.mass);
    const zeta = spec.damping / (2 * Math.sqrt(spec.stiffness * spec.mass));
    expect(zeta).toBeLessThan(1);
    const wd = w0 * Math.sqrt(1 - zeta * zeta);
    const exact = (t: number) =>
      1 - Math.exp(-zeta * w0 * t) * (Math.cos(wd * t) + ((zeta * w0) / wd) * Math.sin(wd * t));
    const positions = simulateSpring(spec);
    for (const ms of [50, 100, 200, 300, 500]) {
      expect(positions[ms]).toBeCloseTo(exact(ms / 1000), 2);
    }
  });

  it("overshoots slightly (an underdamped spring) and takes well under a second", () => {
    const { points, durationMs } = springLinearEasing(spec);
    const peak = Math.max(...points);
    expect(peak).toBeGreaterThan(1);
    expect(peak).toBeLessThan(1.05);
    expect(durationMs).toBeGreaterThan(400);
    expect(durationMs).toBeLessThan(1000);
  });

  it("a critically damped spring never overshoots", () => {
    const critical = { ...spec, damping: 2 * Math.sqrt(spec.stiffness * spec.mass) };
    expect(Math.max(...springLinearEasing(critical).points)).toBeLessThanOrEqual(1);
  });

  it("rejects impossible parameters", () => {
    expect(() => simulateSpring({ ...spec, mass: 0 })).toThrow();
  });
});
