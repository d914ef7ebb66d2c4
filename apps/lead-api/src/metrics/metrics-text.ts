/** One sample line of Prometheus' text format: `name{label="value",…} value`. */
export type MetricSample = { name: string; labels: Record<string, string>; value: number };

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/**
 * Reads the samples of a text-format exposition (Prometheus "Exposition formats", text format
 * 0.0.4), skipping `# HELP` and `# TYPE` lines, so the tests read a scrape the way Prometheus
 * does: by label set, not by line order.
 */
export function parseMetricsText(text: string): MetricSample[] {
  return text.split("\n").flatMap((line) => {
    const match = SAMPLE.exec(line.trim());
    if (!match || line.startsWith("#")) return [];
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(LABEL))
      labels[key as string] = (value as string).replace(/\\(.)/g, (_, c: string) =>
        c === "n" ? "\n" : c,
      );
    return [{ name: match[1] as string, labels, value: Number(match[3]) }];
  });
}

/** The value of the sample `name` whose labels include `labels`, or undefined. */
export function sampleValue(
  samples: readonly MetricSample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return samples.find(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}
