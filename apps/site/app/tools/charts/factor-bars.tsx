import { useId } from "react";

interface FactorBarsProps {
  bars: readonly { label: string; value: number; valueLabel: string }[];
  /** The longest bar's value (3 on the trust scale). */
  max: number;
  title: string;
  description: string;
}

const WIDTH = 560;
const ROW = 52;
const PAD_TOP = 8;
const TRACK_Y = 22;

/**
 * Horizontal bars, one per factor, on a 0–max track with a tick at each whole score. Each row
 * states its value in words; the SVG is one image named by its title and description.
 */
export function FactorBars({ bars, max, title, description }: FactorBarsProps) {
  const id = useId();
  const height = PAD_TOP + bars.length * ROW;
  const scale = (value: number) => (value / max) * WIDTH;
  const ticks = Array.from({ length: max + 1 }, (_, index) => index);
  return (
    <svg
      viewBox={`-2 0 ${WIDTH + 4} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      direction="ltr"
      className="h-auto w-full max-w-xl"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {bars.map((bar, index) => {
        const top = PAD_TOP + index * ROW;
        return (
          <g key={bar.label}>
            <text x={0} y={top + 12} className="fill-foreground text-[13px] font-medium">
              {bar.label}
              <tspan className="fill-muted-foreground font-normal">{` — ${bar.valueLabel}`}</tspan>
            </text>
            <rect x={0} y={top + TRACK_Y} width={WIDTH} height={14} rx={7} className="fill-muted" />
            <rect
              x={0}
              y={top + TRACK_Y}
              width={Math.max(bar.value > 0 ? 14 : 0, scale(bar.value))}
              height={14}
              rx={7}
              className={
                bar.value <= 1
                  ? "fill-destructive"
                  : bar.value === 2
                    ? "fill-accent"
                    : "fill-success"
              }
            />
            {ticks.slice(1, -1).map((tick) => (
              <line
                key={tick}
                x1={scale(tick)}
                x2={scale(tick)}
                y1={top + TRACK_Y}
                y2={top + TRACK_Y + 14}
                className="stroke-background"
                strokeWidth={2}
              />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
