import type { Translator } from "@vantreo/i18n";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { EARLY_CLICKS, type EarlyClicks, type IslandBoot } from "./island-boot";
import { IslandRoot } from "./island-root";
import type { IslandComponent } from "./registry";
import { IslandHydrationContext, type IslandHydration } from "./use-after-hydration";

/** Resolves in a new task: work after it does not lengthen the task before. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hydrates one island's element with its component, props and id prefix, as a transition (React
 * renders it in slices and yields between them), starting in a task of its own. Buttons clicked
 * before that (recorded by the loader script) are clicked again once the island has hydrated and
 * the browser-only values it applies right after (`useAfterHydration`) have committed. Resolves
 * then, with `data-hydrated` on the element.
 */
export async function hydrateIsland(
  element: HTMLElement,
  Component: IslandComponent,
  props: Record<string, unknown>,
  boot: IslandBoot,
  translator: Translator,
): Promise<void> {
  await nextTask();
  // From here React listens: clicks are its own (it replays those during hydration itself).
  element.dataset.hydrating = "";
  const state: IslandHydration = { hydrated: false, settling: [] };
  await new Promise<void>((resolve) => {
    const hydrated = () => {
      state.hydrated = true;
      resolve();
    };
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandHydrationContext value={state}>
          <IslandRoot
            translator={translator}
            resources={boot.resources}
            location={boot.location}
            live
            onHydrated={hydrated}
          >
            <Component {...props} />
          </IslandRoot>
        </IslandHydrationContext>,
        { identifierPrefix: element.dataset.idPrefix },
      );
    });
  });
  await Promise.all(state.settling);
  element.dataset.hydrated = "";
  replayEarlyClicks(element);
}

/** Clicks the island's buttons that were clicked before its root listened, in their order. */
function replayEarlyClicks(element: HTMLElement) {
  const queue = (window as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS];
  if (!queue) return;
  const mine = queue.filter((button) => element.contains(button));
  for (const button of mine) {
    queue.splice(queue.indexOf(button), 1);
    button.click();
  }
}
