// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { matchesShortcut, parseKeyShortcuts } from "./key-shortcuts";

describe("parseKeyShortcuts", () => {
  it("reads each space-separated shortcut's modifiers and key", () => {
    expect(parseKeyShortcuts("Control+K Meta+K Alt+Shift+ArrowUp")).toEqual([
      { key: "K", alt: false, control: true, meta: false, shift: false },
      { key: "K", alt: false, control: false, meta: true, shift: false },
      { key: "ArrowUp", alt: true, control: false, meta: false, shift: true },
    ]);
    expect(parseKeyShortcuts("  ")).toEqual([]);
  });
});

describe("matchesShortcut", () => {
  const [controlK, , altShiftUp] = parseKeyShortcuts("Control+K Meta+K Alt+Shift+ArrowUp");
  const key = (init: KeyboardEventInit) => new KeyboardEvent("keydown", init);

  it("matches a letter in either case with exactly its modifiers", () => {
    expect(matchesShortcut(key({ key: "k", ctrlKey: true }), controlK!)).toBe(true);
    expect(matchesShortcut(key({ key: "K", ctrlKey: true }), controlK!)).toBe(true);
    expect(matchesShortcut(key({ key: "k" }), controlK!)).toBe(false);
    expect(matchesShortcut(key({ key: "k", ctrlKey: true, altKey: true }), controlK!)).toBe(false);
    expect(matchesShortcut(key({ key: "j", ctrlKey: true }), controlK!)).toBe(false);
  });

  it("matches a named key as written", () => {
    expect(
      matchesShortcut(key({ key: "ArrowUp", altKey: true, shiftKey: true }), altShiftUp!),
    ).toBe(true);
    expect(
      matchesShortcut(key({ key: "arrowup", altKey: true, shiftKey: true }), altShiftUp!),
    ).toBe(false);
  });
});
