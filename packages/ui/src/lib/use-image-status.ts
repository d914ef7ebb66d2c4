import * as React from "react";

/** Where an image is in its life: still loading, shown, or broken. */
export type ImageStatus = "loading" | "loaded" | "failed";

/**
 * Tracks whether an <img> loaded or failed; a new `src` starts again at "loading".
 * An image that settled before React hydrated fired its load or error event before anyone
 * listened, so on mount a complete image is checked with `decode()`, which also resolves for SVGs
 * without an intrinsic size (their `naturalWidth` can be 0).
 */
export function useImageStatus(src: string | undefined) {
  const ref = React.useRef<HTMLImageElement>(null);
  const [state, setState] = React.useState<{ src: string | undefined; status: ImageStatus }>({
    src,
    status: "loading",
  });
  // Resetting on a new src during render, as React documents, avoids a frame with a stale status.
  if (state.src !== src) setState({ src, status: "loading" });
  const status = state.src === src ? state.status : "loading";

  React.useEffect(() => {
    const image = ref.current;
    if (!image || !image.complete) return;
    let current = true;
    const settle = (next: ImageStatus) => {
      if (current) setState({ src, status: next });
    };
    const decoding =
      src && typeof image.decode === "function"
        ? image.decode()
        : Promise[src && image.naturalWidth > 0 ? "resolve" : "reject"]();
    decoding.then(
      () => settle("loaded"),
      () => settle("failed"),
    );
    return () => {
      current = false;
    };
  }, [src]);

  const markLoaded = React.useCallback(() => setState({ src, status: "loaded" }), [src]);
  const markFailed = React.useCallback(() => setState({ src, status: "failed" }), [src]);
  return { ref, status, markLoaded, markFailed };
}
