/**
 * A cheap first line against floods of form posts, checked in server.ts before React Router runs.
 * The form actions have their own, friendlier per-client limit (a form error message); but a
 * refused post still costs a full server render there, so a flood would starve every other
 * visitor. Past a higher threshold this guard answers 429 without rendering anything.
 */
export class FloodGuard {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    /** Bound on remembered clients, so a spoofed-address flood cannot grow memory without end. */
    private readonly maxClients = 10_000,
  ) {}

  /** Counts one request; returns the seconds to wait when over the limit, else null. */
  hit(client: string): number | null {
    const now = this.now();
    const window = this.windows.get(client);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size >= this.maxClients) this.sweep(now);
      this.windows.set(client, { start: now, count: 1 });
      return null;
    }
    window.count += 1;
    if (window.count <= this.limit) return null;
    return Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
  }

  private sweep(now: number): void {
    for (const [client, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(client);
    }
    // Still full of live windows: forget the oldest rather than grow.
    if (this.windows.size >= this.maxClients) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
  }
}
