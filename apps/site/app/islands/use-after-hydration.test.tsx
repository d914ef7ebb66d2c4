// @vitest-environment jsdom
import * as React from "react";
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IslandHydrationContext, useAfterHydration } from "./use-after-hydration";

const transitions = vi.hoisted(() => ({ count: 0 }));
vi.mock("react", async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return {
    ...react,
    startTransition: (callback: () => void) => {
      transitions.count += 1;
      react.startTransition(callback);
    },
  };
});

const renders: string[] = [];

function Host() {
  const host = useAfterHydration(() => window.location.host, null);
  renders.push(host ?? "server");
  return <p>{host ?? "no host yet"}</p>;
}

beforeEach(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  renders.length = 0;
  transitions.count = 0;
  delete document.documentElement.dataset.islands;
});
afterEach(() => {
  delete document.documentElement.dataset.islands;
  document.body.replaceChildren();
});

function container(html = "") {
  const element = document.createElement("div");
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe("useAfterHydration", () => {
  it("hydrates with the server value, then applies the browser's as a transition", async () => {
    const element = container(renderToString(<Host />));
    expect(element.textContent).toBe("no host yet");
    renders.length = 0;
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(element, <Host />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(renders).toEqual(["server", window.location.host]);
    expect(element.textContent).toBe(window.location.host);
    expect(transitions.count).toBe(1);
  });

  it("reads the browser's value at once in a component mounted after the page hydrated", async () => {
    document.documentElement.dataset.islands = "hydrated";
    const element = container();
    await act(async () => createRoot(element).render(<Host />));
    expect(renders).toEqual([window.location.host]);
    expect(transitions.count).toBe(0);
  });

  it("re-renders nothing when the browser's value is the server's", async () => {
    function Same() {
      const value = useAfterHydration(() => "same", "same");
      renders.push(value);
      return <p>{value}</p>;
    }
    const element = container(renderToString(<Same />));
    renders.length = 0;
    await act(async () => {
      hydrateRoot(element, <Same />);
    });
    expect(renders).toEqual(["same"]);
    expect(transitions.count).toBe(0);
  });

  it("hydrates a late island with the server value though the page has hydrated", async () => {
    const element = container(renderToString(<Host />));
    document.documentElement.dataset.islands = "hydrated";
    renders.length = 0;
    const island = { hydrated: false, settling: [] };
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        element,
        <IslandHydrationContext value={island}>
          <Host />
        </IslandHydrationContext>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    expect(renders).toEqual(["server", window.location.host]);
  });

  it("reads the browser's value at once in a component mounted after its island hydrated", async () => {
    const element = container();
    await act(async () =>
      createRoot(element).render(
        <IslandHydrationContext value={{ hydrated: true, settling: [] }}>
          <Host />
        </IslandHydrationContext>,
      ),
    );
    expect(renders).toEqual([window.location.host]);
    expect(transitions.count).toBe(0);
  });
});
