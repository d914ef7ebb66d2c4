import { useEffect, useRef } from "react";
import type uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

/** A colour of the theme (a CSS custom property of packages/ui's styles), read when drawing. */
export type ChartColor = "primary" | "accent" | "destructive" | "muted-foreground" | "foreground";

/** One line or set of bars of a chart. */
export type ChartSeries = {
  label: string;
  values: (number | null)[];
  color: ChartColor;
  dash?: number[];
};

/** Props of {@link ReportChart}. */
export interface ReportChartProps {
  kind: "line" | "bar";
  /** The x axis' labels, one per point, already in the page's language. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** What the chart shows, for assistive technology (the table beside it has the figures). */
  label: string;
  /** Figures on the y axis, in the page's language. */
  formatValue(value: number): string;
}

// A canvas lays text out on its own: the bidi marks of an Arabic date (U+200F, U+061C) would
// reorder its parts on the left-to-right axis, so they are left out there.
const axisText = (label: string) => label.replace(/[\u200e\u200f\u061c]/g, "");

const themeColor = (name: ChartColor) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--${name}`).trim() || "currentColor";

// A browser without a 2D canvas (or a test DOM) shows the table alone.
const canDraw = () => {
  try {
    return document.createElement("canvas").getContext("2d") !== null;
  } catch {
    return false;
  }
};

function options(UPlot: typeof uPlot, props: ReportChartProps, width: number): uPlot.Options {
  const { kind, labels, series, formatValue } = props;
  const text = themeColor("foreground");
  const grid = themeColor("border" as ChartColor);
  const indexes = labels.map((_, index) => index);
  const axis = {
    stroke: text,
    grid: { stroke: grid, width: 1 },
    ticks: { stroke: grid, width: 1 },
  };
  return {
    width,
    height: 260,
    scales: {
      x: { time: false, range: [-0.5, Math.max(labels.length - 0.5, 0.5)] },
      // Bars and counts start at zero: a bar's length is its value.
      y: { range: (_: uPlot, _min: number, max: number) => [0, max > 0 ? max * 1.1 : 1] },
    },
    // The legend names the series; the values are in the table below.
    legend: { live: false },
    cursor: { drag: { x: false, y: false } },
    series: [
      {},
      ...series.map((entry) => ({
        label: entry.label,
        stroke: themeColor(entry.color),
        width: 2,
        ...(entry.dash ? { dash: entry.dash } : {}),
        ...(kind === "bar"
          ? {
              fill: themeColor(entry.color),
              paths: UPlot.paths.bars?.({ size: [0.6, 48] }),
              points: { show: false },
            }
          : {}),
        value: (_: uPlot, value: number | null) => (value === null ? "–" : formatValue(value)),
      })),
    ],
    axes: [
      {
        ...axis,
        splits: () => indexes,
        values: (_: uPlot, splits: number[]) =>
          splits.map((index) => axisText(labels[index] ?? "")),
        ...(kind === "bar" && labels.length > 4 ? { rotate: -30, size: 90 } : {}),
      },
      { ...axis, values: (_: uPlot, splits: number[]) => splits.map(formatValue), size: 70 },
    ],
  };
}

/**
 * A chart of the reports section drawn with uPlot (canvas; see the site README, "Reports", for
 * the choice). The figure is always left to right, also on Arabic pages: a time axis runs from
 * the oldest period on the left (the page around it mirrors). Redrawn when the theme changes.
 */
export function ReportChart(props: ReportChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = holder.current;
    if (!target || !canDraw()) return;
    let plot: uPlot | undefined;
    let closed = false;
    let UPlot: typeof uPlot | undefined;
    const draw = () => {
      if (!UPlot || closed) return;
      plot?.destroy();
      const width = Math.max(target.clientWidth, 320);
      const data = [
        props.labels.map((_, index) => index),
        ...props.series.map((entry) => entry.values),
      ] as uPlot.AlignedData;
      plot = new UPlot(options(UPlot, props, width), data, target);
    };
    // uPlot reads the screen (matchMedia) when imported: it loads only where it can draw.
    void import("uplot").then((module) => {
      UPlot = module.default;
      draw();
    });
    // The theme is a class on <html> (light / dark): the canvas takes its colours when drawn.
    const theme = new MutationObserver(draw);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
    const resize =
      typeof ResizeObserver === "undefined"
        ? undefined
        : new ResizeObserver(() => {
            if (plot && Math.abs(plot.width - target.clientWidth) > 8)
              plot.setSize({ width: Math.max(target.clientWidth, 320), height: 260 });
          });
    resize?.observe(target);
    return () => {
      closed = true;
      theme.disconnect();
      resize?.disconnect();
      plot?.destroy();
    };
  }, [props]);
  return (
    <figure
      dir="ltr"
      role="img"
      aria-label={props.label}
      className="report-chart w-full overflow-x-auto"
    >
      <div ref={holder} aria-hidden="true" />
    </figure>
  );
}
