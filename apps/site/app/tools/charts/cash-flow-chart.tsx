import { useId } from "react";
import type { YearCashFlow } from "../roi/roi-model";
import { niceScale } from "./nice-scale";

interface CashFlowChartProps {
  rows: readonly YearCashFlow[];
  title: string;
  description: string;
  /** Short axis labels, e.g. "$400K". */
  formatAxis: (value: number) => string;
  legend: { net: string; cumulative: string; discounted: string };
}

const WIDTH = 640;
const HEIGHT = 300;
const PAD = { top: 16, end: 16, bottom: 32, start: 72 };

/**
 * Net cash flow per year as bars from a zero line, with the cumulative position (solid) and the
 * discounted cumulative position (dashed) as lines. The SVG is one image named by its title and
 * description; the table beside it carries every figure for screen readers and print.
 * It is drawn left to right in every locale: a time axis reads that way in finance.
 */
export function CashFlowChart({
  rows,
  title,
  description,
  formatAxis,
  legend,
}: CashFlowChartProps) {
  const id = useId();
  const values = rows.flatMap((row) => [row.net, row.cumulative, row.cumulativeDiscounted]);
  const scale = niceScale(Math.min(...values), Math.max(...values));
  const plotWidth = WIDTH - PAD.start - PAD.end;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) =>
    PAD.top + ((scale.max - value) / (scale.max - scale.min)) * plotHeight;
  const band = plotWidth / rows.length;
  const x = (index: number) => PAD.start + band * (index + 0.5);
  const barWidth = Math.min(48, band * 0.5);
  const line = (pick: (row: YearCashFlow) => number) =>
    rows.map((row, index) => `${x(index).toFixed(1)},${y(pick(row)).toFixed(1)}`).join(" ");

  return (
    <figure className="flex flex-col gap-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        direction="ltr"
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.start}
              x2={WIDTH - PAD.end}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? "stroke-foreground/70" : "stroke-border"}
              strokeWidth={tick === 0 ? 1.5 : 1}
            />
            <text
              x={PAD.start - 8}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              className="fill-muted-foreground text-[11px]"
            >
              {formatAxis(tick)}
            </text>
          </g>
        ))}
        {rows.map((row, index) => (
          <g key={row.year}>
            <rect
              x={x(index) - barWidth / 2}
              width={barWidth}
              y={Math.min(y(row.net), y(0))}
              height={Math.max(1, Math.abs(y(row.net) - y(0)))}
              rx={3}
              className={row.net < 0 ? "fill-destructive/80" : "fill-primary/80"}
            />
            <text
              x={x(index)}
              y={HEIGHT - 10}
              textAnchor="middle"
              className="fill-muted-foreground text-[11px]"
            >
              {`Y${row.year}`}
            </text>
          </g>
        ))}
        <polyline
          points={line((row) => row.cumulativeDiscounted)}
          fill="none"
          strokeWidth={2}
          strokeDasharray="6 5"
          className="stroke-muted-foreground"
        />
        <polyline
          points={line((row) => row.cumulative)}
          fill="none"
          strokeWidth={2.5}
          className="stroke-accent"
        />
        {rows.map((row, index) => (
          <circle
            key={row.year}
            cx={x(index)}
            cy={y(row.cumulative)}
            r={4}
            className="fill-accent"
          />
        ))}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-primary/80" />
            {legend.net}
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-0.5 w-5 bg-accent" />
            {legend.cumulative}
          </li>
          <li className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block w-5 border-t-2 border-dashed border-muted-foreground"
            />
            {legend.discounted}
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
