import type { StringTree } from "../instance/resource-types";

/** A tree of strings as a flat map from dotted key (`footer.legal.privacy`) to string. */
export function flattenStrings(tree: StringTree, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat.set(path, value);
    else for (const [inner, text] of flattenStrings(value, path)) flat.set(inner, text);
  }
  return flat;
}
