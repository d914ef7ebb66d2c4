import { useId } from "react";
import { labelAnchor, radarPoint, radarPolygon } from "./radar-geometry";

interface RadarChartProps {
  axes: readonly { label: string; value: number }[];
  /** The outer ring's value (5 for maturity scores). */
  max: number;
  title: string;
  description: string;
}

const SIZE = 460;
const RADIUS = 150;
const CENTER = { x: SIZE / 2, y: SIZE / 2 };

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
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      direction="ltr"
      className="mx-auto h-auto w-full max-w-md"
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
        const label = radarPoint(index, count, max + 0.55, max, RADIUS, CENTER);
        return (
          <g key={axis.label}>
            <circle cx={point.x} cy={point.y} r={4.5} className="fill-primary" />
            <text
              x={label.x}
              y={label.y}
              dy="0.32em"
              textAnchor={labelAnchor(index, count)}
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
