import { useId } from "react";
import { labelAnchor, radarPoint, radarPolygon } from "./radar-geometry";

interface RadarChartProps {
  axes: readonly { label: string; value: number }[];
  /** The outer ring's value (5 for maturity scores). */
  max: number;
  title: string;
  description: string;
}

// Wide rather than square: axis labels ("Governance and compliance 2.3") sit beside the chart.
const WIDTH = 720;
const HEIGHT = 430;
const RADIUS = 145;
const CENTER = { x: WIDTH / 2, y: HEIGHT / 2 };

/**
 * A radar chart of one score per axis, with a ring for every whole score. The SVG is one image
 * named by its title and description; the scores table next to it is the text alternative.
 */
export function RadarChart({ axes, max, title, description }: RadarChartProps) {
  const id = useId();
  const count = axes.length;
  const rings = Array.from({ length: max }, (_, index) => index + 1);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      direction="ltr"
      className="mx-auto h-auto w-full max-w-3xl"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {rings.map((ring) => (
        <polygon
          key={ring}
          points={radarPolygon(Array(count).fill(ring), max, RADIUS, CENTER)}
          fill="none"
          className={ring === max ? "stroke-foreground/40" : "stroke-border"}
        />
      ))}
      {axes.map((axis, index) => {
        const end = radarPoint(index, count, max, max, RADIUS, CENTER);
        return (
          <line
            key={axis.label}
            x1={CENTER.x}
            y1={CENTER.y}
            x2={end.x}
            y2={end.y}
            className="stroke-border"
          />
        );
      })}
      {rings.map((ring) => {
        const point = radarPoint(0, count, ring, max, RADIUS, CENTER);
        return (
          <text
            key={ring}
            x={point.x + 4}
            y={point.y}
            dy="-0.2em"
            className="fill-muted-foreground text-[10px]"
          >
            {ring}
          </text>
        );
      })}
      <polygon
        points={radarPolygon(
          axes.map((axis) => axis.value),
          max,
          RADIUS,
          CENTER,
        )}
        strokeWidth={2.5}
        strokeLinejoin="round"
        className="fill-primary/25 stroke-primary"
      />
      {axes.map((axis, index) => {
        const point = radarPoint(index, count, axis.value, max, RADIUS, CENTER);
        // Labels above and below the chart sit further out so they clear the ring numbers.
        const anchor = labelAnchor(index, count);
        const label = radarPoint(
          index,
          count,
          max + (anchor === "middle" ? 0.75 : 0.5),
          max,
          RADIUS,
          CENTER,
        );
        return (
          <g key={axis.label}>
            <circle cx={point.x} cy={point.y} r={4.5} className="fill-primary" />
            <text
              x={label.x}
              y={label.y}
              dy="0.32em"
              textAnchor={anchor}
              className="fill-foreground text-[13px] font-medium"
            >
              {axis.label}
              <tspan className="fill-muted-foreground font-normal">{` ${axis.value.toFixed(1)}`}</tspan>
            </text>
          </g>
        );
      })}
    </svg>
  );
}
