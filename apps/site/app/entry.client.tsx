import type { LocaleResources } from "@vantreo/i18n";
import { createTranslator } from "@vantreo/i18n/react";
import { ISLAND_BOOT_ID, ISLAND_TAG, type IslandBoot } from "./islands/island-boot";
import { hydrateIsland } from "./islands/hydrate-island";
import { ISLANDS, isIslandName, type IslandComponent } from "./islands/registry";

/**
 * Hydrates the page's islands, each as its own root with the id prefix and props it was
 * prerendered with. The rest of the page is static HTML: its components' code never loads.
 * When every island has hydrated, `<html>` gets `data-islands="hydrated"` (tests and monitoring
 * wait for it).
 */
function hydrateIslands() {
  const bootElement = document.getElementById(ISLAND_BOOT_ID);
  if (!bootElement?.textContent) return;
  const boot = JSON.parse(bootElement.textContent) as IslandBoot;
  const translator = createTranslator(boot.locale, {
    [boot.locale]: boot.resources as LocaleResources,
  });
  const elements = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)];
  let pending = elements.length;
  const hydrated = () => {
    pending -= 1;
    if (pending === 0) document.documentElement.dataset.islands = "hydrated";
  };
  for (const element of elements) {
    const name = element.dataset.island ?? "";
    if (!isIslandName(name)) {
      console.error(`unknown island "${name}"`);
      hydrated();
      continue;
    }
    const props = element.dataset.props
      ? (JSON.parse(element.dataset.props) as Record<string, unknown>)
      : {};
    void ISLANDS[name]()
      .then((Component) =>
        hydrateIsland(element, Component as IslandComponent, props, boot, translator),
      )
      .then(hydrated);
  }
}

hydrateIslands();
