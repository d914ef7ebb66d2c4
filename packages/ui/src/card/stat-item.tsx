import type * as React from "react";
import { cn } from "../lib/cn";

/** Props of StatItem: number, label and an optional detail. */
type StatItemProps = React.ComponentProps<"div"> & {
  /** The figure as written in the copy, e.g. "500+" or "99.9%" (spec section 9). */
  number: string;
  /** What the figure counts, e.g. "Enterprise deployments". */
  label: string;
  /** An optional line of context under the label. */
  detail?: string;
};

/** A figure of the stats band or an Atlanta stat card: number, label, detail (spec section 3). */
function StatItem({ number, label, detail, className, ...props }: StatItemProps) {
  return (
    <div
      data-slot="stat-item"
      className={cn("flex flex-col gap-1 text-center", className)}
      {...props}
    >
      <p
        data-slot="stat-item-number"
        className="text-4xl font-bold tracking-tight text-primary tabular-nums"
      >
        {number}
      </p>
      <p data-slot="stat-item-label" className="text-sm font-semibold">
        {label}
      </p>
      {detail ? (
        <p data-slot="stat-item-detail" className="text-xs text-muted-foreground">
          {detail}
        </p>
      ) : null}
    </div>
  );
}

export { StatItem, type StatItemProps };
