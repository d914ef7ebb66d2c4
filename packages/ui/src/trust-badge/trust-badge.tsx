import type * as React from "react";
import { cn } from "../lib/cn";
import { useImageStatus } from "../lib/use-image-status";

/** Props of TrustBadge. */
type TrustBadgeProps = React.ComponentProps<"div"> & {
  /** The framework or standard, e.g. "NIST AI RMF" (spec section 1, trust badges). */
  name: string;
  /** A short line under the name, e.g. "AI Risk Management Framework". */
  description?: string;
  /** The logo; hidden when it fails to load, leaving the name. */
  logoSrc?: string;
  /** The logo's size in pixels, reserved so nothing shifts while it loads. */
  logoSize?: number;
};

/** A framework the firm works to, shown as a logo and a name; a broken logo is hidden (spec section 1). */
function TrustBadge({
  name,
  description,
  logoSrc,
  logoSize = 32,
  className,
  ...props
}: TrustBadgeProps) {
  const { ref, status, markLoaded, markFailed } = useImageStatus(logoSrc);
  return (
    <div
      data-slot="trust-badge"
      className={cn(
        "inline-flex items-center gap-3 rounded-lg border bg-card px-4 py-3 text-card-foreground",
        className,
      )}
      {...props}
    >
      {logoSrc && status !== "failed" ? (
        <img
          ref={ref}
          data-slot="trust-badge-logo"
          src={logoSrc}
          // The name is printed beside the logo, so the logo is decorative.
          alt=""
          width={logoSize}
          height={logoSize}
          loading="lazy"
          decoding="async"
          onLoad={markLoaded}
          onError={markFailed}
          className="shrink-0 object-contain"
        />
      ) : null}
      <span className="flex flex-col">
        <span data-slot="trust-badge-name" className="text-sm font-semibold">
          {name}
        </span>
        {description ? (
          <span data-slot="trust-badge-description" className="text-xs text-muted-foreground">
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
}

export { TrustBadge, type TrustBadgeProps };
