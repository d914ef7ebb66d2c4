import { classGroup, overriddenGroups } from "./class-groups";

type Scoped = [scope: string, group: string] | undefined;
// Pages reuse a small vocabulary of classes; remembering their groups makes `cn` cheap to call
// on every render. Cleared when full, in case class names are generated without end.
const scopes = new Map<string, Scoped>();

/**
 * A class's variant chain as written plus its `!` (`sm:hover:`, `!`), and its group, or
 * undefined for a class that no other class overrides.
 */
export function classScope(name: string): Scoped {
  if (scopes.has(name)) return scopes.get(name);
  if (scopes.size > 2000) scopes.clear();
  // The variants end at the last colon outside [] and (); a `/` after them starts a modifier.
  let depth = 0;
  let start = 0;
  let slash = 0;
  for (let at = 0; at < name.length; at++) {
    const char = name[at];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (!depth && char === ":") start = at + 1;
    else if (!depth && char === "/") slash = at;
  }
  const utility = name.slice(start);
  const group = classGroup(
    (slash > start ? name.slice(start, slash) : utility).replace(/^!?-?|!$/g, ""),
  );
  const scoped: Scoped = group
    ? [`${name.slice(0, start)}${/^!|!$/.test(utility) ? "!" : ""} `, group]
    : undefined;
  scopes.set(name, scoped);
  return scoped;
}

/**
 * Drops every class that a later class overrides: one of the same group (class-groups.ts) under
 * the same variant chain and the same `!`. Every other class stays, in order.
 */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.split(/\s+/);
  for (let index = classes.length - 1; index >= 0; index--) {
    const name = classes[index]!;
    const scoped = classScope(name);
    if (scoped) {
      const [scope, group] = scoped;
      if (taken.has(scope + group)) continue;
      for (const overridden of [group, ...overriddenGroups(group)]) taken.add(scope + overridden);
    }
    if (name) kept.push(name);
  }
  return kept.reverse().join(" ");
}
