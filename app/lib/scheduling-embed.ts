/**
 * Loads the scheduling provider's embed script (Cal.com-style) on demand and removes it when no
 * booking button is left on the page. The booking buttons are real links, so nothing depends on
 * this script: it only upgrades a click into the provider's in-page month-view modal.
 *
 * The loader is written against a small `EmbedHost` so the ref counting and the calls made to
 * the provider can be unit-tested without a browser; `domHost` is the real implementation.
 */
import { siteConfig } from "~/site.config";

export type EmbedStatus = "idle" | "loading" | "ready" | "failed";

/** One provider API call, as the provider's queue stores it. */
export type EmbedCall = readonly unknown[];

export interface EmbedHost {
  /** Installs the provider's call queue (`window.Cal`) and replays `calls` into it. */
  installQueue(calls: readonly EmbedCall[]): void;
  /** Appends the script to <head>; returns a function that removes it again. */
  appendScript(src: string, onLoad: () => void, onError: () => void): () => void;
  /** Removes the queue installed by `installQueue`. */
  removeQueue(): void;
}

type Scheduling = typeof siteConfig.scheduling;

export function embedScriptUrl(scheduling: Scheduling = siteConfig.scheduling): string {
  return `${scheduling.origin}${scheduling.embedScriptPath}`;
}

/**
 * The calls that set the embed up: per namespace, `init` with the provider's origin, then the
 * month-view UI (event type details shown), exactly as the provider's own snippet would.
 */
export function embedSetupCalls(scheduling: Scheduling = siteConfig.scheduling): EmbedCall[] {
  return Object.values(scheduling.events).flatMap((event) => [
    ["init", event.namespace, { origin: scheduling.origin }],
    ["ns", event.namespace, "ui", { layout: scheduling.layout, hideEventTypeDetails: false }],
  ]);
}

export class SchedulingEmbedLoader {
  private users = 0;
  private state: EmbedStatus = "idle";
  private removeScript: (() => void) | null = null;
  /** Bumped on teardown so events from a removed script are ignored. */
  private generation = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly host: EmbedHost,
    private readonly scheduling: Scheduling = siteConfig.scheduling,
  ) {}

  get status(): EmbedStatus {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A booking button mounted; the returned function is its cleanup. */
  retain(): () => void {
    this.users += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.teardown();
    };
  }

  /** Injects the script once, on the first interaction with a mounted booking button. */
  request(): void {
    if (this.users === 0 || this.state !== "idle") return;
    const generation = this.generation;
    this.setState("loading");
    this.host.installQueue(embedSetupCalls(this.scheduling));
    this.removeScript = this.host.appendScript(
      embedScriptUrl(this.scheduling),
      () => {
        if (generation === this.generation) this.setState("ready");
      },
      () => {
        if (generation !== this.generation) return;
        // Blocked, offline or refused by CSP: the buttons keep working as plain links.
        console.warn("Scheduling widget could not load; booking links open in a new tab.");
        this.setState("failed");
      },
    );
  }

  private teardown(): void {
    this.generation += 1;
    if (this.removeScript) {
      this.removeScript();
      this.removeScript = null;
      this.host.removeQueue();
    }
    this.setState("idle");
  }

  private setState(next: EmbedStatus): void {
    if (this.state === next) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

interface CalApi {
  (...args: unknown[]): void;
  q: unknown[][];
}

interface CalGlobal extends CalApi {
  ns: Record<string, CalApi>;
  loaded: boolean;
}

declare global {
  interface Window {
    Cal?: CalGlobal;
  }
}

function createCalApi(): CalApi {
  const q: unknown[][] = [];
  return Object.assign((...args: unknown[]) => void q.push(args), { q });
}

/**
 * The provider's queue stub, equivalent to its published snippet: calls made before the script
 * arrives are queued in `Cal.q` and `Cal.ns[namespace].q`, and the script replays them.
 */
function createCalGlobal(): CalGlobal {
  const q: unknown[][] = [];
  const ns: Record<string, CalApi> = {};
  const cal = (...args: unknown[]) => {
    const [action, namespace] = args;
    if (action === "init" && typeof namespace === "string") {
      const api = (ns[namespace] ??= createCalApi());
      api.q.push(args);
      q.push(["initNamespace", namespace]);
      return;
    }
    q.push(args);
  };
  return Object.assign(cal, { q, ns, loaded: true });
}

export const domHost: EmbedHost = {
  installQueue(calls) {
    const cal = (window.Cal ??= createCalGlobal());
    for (const call of calls) {
      if (call[0] === "ns" && typeof call[1] === "string") cal.ns[call[1]]?.(...call.slice(2));
      else cal(...call);
    }
  },
  appendScript(src, onLoad, onError) {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.dataset.schedulingEmbed = "";
    script.addEventListener("load", onLoad);
    script.addEventListener("error", onError);
    document.head.appendChild(script);
    return () => script.remove();
  },
  removeQueue() {
    delete window.Cal;
  },
};

let sharedLoader: SchedulingEmbedLoader | null = null;

/** The page's one loader (created on first use in the browser, never on the server). */
export function schedulingEmbed(): SchedulingEmbedLoader {
  sharedLoader ??= new SchedulingEmbedLoader(domHost);
  return sharedLoader;
}
