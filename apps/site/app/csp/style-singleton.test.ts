// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stylesheetSingleton } from "./style-singleton";

// jsdom has constructable stylesheets but not `adoptedStyleSheets`: a plain property stands in.
let adopted: CSSStyleSheet[] = [];

describe("stylesheetSingleton with constructable stylesheets", () => {
  beforeEach(() => {
    adopted = [];
    Object.defineProperty(Document.prototype, "adoptedStyleSheets", {
      configurable: true,
      get: () => adopted,
      set: (sheets: CSSStyleSheet[]) => {
        adopted = sheets;
      },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(Document.prototype, "adoptedStyleSheets");
  });

  it("adopts one sheet for every user and writes no <style> element the CSP would block", () => {
    const singleton = stylesheetSingleton();
    singleton.add("body { overflow: hidden; }");
    singleton.add("body { overflow: hidden; }");
    expect(document.querySelectorAll("style")).toHaveLength(0);
    expect(adopted).toHaveLength(1);
    expect(adopted[0]?.cssRules[0]?.cssText).toBe("body { overflow: hidden; }");
    singleton.remove();
    expect(adopted).toHaveLength(1);
    singleton.remove();
    expect(adopted).toHaveLength(0);
  });
});

describe("stylesheetSingleton without adoptedStyleSheets", () => {
  it("falls back to one <style> element, removed with the last user", () => {
    const singleton = stylesheetSingleton();
    singleton.add("body { overflow: hidden; }");
    expect(document.head.querySelectorAll("style")).toHaveLength(1);
    singleton.remove();
    expect(document.head.querySelectorAll("style")).toHaveLength(0);
  });
});
