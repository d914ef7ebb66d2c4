import { getDefaultConfig, validators } from "tailwind-merge";

/** Values that pass each of tailwind-merge's validators. */
const VALUES = new Map<unknown, string[]>([
  [validators.isAny, ["primary", "muted-foreground"]],
  [validators.isAnyNonArbitrary, ["sans"]],
  [validators.isNumber, ["2", "0.5"]],
  [validators.isInteger, ["3"]],
  [validators.isFraction, ["1/2"]],
  [validators.isPercent, ["10%"]],
  [validators.isTshirtSize, ["lg", "2xl"]],
  [validators.isArbitraryValue, ["[5px]", "[#fff]"]],
  [validators.isArbitraryVariable, ["(--x)"]],
  [validators.isArbitraryLength, ["[3px]"]],
  [validators.isArbitraryNumber, ["[3]"]],
  [validators.isArbitraryImage, ["[url(/a.png)]"]],
  [validators.isArbitraryShadow, ["[0_1px_2px_black]"]],
  [validators.isArbitraryPosition, ["[position:top]"]],
  [validators.isArbitrarySize, ["[size:10px]"]],
  [validators.isArbitraryWeight, ["[550]"]],
  [validators.isArbitraryFamilyName, ["[family-name:x]"]],
  [validators.isArbitraryVariableLength, ["(length:--x)"]],
  [validators.isArbitraryVariableImage, ["(image:--x)"]],
  [validators.isArbitraryVariablePosition, ["(position:--x)"]],
  [validators.isArbitraryVariableSize, ["(size:--x)"]],
  [validators.isArbitraryVariableShadow, ["(shadow:--x)"]],
  [validators.isArbitraryVariableFamilyName, ["(family-name:--x)"]],
  [validators.isArbitraryVariableWeight, ["(weight:--x)"]],
]);

type Definition =
  string | ((...args: never[]) => unknown) | { readonly [part: string]: readonly Definition[] };

const join = (path: string, part: string) => (part === "" ? path : path ? `${path}-${part}` : part);

/**
 * Sample classes of every class group of tailwind-merge's default configuration (one per literal
 * and a few per validator): each Tailwind v4 utility family, including those `cn` leaves alone.
 */
export function tailwindMergeSamples(): string[] {
  const config = getDefaultConfig();
  const theme: Record<string, readonly Definition[]> = config.theme;
  const samples = new Set<string>();
  const walk = (definitions: readonly Definition[], path: string) => {
    for (const definition of definitions) {
      if (typeof definition === "string") {
        samples.add(join(path, definition));
      } else if (typeof definition === "function") {
        const themeKey = (definition as { themeKey?: string }).themeKey;
        if (themeKey) walk(theme[themeKey] ?? [], path);
        else for (const value of VALUES.get(definition) ?? []) samples.add(join(path, value));
      } else {
        for (const [part, nested] of Object.entries(definition)) walk(nested, join(path, part));
      }
    }
  };
  for (const group of Object.values(config.classGroups)) walk(group, "");
  return [...samples];
}
