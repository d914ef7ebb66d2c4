import type * as React from "react";

/** The simple store shows one toast at a time (spec section 4, toast). */
export const TOAST_LIMIT = 1;

/**
 * A dismissed toast stays in the store this long before it is removed: "a very long delay"
 * (spec section 4), the same 1,000,000 ms as shadcn/ui's use-toast, so a closing toast is never
 * cut off mid-animation and its id stays valid for updates meanwhile.
 */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** A toast of the simple store: id, title, description, action and open flag (spec section 3). */
export type ToastData = {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** An element such as <ToastAction altText="…">Retry</ToastAction>. */
  action?: React.ReactElement;
  open: boolean;
  variant?: "default" | "success" | "destructive";
  /** Milliseconds before it closes by itself (Radix's default, 5000, when unset). */
  duration?: number;
};

/** What the store holds. */
export type ToastState = { toasts: ToastData[] };

/** The four transitions of a toast: added, updated, dismissed, removed (spec section 4). */
export type ToastAction =
  | { type: "ADD_TOAST"; toast: ToastData }
  | { type: "UPDATE_TOAST"; toast: Partial<ToastData> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

/**
 * The store's pure state transition. Adding puts the new toast first and drops any beyond
 * `limit`; dismissing closes one toast (or all) without removing it; removing deletes it (or all).
 */
export function toastReducer(
  state: ToastState,
  action: ToastAction,
  limit = TOAST_LIMIT,
): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, limit) };
    case "UPDATE_TOAST":
      return {
        toasts: state.toasts.map((toast) =>
          toast.id === action.toast.id ? { ...toast, ...action.toast } : toast,
        ),
      };
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((toast) =>
          action.toastId === undefined || toast.id === action.toastId
            ? { ...toast, open: false }
            : toast,
        ),
      };
    case "REMOVE_TOAST":
      return {
        toasts:
          action.toastId === undefined
            ? []
            : state.toasts.filter((toast) => toast.id !== action.toastId),
      };
  }
}
