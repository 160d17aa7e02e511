import { describe, expect, it, vi } from "vitest";
import {
  SchedulingEmbedLoader,
  embedScriptUrl,
  embedSetupCalls,
  type EmbedCall,
  type EmbedHost,
} from "~/lib/scheduling-embed";
import { siteConfig } from "~/site.config";

function fakeHost() {
  const log: string[] = [];
  let loaded: (() => void) | null = null;
  let failed: (() => void) | null = null;
  const queued: EmbedCall[] = [];
  const host: EmbedHost = {
    installQueue(calls) {
      log.push("queue");
      queued.push(...calls);
    },
    appendScript(src, onLoad, onError) {
      log.push(`append ${src}`);
      loaded = onLoad;
      failed = onError;
      return () => log.push("remove script");
    },
    removeQueue() {
      log.push("remove queue");
    },
  };
  return {
    host,
    log,
    queued,
    load: () => loaded?.(),
    fail: () => failed?.(),
  };
}

describe("embed setup", () => {
  it("points at the provider's embed script", () => {
    expect(embedScriptUrl()).toBe(
      `${siteConfig.scheduling.origin}${siteConfig.scheduling.embedScriptPath}`,
    );
  });

  it("inits both namespaces with the provider origin and the month view", () => {
    expect(embedSetupCalls()).toEqual([
      ["init", "30min", { origin: siteConfig.scheduling.origin }],
      ["ns", "30min", "ui", { layout: "month_view", hideEventTypeDetails: false }],
      ["init", "free-consultation", { origin: siteConfig.scheduling.origin }],
      ["ns", "free-consultation", "ui", { layout: "month_view", hideEventTypeDetails: false }],
    ]);
  });
});

describe("SchedulingEmbedLoader", () => {
  it("injects nothing until a mounted button asks, and only once", () => {
    const fake = fakeHost();
    const loader = new SchedulingEmbedLoader(fake.host);
    loader.request();
    expect(fake.log).toEqual([]);
    const release = loader.retain();
    expect(fake.log).toEqual([]);
    loader.request();
    loader.request();
    expect(fake.log).toEqual(["queue", `append ${embedScriptUrl()}`]);
    expect(loader.status).toBe("loading");
    fake.load();
    expect(loader.status).toBe("ready");
    release();
  });

  it("removes the script when the last button unmounts, and can load again", () => {
    const fake = fakeHost();
    const loader = new SchedulingEmbedLoader(fake.host);
    const releaseA = loader.retain();
    const releaseB = loader.retain();
    loader.request();
    fake.load();
    releaseA();
    releaseA(); // a double cleanup must not release someone else's hold
    expect(fake.log).not.toContain("remove script");
    releaseB();
    expect(fake.log.slice(-2)).toEqual(["remove script", "remove queue"]);
    expect(loader.status).toBe("idle");
    const releaseC = loader.retain();
    loader.request();
    expect(fake.log.filter((l) => l.startsWith("append"))).toHaveLength(2);
    releaseC();
  });

  it("reports a blocked script as failed (buttons stay plain links) and ignores stale events", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fake = fakeHost();
    const loader = new SchedulingEmbedLoader(fake.host);
    const seen: string[] = [];
    loader.subscribe(() => seen.push(loader.status));
    const release = loader.retain();
    loader.request();
    fake.fail();
    expect(loader.status).toBe("failed");
    expect(warn).toHaveBeenCalledOnce();
    release();
    fake.load(); // the removed script finishing late changes nothing
    expect(seen).toEqual(["loading", "failed", "idle"]);
    warn.mockRestore();
  });
});
