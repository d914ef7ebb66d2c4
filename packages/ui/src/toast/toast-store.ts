import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  toastReducer,
  type ToastAction,
  type ToastData,
  type ToastState,
} from "./toast-reducer";

/** What `toast()` takes: everything but the id and the open flag, which the store sets. */
export type ToastInput = Omit<ToastData, "id" | "open">;

/** A handle on a toast just shown. */
export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (changes: ToastInput) => void;
};

/** The simple toast store: an external store for React's useSyncExternalStore. */
export type ToastStore = {
  getState: () => ToastState;
  subscribe: (listener: () => void) => () => void;
  toast: (input: ToastInput) => ToastHandle;
  dismiss: (toastId?: string) => void;
  remove: (toastId?: string) => void;
};

/**
 * Creates a toast store. The timers live here, not in the reducer, so the reducer stays pure:
 * a dismissed toast is removed `removeDelayMs` later, once, however often it is dismissed.
 */
export function createToastStore({
  limit = TOAST_LIMIT,
  removeDelayMs = TOAST_REMOVE_DELAY_MS,
} = {}): ToastStore {
  let state: ToastState = { toasts: [] };
  let count = 0;
  const listeners = new Set<() => void>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  function dispatch(action: ToastAction) {
    state = toastReducer(state, action, limit);
    if (action.type === "DISMISS_TOAST") {
      for (const toast of state.toasts) {
        if (action.toastId === undefined || toast.id === action.toastId) scheduleRemoval(toast.id);
      }
    }
    if (action.type === "REMOVE_TOAST") {
      for (const [id, timer] of removals) {
        if (action.toastId === undefined || id === action.toastId) {
          clearTimeout(timer);
          removals.delete(id);
        }
      }
    }
    for (const listener of listeners) listener();
  }

  function scheduleRemoval(toastId: string) {
    if (removals.has(toastId)) return;
    const timer = setTimeout(() => {
      removals.delete(toastId);
      dispatch({ type: "REMOVE_TOAST", toastId });
    }, removeDelayMs);
    removals.set(toastId, timer);
  }

  const dismiss = (toastId?: string) => dispatch({ type: "DISMISS_TOAST", toastId });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast(input) {
      count = (count + 1) % Number.MAX_SAFE_INTEGER;
      const id = `toast-${count}`;
      dispatch({ type: "ADD_TOAST", toast: { ...input, id, open: true } });
      return {
        id,
        dismiss: () => dismiss(id),
        update: (changes) => dispatch({ type: "UPDATE_TOAST", toast: { ...changes, id } }),
      };
    },
    dismiss,
    remove: (toastId) => dispatch({ type: "REMOVE_TOAST", toastId }),
  };
}

/** The page's toast store, shared by `toast()`, `useToast()` and `<Toaster />`. */
export const toastStore = createToastStore();

/** Shows a toast in the page's simple toaster, replacing the one shown (one at a time). */
export function toast(input: ToastInput): ToastHandle {
  return toastStore.toast(input);
}
