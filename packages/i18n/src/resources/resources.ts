import type { LocaleResources } from "../instance/resource-types";
import { ar } from "./ar/index";
import { de } from "./de/index";
import { en, type SharedResources } from "./en/index";

/** The shared UI strings of every locale; English typed by its literals, as the reference. */
// A type alias, not an interface, so it stays assignable to records (checkResourceParity).
export type AllResources = {
  readonly en: SharedResources;
  readonly de: LocaleResources;
  readonly ar: LocaleResources;
};

/**
 * The shared UI strings of all three locales, by locale then namespace. Importing this pulls
 * every language into a bundle: fine for Node prerender and tests; the browser loads one
 * locale with `loadResources`.
 */
export const RESOURCES: AllResources = { en, de, ar };
