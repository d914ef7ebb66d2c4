import { describe, expect, it } from "vitest";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, toastReducer, type ToastData } from "./toast-reducer";

const sent: ToastData = { id: "1", title: "Message sent", open: true };
const failed: ToastData = {
  id: "2",
  title: "Failed to submit",
  open: true,
  variant: "destructive",
};

describe("the simple toast store's limits", () => {
  it("shows one toast at a time and removes a dismissed one after 1,000,000 ms", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });
});

describe("given an empty store, when a toast is added", () => {
  it("holds that toast", () => {
    expect(toastReducer({ toasts: [] }, { type: "ADD_TOAST", toast: sent })).toEqual({
      toasts: [sent],
    });
  });
});

describe("given a store showing a toast, when another is added", () => {
  it("replaces it: the newest is the only one", () => {
    const state = toastReducer({ toasts: [sent] }, { type: "ADD_TOAST", toast: failed });
    expect(state.toasts).toEqual([failed]);
  });

  it("keeps both, newest first, when the limit is raised", () => {
    const state = toastReducer({ toasts: [sent] }, { type: "ADD_TOAST", toast: failed }, 3);
    expect(state.toasts.map((toast) => toast.id)).toEqual(["2", "1"]);
  });
});

describe("given a toast, when it is updated", () => {
  it("merges the changes into that toast only", () => {
    const state = toastReducer(
      { toasts: [sent, failed] },
      {
        type: "UPDATE_TOAST",
        toast: { id: "1", description: "We will be in touch within one business day." },
      },
      3,
    );
    expect(state.toasts).toEqual([
      {
        id: "1",
        title: "Message sent",
        open: true,
        description: "We will be in touch within one business day.",
      },
      failed,
    ]);
  });
});

describe("given toasts, when one is dismissed", () => {
  it("closes it but keeps it in the store", () => {
    const state = toastReducer(
      { toasts: [sent, failed] },
      { type: "DISMISS_TOAST", toastId: "2" },
      3,
    );
    expect(state.toasts).toEqual([sent, { ...failed, open: false }]);
  });

  it("closes all of them when no id is given", () => {
    const state = toastReducer({ toasts: [sent, failed] }, { type: "DISMISS_TOAST" }, 3);
    expect(state.toasts.map((toast) => toast.open)).toEqual([false, false]);
  });
});

describe("given toasts, when one is removed", () => {
  it("deletes it, or all of them without an id", () => {
    expect(
      toastReducer({ toasts: [sent, failed] }, { type: "REMOVE_TOAST", toastId: "1" }, 3).toasts,
    ).toEqual([failed]);
    expect(toastReducer({ toasts: [sent, failed] }, { type: "REMOVE_TOAST" }, 3).toasts).toEqual(
      [],
    );
  });
});
