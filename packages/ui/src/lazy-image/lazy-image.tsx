import type * as React from "react";
import { cn } from "../lib/cn";
import { useImageStatus } from "../lib/use-image-status";

/** Props of LazyImage: an <img>'s, with the intrinsic width and height required. */
type LazyImageProps = Omit<React.ComponentProps<"img">, "width" | "height"> & {
  src: string;
  /** Intrinsic width in pixels: with the height it reserves the box, so nothing shifts (CLS). */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
  /** Classes for the box that holds the placeholder and the image. */
  wrapperClassName?: string;
};

/**
 * An image loaded lazily behind a placeholder that fades in once loaded and is removed entirely
 * when it fails to load (spec section 4, lazy image).
 */
function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  wrapperClassName,
  onLoad,
  onError,
  ...props
}: LazyImageProps) {
  const { ref, status, markLoaded, markFailed } = useImageStatus(src);
  if (status === "failed") return null;
  return (
    <span
      data-slot="lazy-image"
      data-state={status}
      className={cn("relative block overflow-hidden", wrapperClassName)}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {status === "loading" ? (
        <span
          data-slot="lazy-image-placeholder"
          aria-hidden="true"
          className="absolute inset-0 animate-pulse bg-muted"
        />
      ) : null}
      <img
        ref={ref}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className={cn(
          "relative block size-full object-cover opacity-0 transition-opacity duration-500",
          status === "loaded" && "opacity-100",
          className,
        )}
        onLoad={(event) => {
          markLoaded();
          onLoad?.(event);
        }}
        onError={(event) => {
          markFailed();
          onError?.(event);
        }}
        {...props}
      />
    </span>
  );
}

export { LazyImage, type LazyImageProps };
