// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_CLICKS } from "./island-boot";
import {
  hydrationDirective,
  IDLE_TIMEOUT,
  INTERACTION_EVENTS,
  scheduleHydration,
} from "./hydration-schedule";

/** An island element as the prerender writes it, in the document. */
function island(html: string, directive: string) {
  const element = document.createElement("vantreo-island");
  element.dataset.hydrate = directive;
  element.innerHTML = html;
  document.body.replaceChildren(element);
  return element;
}

/** A hydrate callback that counts its calls and resolves when the test says. */
function hydrator() {
  let finish: () => void = () => {};
  const hydrate = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
  );
  return { hydrate, finish: () => finish() };
}

const settle = async () => {
  for (let step = 0; step < 5; step += 1) await Promise.resolve();
};

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS];
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe("hydrationDirective", () => {
  it("reads data-hydrate, and is load when it is absent or unknown", () => {
    expect(hydrationDirective(island("", "idle"))).toBe("idle");
    expect(hydrationDirective(island("", "visible"))).toBe("visible");
    expect(hydrationDirective(island("", "interaction"))).toBe("interaction");
    expect(hydrationDirective(island("", "soon"))).toBe("load");
    expect(hydrationDirective(document.createElement("vantreo-island"))).toBe("load");
  });
});

describe("given a load island", () => {
  it("hydrates at once", () => {
    const { hydrate } = hydrator();
    scheduleHydration(island("<p>x</p>", "load"), "load", hydrate);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});

describe("given an idle island", () => {
  it("hydrates when the browser is idle, waiting at most IDLE_TIMEOUT", () => {
    const idle: { callback: () => void; options: unknown }[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void, options: unknown) =>
      idle.push({ callback, options }),
    );
    const { hydrate } = hydrator();
    scheduleHydration(island("<p>x</p>", "idle"), "idle", hydrate);
    expect(hydrate).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0]?.options).toEqual({ timeout: IDLE_TIMEOUT });
    idle[0]?.callback();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});

describe("given a visible island", () => {
  type Callback = (entries: { isIntersecting: boolean }[]) => void;
  const observers: { callback: Callback; targets: Element[]; disconnected: boolean }[] = [];
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        record: (typeof observers)[number];
        constructor(callback: Callback) {
          this.record = { callback, targets: [], disconnected: false };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.targets.push(target);
        }
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
  });

  it("observes its children (the island itself has no box) and hydrates once one shows", () => {
    const element = island("<form><input></form><p>note</p>", "visible");
    const { hydrate } = hydrator();
    scheduleHydration(element, "visible", hydrate);
    const observer = observers[0]!;
    expect(observer.targets).toEqual([...element.children]);
    observer.callback([{ isIntersecting: false }]);
    expect(hydrate).not.toHaveBeenCalled();
    observer.callback([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });
});

describe("given an interaction island", () => {
  const header = () =>
    island(
      '<button type="button" id="menu">Menu</button>' +
        '<button type="button" id="search" aria-keyshortcuts="Control+K Meta+K">Search</button>',
      "interaction",
    );

  it("waits: nothing outside the island hydrates it", () => {
    const element = header();
    const { hydrate } = hydrator();
    scheduleHydration(element, "interaction", hydrate);
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "k", bubbles: true }));
    expect(hydrate).not.toHaveBeenCalled();
  });

  for (const type of INTERACTION_EVENTS) {
    it(`hydrates on the first ${type} inside it, once`, () => {
      const element = header();
      const { hydrate } = hydrator();
      scheduleHydration(element, "interaction", hydrate);
      const button = element.querySelector("#menu")!;
      button.dispatchEvent(new Event(type, { bubbles: true }));
      button.dispatchEvent(new Event(type, { bubbles: true }));
      expect(hydrate).toHaveBeenCalledTimes(1);
    });
  }

  it("hydrates at once when a button was tapped before the script ran", () => {
    const element = header();
    Object.assign(window, { [EARLY_CLICKS]: [element.querySelector("#menu")] });
    const { hydrate } = hydrator();
    scheduleHydration(element, "interaction", hydrate);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("takes its declared shortcut anywhere on the page and clicks its element once hydrated", async () => {
    const element = header();
    const clicks: string[] = [];
    element.addEventListener("click", (event) => clicks.push((event.target as Element).id));
    const { hydrate, finish } = hydrator();
    scheduleHydration(element, "interaction", hydrate);
    const shortcut = new KeyboardEvent("keydown", {
      key: "K",
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    document.body.dispatchEvent(shortcut);
    expect(shortcut.defaultPrevented).toBe(true);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(clicks).toEqual([]);
    finish();
    await settle();
    expect(clicks).toEqual(["search"]);
    // Hydrated: the island's own handler takes the shortcut from now on.
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "k", metaKey: true }));
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(clicks).toEqual(["search"]);
  });

  it("ignores the key without its modifiers", () => {
    const element = header();
    const { hydrate } = hydrator();
    scheduleHydration(element, "interaction", hydrate);
    const plain = new KeyboardEvent("keydown", { key: "k", bubbles: true, cancelable: true });
    document.body.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
    expect(hydrate).not.toHaveBeenCalled();
  });

  it("holds a plain click on a link until hydrated, then follows the link as it now points", async () => {
    const element = island('<a href="/de">Deutsch</a>', "interaction");
    const seen: { href: string | null; held: boolean }[] = [];
    // Records every click that reaches the document, and keeps jsdom from navigating.
    const record = (event: MouseEvent) => {
      seen.push({
        href: (event.target as Element).getAttribute("href"),
        held: event.defaultPrevented,
      });
      event.preventDefault();
    };
    document.addEventListener("click", record);
    const { hydrate, finish } = hydrator();
    scheduleHydration(element, "interaction", hydrate);
    const link = element.querySelector("a")!;
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(seen).toEqual([{ href: "/de", held: true }]);
    expect(hydrate).toHaveBeenCalledTimes(1);
    // Hydration gives the link the query string the prerender could not know.
    link.setAttribute("href", "/de?utm_source=newsletter");
    finish();
    await settle();
    expect(seen).toEqual([
      { href: "/de", held: true },
      { href: "/de?utm_source=newsletter", held: false },
    ]);
    document.removeEventListener("click", record);
  });

  it("lets a click that opens a link elsewhere (a modifier held) through at once", () => {
    const element = island('<a href="/de">Deutsch</a>', "interaction");
    const held: boolean[] = [];
    const record = (event: MouseEvent) => {
      held.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener("click", record);
    scheduleHydration(element, "interaction", hydrator().hydrate);
    element
      .querySelector("a")!
      .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(held).toEqual([false]);
    document.removeEventListener("click", record);
  });
});
