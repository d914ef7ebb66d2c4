// @vitest-environment jsdom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { createPrerenderedTranslator, type PrerenderedStrings } from "@vantreo/i18n/react";
import { createTranslator, prerenderStrings, RESOURCES, type Locale } from "@vantreo/i18n";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { IslandBoot } from "./island-boot";
import type { IslandComponent } from "./registry";

type TagWindow = Window & { gtag?: (...args: unknown[]) => void };

/** An island that fails to render once its button is pressed (as a bug in a component would). */
function Fragile() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error("Cannot read the calculator's inputs");
  return (
    <button type="button" onClick={() => setBroken(true)}>
      Calculate
    </button>
  );
}

/** Prerenders the island as the build does, then hydrates it with the browser's runtime. */
async function hydrated(locale: Locale, pathname: string, Component: IslandComponent) {
  // A fresh copy of the runtime per test: the page's consent runtime reads the stored choice once.
  const { hydrateIsland } = await import("./hydrate-island");
  const { IslandRoot } = await import("./island-root");
  const location = { pathname, search: "", hash: "" };
  const server = createTranslator(locale, RESOURCES);
  const strings: PrerenderedStrings = prerenderStrings(locale, RESOURCES[locale] as never, server);
  const element = document.createElement("vantreo-island");
  element.dataset.idPrefix = "i0-";
  element.innerHTML = renderToString(
    <IslandRoot translator={server} location={location} live={false}>
      <Component />
    </IslandRoot>,
    { identifierPrefix: "i0-" },
  );
  const rest = document.createElement("p");
  rest.textContent = "The rest of the page";
  document.body.replaceChildren(element, rest);
  const boot: IslandBoot = { locale, strings, location };
  await hydrateIsland(element, Component, {}, boot, createPrerenderedTranslator(locale, strings));
  return element;
}

function acceptAnalytics() {
  localStorage.setItem(
    "cookieConsent",
    JSON.stringify({ cookieConsent: "accepted", timestamp: Date.now() - 1000 }),
  );
}

describe("an island that throws while rendering", () => {
  beforeEach(() => {
    vi.resetModules();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
    delete (window as TagWindow).gtag;
    document.body.replaceChildren();
  });

  it("shows the spec's message in the page's language, reports it and mounts again on Try Again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    acceptAnalytics();
    const gtag = vi.fn();
    (window as TagWindow).gtag = gtag;
    const element = await hydrated("de", "/de/tools/roi-calculator", Fragile);

    act(() => fireEvent.click(within(element).getByRole("button", { name: "Calculate" })));

    const alert = within(element).getByRole("alert");
    expect(within(alert).getByText("Etwas ist schiefgelaufen")).toBeTruthy();
    expect(alert.textContent).toContain("Es ist ein unerwarteter Fehler aufgetreten.");
    expect(within(alert).getByRole("button", { name: "Seite neu laden" })).toBeTruthy();
    // Only the island is replaced: the page around it stays.
    expect(screen.getByText("The rest of the page")).toBeTruthy();
    expect(gtag.mock.calls.filter((call) => call[0] === "event")).toEqual([
      [
        "event",
        "error_boundary",
        { description: "Cannot read the calculator's inputs", fatal: false },
      ],
    ]);

    act(() => fireEvent.click(within(alert).getByRole("button", { name: "Erneut versuchen" })));
    expect(within(element).queryByRole("alert")).toBeNull();
    expect(within(element).getByRole("button", { name: "Calculate" })).toBeTruthy();
  });

  it("reloads the page on Reload Page, in Arabic too", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    const element = await hydrated("ar", "/ar/contact", Fragile);

    act(() => fireEvent.click(within(element).getByRole("button", { name: "Calculate" })));
    const alert = within(element).getByRole("alert");
    expect(within(alert).getByText("حدث خطأ ما")).toBeTruthy();
    act(() => fireEvent.click(within(alert).getByRole("button", { name: "إعادة تحميل الصفحة" })));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("sends nothing without analytics consent", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const gtag = vi.fn();
    (window as TagWindow).gtag = gtag;
    const element = await hydrated("en", "/contact", Fragile);
    act(() => fireEvent.click(within(element).getByRole("button", { name: "Calculate" })));
    expect(within(element).getByText("Something went wrong")).toBeTruthy();
    expect(gtag.mock.calls.filter((call) => call[0] === "event")).toEqual([]);
  });

  it("sends nothing on a staff page, whatever the visitor chose", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    acceptAnalytics();
    const gtag = vi.fn();
    (window as TagWindow).gtag = gtag;
    const staff = await hydrated("en", "/desk", Fragile);
    act(() => fireEvent.click(within(staff).getByRole("button", { name: "Calculate" })));
    expect(within(staff).getByRole("button", { name: "Try Again" })).toBeTruthy();

    expect(gtag.mock.calls.filter((call) => call[0] === "event")).toEqual([]);
  });
});
