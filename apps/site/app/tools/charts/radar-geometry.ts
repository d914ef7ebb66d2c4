/** A point in SVG user units. */
export interface Point {
  x: number;
  y: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Where a value sits on a radar chart: axis `index` of `count`, clockwise from 12 o'clock, at
 * `value / max` of `radius` from the centre. Rounded to 0.01 so the SVG text stays stable.
 */
export function radarPoint(
  index: number,
  count: number,
  value: number,
  max: number,
  radius: number,
  center: Point,
): Point {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / count;
  const distance = (radius * value) / max;
  return {
    x: round2(center.x + distance * Math.cos(angle)) + 0,
    y: round2(center.y + distance * Math.sin(angle)) + 0,
  };
}

/** The `points` attribute of a polygon through one value per axis. */
export function radarPolygon(
  values: readonly number[],
  max: number,
  radius: number,
  center: Point,
): string {
  return values
    .map((value, index) => radarPoint(index, values.length, value, max, radius, center))
    .map((point) => `${point.x},${point.y}`)
    .join(" ");
}

/** How a label beside an axis end is anchored: away from the centre on the left and right. */
export function labelAnchor(index: number, count: number): "start" | "middle" | "end" {
  const cos = Math.cos(-Math.PI / 2 + (2 * Math.PI * index) / count);
  if (cos > 0.2) return "start";
  if (cos < -0.2) return "end";
  return "middle";
}
