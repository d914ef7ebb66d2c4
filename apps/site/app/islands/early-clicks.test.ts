// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { EARLY_CLICKS, type EarlyClicks } from "./island-boot";
import { EARLY_CLICKS_SCRIPT } from "./early-clicks";

describe("EARLY_CLICKS_SCRIPT", () => {
  it("records clicks on an interaction island's buttons that submit nothing, until its root listens", () => {
    document.head.innerHTML = "";
    document.body.innerHTML =
      '<vantreo-island data-island="header-actions" data-hydrate="interaction">' +
      '<button type="button" id="menu"><svg><path d="M0 0"/></svg></button>' +
      '<button id="no-type"></button></vantreo-island>' +
      '<vantreo-island data-island="contact-form" data-hydrate="interaction" data-hydrating="">' +
      '<button type="button" id="late"></button></vantreo-island>' +
      '<vantreo-island data-island="footer-newsletter" data-hydrate="interaction"><form>' +
      '<button type="submit" id="send"></button><button id="in-form"></button></form></vantreo-island>' +
      '<vantreo-island data-island="site-runtime" data-hydrate="load">' +
      '<button type="button" id="on-load"></button></vantreo-island>' +
      '<button type="button" id="static"></button>';
    new Function(EARLY_CLICKS_SCRIPT)();
    const click = (element: Element | null) =>
      element?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    click(document.querySelector("#menu path"));
    click(document.querySelector("#late"));
    click(document.querySelector("#static"));
    click(document.querySelector("#on-load"));
    document.querySelector("#send")?.addEventListener("click", (event) => event.preventDefault());
    click(document.querySelector("#send"));
    document.querySelector("form")?.addEventListener("submit", (event) => event.preventDefault());
    click(document.querySelector("#in-form"));
    click(document.querySelector("#no-type"));
    click(document.querySelector("#menu"));
    const recorded = (window as unknown as Record<string, EarlyClicks>)[EARLY_CLICKS] ?? [];
    expect(recorded.map((button) => button.id)).toEqual(["menu", "no-type", "menu"]);
  });

  it("is an ES5 classic script: it runs before the deferred entry module, in any browser", () => {
    expect(EARLY_CLICKS_SCRIPT).not.toMatch(/=>|\b(?:let|const|class)\b|`/);
  });
});
