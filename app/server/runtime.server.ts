/**
 * Long-lived server-side services (database, outbox worker, …) and their lifecycle.
 * The production server (server.ts) reaches this through the server build's entry module:
 * `build.entry.module.runtime`, so the server and the route actions share one instance.
 */
export interface HealthReport {
  ok: boolean;
  checks: Record<string, boolean>;
}

export interface AppRuntime {
  /** Opens connections and starts background workers; called once before listening. */
  start(): Promise<void>;
  /** Finishes in-flight background work and closes connections; called on shutdown. */
  stop(): Promise<void>;
  /** Cheap liveness probe for GET /healthz. */
  health(): Promise<HealthReport>;
}

export const runtime: AppRuntime = {
  async start() {},
  async stop() {},
  async health() {
    return { ok: true, checks: {} };
  },
};
