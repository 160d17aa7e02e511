/**
 * A physical spring expressed as a CSS `linear()` easing, so the dropdown panel can move like the
 * spec's spring (section 4) with a plain CSS animation instead of a JavaScript motion library.
 *
 * The spring pulls a unit value from 0 to 1 (mass m, damping c, stiffness k, starting at rest):
 *   m·x'' = -k·(x - 1) - c·x'
 * It is integrated numerically (semi-implicit Euler, 1 ms steps) until it settles the way motion
 * libraries decide it: displacement below `restDelta` and speed below `restSpeed`. The curve is
 * then sampled at even time steps; CSS interpolates linearly between the samples.
 */

export interface SpringParams {
  mass: number;
  damping: number;
  stiffness: number;
  /** Settled once |1 - x| is below this. */
  restDelta: number;
  /** Settled once |x'| (per second) is below this. */
  restSpeed: number;
}

export interface SpringEasing {
  /** A CSS `linear(…)` timing function. */
  easing: string;
  /** How long the spring takes to settle, rounded up to whole milliseconds. */
  durationMs: number;
  /** The sampled progress values (first 0, last 1), as used in `easing`. */
  points: readonly number[];
}

const STEP_SECONDS = 0.001;
/** A stiff spring settles in well under a second; this bounds the loop for absurd parameters. */
const MAX_SECONDS = 10;

/** Position of the spring at every millisecond until it settles (the last entry is the settle point). */
export function simulateSpring(params: SpringParams): number[] {
  const { mass, damping, stiffness, restDelta, restSpeed } = params;
  if (!(mass > 0 && stiffness > 0 && damping >= 0)) {
    throw new Error("simulateSpring: mass and stiffness must be positive, damping non-negative");
  }
  let position = 0;
  let velocity = 0;
  const positions = [position];
  for (let t = 0; t < MAX_SECONDS; t += STEP_SECONDS) {
    const acceleration = (-stiffness * (position - 1) - damping * velocity) / mass;
    velocity += acceleration * STEP_SECONDS;
    position += velocity * STEP_SECONDS;
    positions.push(position);
    if (Math.abs(1 - position) < restDelta && Math.abs(velocity) < restSpeed) break;
  }
  return positions;
}

/**
 * The spring as `linear()` with `samples` + 1 evenly spaced points. The last point is pinned to
 * exactly 1 so the animation ends where it should.
 */
export function springLinearEasing(params: SpringParams, samples = 40): SpringEasing {
  const positions = simulateSpring(params);
  const lastIndex = positions.length - 1;
  const points: number[] = [];
  for (let i = 0; i <= samples; i += 1) {
    const index = Math.round((i / samples) * lastIndex);
    points.push(i === samples ? 1 : round(positions[index] ?? 1));
  }
  return {
    easing: `linear(${points.join(", ")})`,
    durationMs: Math.ceil(lastIndex * STEP_SECONDS * 1000),
    points,
  };
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
