import type { Translator } from "@vantreo/i18n";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandBoot } from "./island-boot";
import { IslandRoot } from "./island-root";
import type { IslandComponent } from "./registry";

/** Resolves in a new task: work after it does not lengthen the task before. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hydrates one island's element with its component, props and id prefix, as a transition (React
 * renders it in slices and yields between them). The component's `prepare`, if any, runs first
 * in a task of its own, and hydration starts in the next. Resolves once the island has hydrated.
 */
export async function hydrateIsland(
  element: HTMLElement,
  Component: IslandComponent,
  props: Record<string, unknown>,
  boot: IslandBoot,
  translator: Translator,
): Promise<void> {
  if (Component.prepare) {
    await nextTask();
    Component.prepare(boot.locale);
  }
  await nextTask();
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot translator={translator} location={boot.location} live onHydrated={resolve}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: element.dataset.idPrefix },
      );
    });
  });
}
