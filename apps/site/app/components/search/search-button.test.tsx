// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createTranslator, RESOURCES } from "@vantreo/i18n";
import { TranslationProvider } from "@vantreo/i18n/react";
import { MemoryPageLocation } from "../../navigation/memory-page-location";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchButton } from "./search-button";
import { stubIndexFetch, stubLayoutApis } from "./search-test-harness";

// The first render loads Radix, cmdk and the scorer: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  stubLayoutApis();
  stubIndexFetch();
});

afterEach(cleanup);

function renderHeader() {
  render(
    <TranslationProvider translator={createTranslator("en", { en: RESOURCES.en })}>
      <MemoryPageLocation path="/">
        <label>
          Work email
          <input type="email" />
        </label>
        <SearchButton />
      </MemoryPageLocation>
    </TranslationProvider>,
  );
}

describe("given the header's search button", () => {
  it("when clicked, loads and opens the search dialog", async () => {
    renderHeader();
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Search the site" }));
    expect(await screen.findByRole("dialog", { name: "Search the site" })).toBeInTheDocument();
    expect(screen.getByRole("combobox")).toHaveFocus();
  });

  it("when Ctrl+K is pressed, opens the dialog and keeps the browser's shortcut from running", async () => {
    renderHeader();
    const event = new KeyboardEvent("keydown", {
      key: "k",
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole("dialog", { name: "Search the site" })).toBeInTheDocument();
  });

  it("when Cmd+K is pressed while typing in another field, opens the dialog all the same", async () => {
    renderHeader();
    const field = screen.getByLabelText("Work email");
    field.focus();
    fireEvent.keyDown(field, { key: "k", metaKey: true });
    expect(await screen.findByRole("dialog", { name: "Search the site" })).toBeInTheDocument();
  });

  it("when the shortcut is pressed while the dialog is open, leaves it open", async () => {
    renderHeader();
    fireEvent.keyDown(document.body, { key: "k", ctrlKey: true });
    await screen.findByRole("dialog");
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "k", ctrlKey: true });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
