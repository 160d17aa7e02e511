import { describe, expect, it } from "vitest";
import { toast, toastStore } from "~/components/ui/toast";
import { createToastStore, type ToastRecord } from "~/lib/toast-store";
import { siteConfig } from "~/site.config";

const options = { maxVisible: 3, defaultDurationMs: 4000 };
const openOnes = (toasts: readonly ToastRecord[]) => toasts.filter((t) => t.open);

describe("toast store", () => {
  it("uses the spec's limits in the site's store", () => {
    expect(siteConfig.ui.notifications.maxVisible).toBe(3);
    expect(siteConfig.ui.notifications.durationMs).toBe(4000);
    const handle = toast({ title: "Saved" });
    const record = toastStore.getSnapshot().find((t) => t.id === handle.id);
    expect(record).toMatchObject({
      title: "Saved",
      variant: "default",
      durationMs: 4000,
      open: true,
    });
    handle.dismiss();
    expect(toastStore.getSnapshot().find((t) => t.id === handle.id)?.open).toBe(false);
  });

  it("keeps at most three open, closing the oldest first", () => {
    const store = createToastStore(options);
    const ids = ["a", "b", "c", "d", "e"].map((title) => store.add({ title }));
    const open = openOnes(store.getSnapshot());
    expect(open.map((t) => t.title)).toEqual(["c", "d", "e"]);
    expect(
      store
        .getSnapshot()
        .filter((t) => !t.open)
        .map((t) => t.id),
    ).toEqual(ids.slice(0, 2));
  });

  it("supports every variant; loading stays until it becomes a result", () => {
    const store = createToastStore(options);
    for (const variant of [
      "default",
      "destructive",
      "success",
      "info",
      "warning",
      "error",
    ] as const) {
      const id = store.add({ title: variant, variant });
      expect(store.getSnapshot().find((t) => t.id === id)?.durationMs).toBe(4000);
    }
    const id = store.add({ title: "Sending…", variant: "loading" });
    expect(store.getSnapshot().find((t) => t.id === id)?.durationMs).toBe(Infinity);
    store.update(id, { title: "Sent", variant: "success" });
    expect(store.getSnapshot().find((t) => t.id === id)).toMatchObject({
      title: "Sent",
      variant: "success",
      durationMs: 4000,
    });
  });

  it("honours an explicit duration, dismisses all, removes closed ones and notifies", () => {
    const store = createToastStore(options);
    let notified = 0;
    const unsubscribe = store.subscribe(() => (notified += 1));
    const id = store.add({ title: "x", durationMs: 1000 });
    store.add({ title: "y" });
    expect(store.getSnapshot()[0]?.durationMs).toBe(1000);
    store.dismiss();
    expect(openOnes(store.getSnapshot())).toHaveLength(0);
    store.remove(id);
    expect(store.getSnapshot().map((t) => t.title)).toEqual(["y"]);
    unsubscribe();
    store.add({ title: "z" });
    expect(notified).toBe(4);
  });
});
