// @vitest-environment jsdom
import { createTranslator, RESOURCES } from "@vantreo/i18n";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateIsland } from "./hydrate-island";
import { EARLY_CLICKS, type IslandBoot } from "./island-boot";
import { IslandRoot } from "./island-root";
import { useAfterHydration } from "./use-after-hydration";
import type { IslandComponent } from "./registry";

const log: string[] = [];

function Greeting({ name }: Record<string, unknown>) {
  log.push(`render ${String(name)}`);
  return <p>Hallo {String(name)}</p>;
}

const boot: IslandBoot = {
  locale: "de",
  strings: {},
  location: { pathname: "/de", search: "", hash: "" },
};
const translator = createTranslator("de", RESOURCES);

/** A prerendered island element, as `<Island>` renders it in the prerender. */
function prerendered(Component: IslandComponent) {
  const element = document.createElement("vantreo-island");
  element.dataset.idPrefix = "i0-";
  element.innerHTML = renderToString(
    <IslandRoot translator={translator} location={boot.location} live={false}>
      <Component name="Team" />
    </IslandRoot>,
    { identifierPrefix: "i0-" },
  );
  document.body.replaceChildren(element);
  log.length = 0;
  return element;
}

/** Lets pending promise callbacks run (no task passes). */
const settle = async () => {
  for (let step = 0; step < 10; step += 1) await Promise.resolve();
};

/** Holds the timer queue, so a test decides when the next task runs. */
function holdTasks() {
  const tasks: (() => void)[] = [];
  vi.stubGlobal("setTimeout", (callback: () => void) => tasks.push(callback));
  return tasks;
}

describe("hydrateIsland", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("hydrates in a task of its own, matching the prerendered markup", async () => {
    const element = prerendered(Greeting);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const tasks = holdTasks();
    const done = hydrateIsland(element, Greeting, { name: "Team" }, boot, translator);
    await settle();
    expect(log).toEqual([]);
    tasks.shift()!();
    vi.unstubAllGlobals();
    await done;
    expect(log).toEqual(["render Team"]);
    expect(element.innerHTML).toBe("<p>Hallo <!-- -->Team</p>");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("clicks the buttons clicked before hydration again once hydrated, in order", async () => {
    function Toggle() {
      const [open, setOpen] = useState(false);
      log.push(`render ${open ? "open" : "closed"}`);
      return (
        <button
          type="button"
          onClick={() => {
            log.push("tap");
            setOpen((value) => !value);
          }}
        >
          {open ? "Close menu" : "Open menu"}
        </button>
      );
    }
    const element = prerendered(Toggle);
    const button = element.querySelector("button")!;
    const other = document.createElement("button");
    // The loader recorded two taps on the island's button and one elsewhere.
    Object.assign(window, { [EARLY_CLICKS]: [button, other, button, button] });

    await hydrateIsland(element, Toggle, {}, boot, translator);
    await settle();

    expect(element.dataset.hydrating).toBe("");
    // Three taps, each through the island's handler: open, close, open.
    expect(log.filter((entry) => entry === "tap")).toHaveLength(3);
    expect(button.textContent).toBe("Close menu");
    expect((window as unknown as Record<string, unknown[]>)[EARLY_CLICKS]).toEqual([other]);
  });

  it("replays an early tap once the browser-only values have committed, not before", async () => {
    function Where() {
      const where = useAfterHydration(() => "browser", "server");
      return (
        <button type="button" onClick={() => log.push(`tap in ${where}`)}>
          {where}
        </button>
      );
    }
    const element = prerendered(Where);
    const button = element.querySelector("button")!;
    Object.assign(window, { [EARLY_CLICKS]: [button] });

    await hydrateIsland(element, Where, {}, boot, translator);

    expect(log).toEqual(["tap in browser"]);
    expect(element.dataset.hydrated).toBe("");
  });
});
