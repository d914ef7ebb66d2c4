import type { Locale, LocaleResources, PrerenderedStrings } from "@vantreo/i18n";
import type { PageLocation } from "./page-location";

/** What every island of a page shares, written once into the page as JSON. */
export type IslandBoot = {
  locale: Locale;
  /**
   * The locale's UI strings the page's islands may use (not the data room's unless needed), as
   * i18next resolved them at prerender: what a public island's `t` reads in the browser.
   */
  strings: PrerenderedStrings;
  /**
   * On staff pages only (`isStaffPath`): the same strings as resources, for the i18next instance
   * their consoles run under react-i18next once hydrated (`ClientIsland`).
   */
  resources?: Partial<LocaleResources>;
  /** The location the page was prerendered at (what hydration must match). */
  location: PageLocation;
};

/** The id of the JSON script element that carries {@link IslandBoot}. */
export const ISLAND_BOOT_ID = "vantreo-islands";

/** The tag name of an island's container (a custom element with `display: contents`). */
export const ISLAND_TAG = "vantreo-island";

/**
 * When an island hydrates (the `hydrate` prop of `<Island>`, `data-hydrate` in the HTML), as
 * Astro's `client:load` / `client:idle` / `client:visible` and an interaction trigger:
 * - `load`: as soon as the island scripts have loaded;
 * - `idle`: when the browser is idle after that (`requestIdleCallback`);
 * - `visible`: when the island comes near the viewport (`IntersectionObserver`);
 * - `interaction`: on the first pointer, focus or key event inside it, or its declared keyboard
 *   shortcut (`aria-keyshortcuts`) anywhere on the page; that first tap or shortcut is replayed.
 */
export const HYDRATION_DIRECTIVES = ["load", "idle", "visible", "interaction"] as const;

/** One of {@link HYDRATION_DIRECTIVES}. */
export type HydrationDirective = (typeof HYDRATION_DIRECTIVES)[number];

/**
 * The window property where the loader keeps the buttons clicked in an `interaction` island
 * before its React root listens (`data-hydrating` on the island); each island replays its own
 * once hydrated.
 */
export const EARLY_CLICKS = "__vantreoEarlyClicks";

/** The buttons clicked early, as the loader script records them. */
export type EarlyClicks = HTMLElement[];
