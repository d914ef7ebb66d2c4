import { createPrerenderedTranslator } from "@vantreo/i18n/react";
import { ISLAND_BOOT_ID, ISLAND_TAG, type IslandBoot } from "./islands/island-boot";
import { hydrateIsland } from "./islands/hydrate-island";
import { hydrationDirective, scheduleHydration } from "./islands/hydration-schedule";
import { ISLANDS, isIslandName, type IslandComponent } from "./islands/registry";

/**
 * Hydrates the page's islands, each as its own root with the id prefix and props it was
 * prerendered with, when its `data-hydrate` directive says. The rest of the page is static
 * HTML: its components' code never loads. When every `load` and `idle` island has hydrated,
 * `<html>` gets `data-islands="hydrated"` (tests and monitoring wait for it); each island gets
 * `data-hydrated` when it has.
 */
function hydrateIslands() {
  const bootElement = document.getElementById(ISLAND_BOOT_ID);
  if (!bootElement?.textContent) return;
  const boot = JSON.parse(bootElement.textContent) as IslandBoot;
  // The strings i18next resolved at prerender: public pages do not load i18next (their budgets).
  const translator = createPrerenderedTranslator(boot.locale, boot.strings);
  const elements = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)];
  const early = elements.filter((element) => {
    const directive = hydrationDirective(element);
    return directive === "load" || directive === "idle";
  });
  let pending = early.length;
  const settled = (element: HTMLElement) => {
    if (!early.includes(element)) return;
    pending -= 1;
    if (pending === 0) document.documentElement.dataset.islands = "hydrated";
  };
  if (pending === 0) document.documentElement.dataset.islands = "hydrated";
  for (const element of elements) {
    const name = element.dataset.island ?? "";
    if (!isIslandName(name)) {
      console.error(`unknown island "${name}"`);
      settled(element);
      continue;
    }
    const props = element.dataset.props
      ? (JSON.parse(element.dataset.props) as Record<string, unknown>)
      : {};
    scheduleHydration(element, hydrationDirective(element), () =>
      ISLANDS[name]()
        .then((Component) =>
          hydrateIsland(element, Component as IslandComponent, props, boot, translator),
        )
        .then(() => settled(element)),
    );
  }
}

hydrateIslands();
