import { createContext, type ComponentType } from "react";
import { ISLANDS, type IslandName } from "./registry";

/** Island components by name, already loaded. */
export type InlineIslandMap = Partial<Record<IslandName, ComponentType<Record<string, unknown>>>>;

/**
 * When provided, `<Island>` renders its component in place instead of a placeholder: for unit
 * tests that render a whole page and use its interactive parts in one React tree. The built
 * site never provides it.
 */
export const InlineIslands = createContext<InlineIslandMap | null>(null);

/** Loads every island's component (for {@link InlineIslands}). */
export async function loadAllIslands(): Promise<InlineIslandMap> {
  const entries = await Promise.all(
    (Object.keys(ISLANDS) as IslandName[]).map(
      async (name) =>
        [name, (await ISLANDS[name]()) as ComponentType<Record<string, unknown>>] as const,
    ),
  );
  return Object.fromEntries(entries);
}
