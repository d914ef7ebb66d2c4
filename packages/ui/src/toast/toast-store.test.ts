import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore } from "./toast-store";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("given a store, when toasts are shown", () => {
  it("opens the new one and keeps only it", () => {
    const store = createToastStore();
    store.toast({ title: "Submitting..." });
    const second = store.toast({
      title: "Thank you! We will be in touch within one business day.",
    });
    expect(store.getState().toasts).toEqual([
      {
        id: second.id,
        title: "Thank you! We will be in touch within one business day.",
        open: true,
      },
    ]);
  });

  it("tells subscribers on each change until they unsubscribe", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const handle = store.toast({ title: "Submitting..." });
    handle.update({ title: "Failed to submit", variant: "destructive" });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState().toasts[0]).toMatchObject({
      title: "Failed to submit",
      variant: "destructive",
      open: true,
    });
    unsubscribe();
    handle.dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("given a dismissed toast", () => {
  it("stays (closed) for 999,999 ms and is removed at 1,000,000 ms", () => {
    const store = createToastStore();
    const handle = store.toast({ title: "Message sent" });
    handle.dismiss();
    expect(store.getState().toasts).toEqual([
      { id: handle.id, title: "Message sent", open: false },
    ]);
    vi.advanceTimersByTime(999_999);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toEqual([]);
  });

  it("is removed once however often it is dismissed", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const handle = store.toast({ title: "Message sent" });
    handle.dismiss();
    vi.advanceTimersByTime(500_000);
    handle.dismiss();
    store.subscribe(listener);
    vi.advanceTimersByTime(500_000);
    expect(store.getState().toasts).toEqual([]);
    expect(listener).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("cancels its pending removal when removed by hand", () => {
    const store = createToastStore();
    const handle = store.toast({ title: "Message sent" });
    handle.dismiss();
    store.remove(handle.id);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("given several toasts, when all are dismissed", () => {
  it("closes and later removes every one", () => {
    const store = createToastStore({ limit: 3 });
    store.toast({ title: "Newsletter: subscribed" });
    store.toast({ title: "Report downloaded" });
    store.dismiss();
    expect(store.getState().toasts.map((toast) => toast.open)).toEqual([false, false]);
    vi.advanceTimersByTime(1_000_000);
    expect(store.getState().toasts).toEqual([]);
  });
});
