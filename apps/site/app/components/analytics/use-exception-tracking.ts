import type { Analytics } from "@vantreo/consent";
import { useEffect } from "react";

// A cross-origin script's error reaches the page as this bare text with no detail to report.
const OPAQUE_ERROR = "Script error.";

function describe(reason: unknown): string {
  if (reason instanceof Error) return reason.message || reason.name;
  return typeof reason === "string" ? reason : "Unhandled rejection";
}

/**
 * Non-fatal `exception` events (spec section 7) for uncaught errors and unhandled promise
 * rejections; the analytics dispatcher drops them without consent and swallows its own errors.
 */
export function useExceptionTracking(analytics: Analytics): void {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      const description = event.error instanceof Error ? describe(event.error) : event.message;
      if (description && description !== OPAQUE_ERROR) analytics.exception(description);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      analytics.exception(describe(event.reason));
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, [analytics]);
}
