import * as React from "react";
import type { ToastState } from "./toast-reducer";
import { toastStore, type ToastStore } from "./toast-store";

const serverState: ToastState = { toasts: [] };

/** The toasts of a store (the page's by default) with its `toast` and `dismiss`, re-rendering on change. */
export function useToast(store: ToastStore = toastStore) {
  const state = React.useSyncExternalStore(store.subscribe, store.getState, () => serverState);
  return { toasts: state.toasts, toast: store.toast, dismiss: store.dismiss };
}
